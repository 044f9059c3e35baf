import type { Page } from '@playwright/test';
import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * Issue #28's merge of duplicates and issue #26's "one person, one history" (ADR 0035): the same
 * person written twice, each with a conversation on the same WhatsApp number; the gestor finds
 * both without accents, compares them, merges them, and the contact that stays has both
 * conversations' history in one thread and the stricter consent.
 */

type ContatoPaginaResumo = Envelope<{ conversas: { recentes: { idChat: number }[] } }>;

/** The contact a simulated WhatsApp message created, by its phone (national digits). */
async function contatoDoTelefone(page: Page, telefone: string): Promise<number> {
  const response = await page.request.get(`/api/contatos?q=${telefone}`, { headers: await bearer(page) });
  const body = (await response.json()) as Envelope<{ items: { idContato: number }[] }>;
  const id = body.data.items[0]?.idContato;
  expect(id, `contato de ${telefone}`).toBeTruthy();
  return id ?? 0;
}

test.describe('Contatos: mesclar repetidos', () => {
  test('the gestor finds two records of one person without accents, merges them, and the one that stays has both histories and the stricter consent', async ({
    gestorPage,
    atendentePage,
  }) => {
    // Two contacts writing in, a merge, both contacts' pages and the inbox: 8–9 s alone, 35 s once
    // beside the API tests and the deploy layout on a machine that was slow that day (session 13).
    test.slow();
    await gestorPage.goto('/dashboard');
    const headers = await bearer(gestorPage);
    const canal = await simuladorCanal(gestorPage);
    const stamp = String(Date.now()).slice(-7);
    const [fone1, fone2] = [`1196${stamp}`, `1197${stamp}`];
    const [nome1, nome2] = [`Fátima Gonçalves ${stamp}`, `Fatima Goncalves ${stamp}`];
    const escritas: [string, string, string][] = [
      [fone1, nome1, 'Oi, quero saber do meu pedido'],
      [fone2, nome2, 'Sou eu de novo, pelo outro número'],
    ];
    for (const [telefone, nome, texto] of escritas) {
      const escreveu = await contatoEscreve(gestorPage, canal.base, { telefone, nome, texto });
      expect(escreveu.status(), await escreveu.text()).toBe(201);
    }
    const [id1, id2] = [await contatoDoTelefone(gestorPage, fone1), await contatoDoTelefone(gestorPage, fone2)];
    // The first said yes on a form... the second asked to stop receiving campaigns.
    const sim = await gestorPage.request.post(`/api/contatos/${id1}/consentimento/registrar`, {
      headers,
      data: { nota: 'Autorizou no formulário da loja.' },
    });
    expect(sim.status(), await sim.text()).toBe(200);
    const nao = await gestorPage.request.post(`/api/contatos/${id2}/consentimento/revogar`, {
      headers,
      data: { nota: 'Pediu para não receber.' },
    });
    expect(nao.status(), await nao.text()).toBe(200);

    await gestorPage.goto('/contatos');
    await gestorPage.getByRole('searchbox', { name: 'Buscar' }).fill(`fatima goncalves ${stamp}`);
    await expect(gestorPage.getByRole('link', { name: nome1 })).toBeVisible();
    await expect(gestorPage.getByRole('link', { name: nome2 })).toBeVisible();
    await gestorPage.getByRole('checkbox', { name: `Selecionar ${nome1}` }).check();
    await gestorPage.getByRole('checkbox', { name: `Selecionar ${nome2}` }).check();
    await gestorPage.getByRole('link', { name: 'Mesclar os 2 selecionados' }).click();

    await expect(gestorPage.getByRole('heading', { level: 1, name: 'Mesclar contatos' })).toBeVisible();
    const lado1 = gestorPage.getByRole('region', { name: nome1 });
    const lado2 = gestorPage.getByRole('region', { name: nome2 });
    await expect(lado1).toContainText('Aceita · Equipe');
    await expect(lado2).toContainText('Não aceita · Equipe');
    await lado1.getByRole('radio', { name: 'Manter este contato' }).check();
    const efeitos = gestorPage.getByRole('region', { name: 'O que acontece ao mesclar' });
    await expect(efeitos).toContainText(`«${nome2}» deixa de existir`);
    await expect(efeitos).toContainText('Consentimento de marketing: Não aceita');
    await gestorPage.getByRole('button', { name: 'Mesclar contatos' }).click();
    await gestorPage.getByRole('alertdialog').getByRole('button', { name: 'Mesclar' }).click();

    // The contact that stays: the stricter consent, the other's revocation kept in the history.
    await expect(gestorPage.getByRole('heading', { level: 1, name: nome1 })).toBeVisible();
    await expect(gestorPage).toHaveURL(new RegExp(`/contatos/${id1}$`));
    await expect(gestorPage.getByText('Não aceita campanhas')).toBeVisible();
    const historico = gestorPage.getByRole('list', { name: 'Histórico de consentimento' });
    await expect(historico).toContainText('Pediu para não receber.');
    await expect(historico).toContainText('Autorizou no formulário da loja.');
    await expect(historico).toContainText('vale o consentimento mais restrito');
    await expect(gestorPage.getByText(/\(11\) 9\d{4}-\d{4} \(de um contato mesclado\)/)).toBeVisible();

    // One conversation on that number, holding both histories in order, with where they joined.
    const pagina = (await (
      await gestorPage.request.get(`/api/contatos/${id1}`, { headers })
    ).json()) as ContatoPaginaResumo;
    expect(pagina.data.conversas.recentes).toHaveLength(1);
    await gestorPage
      .getByRole('region', { name: /Conversas \(1\)/ })
      .getByRole('link')
      .click();
    const historia = gestorPage.getByTestId('inbox-history');
    await expect(historia).toContainText('Oi, quero saber do meu pedido');
    await expect(historia).toContainText('Sou eu de novo, pelo outro número');
    await expect(historia).toContainText(`Conversa de «${nome2}» juntada a esta em`);

    // The atendente is told why merging is not offered.
    await atendentePage.goto('/contatos');
    await expect(
      atendentePage.getByText(/Mesclar dois cadastros da mesma pessoa fica para quem pode excluir/),
    ).toBeVisible();
  });
});
