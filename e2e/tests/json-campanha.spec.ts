import { expect, test } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';
import { bearer, type Envelope } from '../fixtures/staff';

test.describe('a campaign as JSON', () => {
  test.use({ storageState: GESTOR_STATE });

  test('marks a wrong field at its line and refuses to save it, saves once fixed, and imports a file as a new campaign', async ({
    page,
  }) => {
    await page.goto('/json-campanha');
    await page.getByLabel('Campanha', { exact: true }).selectOption({ label: 'Novidades de dezembro' });
    const editor = page.getByRole('textbox', { name: 'JSON da campanha' });
    await expect(editor).toContainText('"nome": "Novidades de dezembro"');
    const problemas = page.getByRole('region', { name: 'Problemas do JSON' });
    await expect(problemas).toContainText('JSON válido');

    // Too slow a pace: the marker sits on the field's line, and saving waits for the fix.
    await editor.click();
    await page.keyboard.press('Control+A');
    // The document is a few dozen lines: all of it is drawn, so its text is the editor's.
    const doc = await editor.innerText();
    const quebrado = doc.replace(/"intervaloSegundos": [\d.]+/, '"intervaloSegundos": 7200');
    await page.keyboard.insertText(quebrado);
    const linha = quebrado.split('\n').findIndex((line) => line.includes('"intervaloSegundos"')) + 1;
    await expect(problemas).toContainText(`Linha ${linha}: Intervalo de no máximo 1 hora.`);
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(quebrado.replace('"intervaloSegundos": 7200', '"intervaloSegundos": 45'));
    await expect(problemas).toContainText('JSON válido');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Campanha salva.')).toBeVisible();

    const headers = await bearer(page);
    const campanhas = (await (await page.request.get('/api/campanhas', { headers })).json()) as Envelope<
      { idEspecialistaCampanha: number; nome: string; ritmo: { intervaloSegundos: number } }[]
    >;
    expect(campanhas.data.find((item) => item.nome === 'Novidades de dezembro')?.ritmo.intervaloSegundos).toBe(45);

    // A file exported elsewhere comes in as a new campaign.
    const nome = `Importada ${Date.now()}`;
    const importada = JSON.parse(quebrado.replace('"intervaloSegundos": 7200', '"intervaloSegundos": 30')) as {
      nome: string;
    };
    importada.nome = nome;
    await page.getByLabel('Campanha', { exact: true }).selectOption('');
    await page.getByLabel('Arquivo JSON da campanha').setInputFiles({
      name: 'campanha.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(importada)),
    });
    await expect(editor).toContainText(nome);
    await page.getByRole('button', { name: 'Criar campanha' }).click();
    await expect(page.getByText('Campanha criada.')).toBeVisible();
    await expect(page.getByLabel('Campanha', { exact: true })).toHaveValue(/^\d+$/);
  });
});
