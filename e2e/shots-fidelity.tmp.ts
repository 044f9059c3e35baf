import { chromium, type Page } from '@playwright/test';

const BASE = 'http://127.0.0.1:8650';
const OUT = '/tmp/fidelity-shots';

async function signIn(page: Page, telefone: string) {
  await page.goto(`${BASE}/acesso`);
  await page.getByRole('textbox', { name: 'Telefone' }).fill(telefone);
  await page.getByRole('textbox', { name: 'Senha' }).fill('colabora123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/dashboard/);
}
const auth = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  const setup = await (await browser.newContext()).newPage();
  await signIn(setup, '11999990001');
  const headers = await auth(setup);
  const canais = (await (await setup.request.get(`${BASE}/api/canais`, { headers })).json()).data as { idCanal: number; provider: string; estado: string }[];
  const sim = canais.find((c) => c.provider === 'simulador' && c.estado === 'conectado')!;
  const wrote = await setup.request.post(`${BASE}/api/canais/${sim.idCanal}/simulador/mensagens`, {
    headers,
    data: { telefone: '(11) 97777-3030', nome: 'Dona Carmem Voz', texto: 'Bom dia! Pode me mandar o endereço da loja?' },
  });
  const idChat = (await wrote.json()).data.idChat as number;
  await setup.request.post(`${BASE}/api/canais/${sim.idCanal}/simulador/acoes`, {
    headers,
    data: { telefone: '+5511977773030', nome: 'Dona Carmem Voz', acao: { tipo: 'contato', nome: 'Padaria do Bairro', telefone: '+5511966665555' } },
  });
  // A second channel that was connected and dropped.
  const novo = await setup.request.post(`${BASE}/api/canais`, { headers, data: { nome: 'Loja Centro', provider: 'simulador' } });
  const idLoja = (await novo.json()).data.idCanal as number;
  await setup.request.post(`${BASE}/api/canais/${idLoja}/conectar`, { headers });
  await setup.request.post(`${BASE}/api/canais/${idLoja}/simulador/ler-qr`, { headers });

  for (const [who, tel] of [['gestor', '11999990001'], ['atendente', '11999990002']] as const) {
    for (const [size, viewport] of [['1366', { width: 1366, height: 800 }], ['360', { width: 360, height: 740 }]] as const) {
      const page = await (await browser.newContext({ viewport, locale: 'pt-BR' })).newPage();
      await signIn(page, tel);
      await page.goto(`${BASE}/chat/${idChat}`);
      await page.getByLabel('Mensagem para o contato').waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${who}-${size}-chat.png` });
      if (who === 'gestor') {
        await page.getByRole('button', { name: 'Gravar áudio' }).click();
        await page.getByRole('timer').waitFor();
        await page.waitForTimeout(2200);
        await page.screenshot({ path: `${OUT}/${who}-${size}-gravando.png` });
        await page.getByRole('button', { name: 'Enviar áudio' }).click();
        await page.getByLabel(/Duração/).first().waitFor({ timeout: 10_000 });
        await page.screenshot({ path: `${OUT}/${who}-${size}-voz-enviada.png` });
        await page.getByRole('button', { name: 'Enviar…' }).click();
        await page.screenshot({ path: `${OUT}/${who}-${size}-menu-enviar.png` });
        await page.getByRole('menuitem', { name: 'Localização' }).click();
        await page.screenshot({ path: `${OUT}/${who}-${size}-dialog-local.png` });
        await page.getByLabel('Latitude').fill('-23,5505');
        await page.getByLabel('Longitude').fill('-46,6333');
        await page.getByLabel('Nome do local (opcional)').fill('Loja Centro');
        await page.getByRole('dialog').getByRole('button', { name: 'Enviar', exact: true }).click();
        await page.waitForTimeout(1200);
        await page.getByRole('button', { name: 'Enviar…' }).click();
        await page.getByRole('menuitem', { name: 'Contato' }).click();
        await page.screenshot({ path: `${OUT}/${who}-${size}-dialog-contato.png` });
        await page.keyboard.press('Escape');
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${OUT}/${who}-${size}-historico.png`, fullPage: false });
      }
      if (who === 'gestor' && size === '1366') {
        // The channel drops while staff are on /pedidos and on the chat.
        await setup.request.post(`${BASE}/api/canais/${idLoja}/desconectar`, { headers });
      }
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${who}-${size}-chat-banner.png` });
      await page.goto(`${BASE}/pedidos`);
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${OUT}/${who}-${size}-pedidos-banner.png` });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(who, size, 'sideways scroll on /pedidos:', sideways);
      await page.context().close();
    }
  }
  await browser.close();
}
void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
