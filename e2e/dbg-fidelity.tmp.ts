import { chromium } from '@playwright/test';
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto('http://127.0.0.1:8650/acesso');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('11999990001');
  await page.getByRole('textbox', { name: 'Senha' }).fill('colabora123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto('http://127.0.0.1:8650/chat');
  await page.getByRole('region', { name: 'Conversas' }).getByRole('link').first().click();
  console.log(await page.evaluate(async () => { try { const s = await navigator.mediaDevices.getUserMedia({ audio: true }); const r = new MediaRecorder(s); return 'ok ' + r.mimeType + ' ' + typeof MediaRecorder; } catch (e) { return 'err ' + String(e); } }));
  await page.getByRole('button', { name: 'Gravar áudio' }).click();
  await page.waitForTimeout(2500);
  console.log(await page.locator('.inbox-voz').allInnerTexts());
  await browser.close();
}
void main();
