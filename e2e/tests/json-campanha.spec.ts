import { bearer, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { JsonCampanhaPage } from '../pages/json-campanha-page';

test.describe('a campaign as JSON', () => {
  test('marks a wrong field at its line and refuses to save it, saves once fixed, and imports a file as a new campaign', async ({
    gestorPage: page,
  }) => {
    const json = new JsonCampanhaPage(page);
    await json.goto();
    await json.choose('Novidades de dezembro');
    await expect(json.editor()).toContainText('"nome": "Novidades de dezembro"');
    await expect(json.problems()).toContainText('JSON válido');

    // Too slow a pace: the marker sits on the field's line, and saving waits for the fix.
    const doc = await json.document();
    const quebrado = doc.replace(/"intervaloSegundos": [\d.]+/, '"intervaloSegundos": 7200');
    await json.replaceDocument(quebrado);
    const linha = quebrado.split('\n').findIndex((line) => line.includes('"intervaloSegundos"')) + 1;
    await expect(json.problems()).toContainText(`Linha ${linha}: Intervalo de no máximo 1 hora.`);
    await expect(json.errorMarks()).toHaveCount(1);
    await expect(json.saveButton()).toBeDisabled();

    await json.replaceDocument(quebrado.replace('"intervaloSegundos": 7200', '"intervaloSegundos": 45'));
    await expect(json.problems()).toContainText('JSON válido');
    await json.save();
    await expect(json.notice('Campanha salva.')).toBeVisible();

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
    await json.chooseNew();
    await json.importFile({
      name: 'campanha.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(importada)),
    });
    await expect(json.editor()).toContainText(nome);
    await json.create();
    await expect(json.notice('Campanha criada.')).toBeVisible();
    await expect(json.campaign()).toHaveValue(/^\d+$/);
  });
});
