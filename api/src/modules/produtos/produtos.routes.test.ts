import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Page, ProdutoServico } from '@colabora/shared/contracts';
import sharp from 'sharp';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { PRODUTOS_MESSAGES } from './produtos.routes';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describeWithApp('/api/produtos-servicos', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    getApp().app.inject({ method, url: `/api/produtos-servicos${url}`, headers: bearer(token), payload });

  async function createOk(nome: string, precoCentavos = 1990): Promise<ProdutoServico> {
    const response = await call('POST', '', gestor, { nome, categoria: 'Testes', precoCentavos });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: ProdutoServico }).data;
  }

  it("lists the institution's catalogue, active first, with search and paging", async () => {
    const response = await call('GET', '?pageSize=200', gestor);
    assert.equal(response.statusCode, 200);
    const page = (response.json() as { data: Page<ProdutoServico> }).data;
    assert.ok(page.total >= 12);
    assert.equal(page.items.length, page.total);
    const firstInactive = page.items.findIndex((item) => !item.ativo);
    assert.ok(firstInactive > 0 && page.items.slice(firstInactive).every((item) => !item.ativo));
    const search = (await call('GET', '?q=burguer', gestor)).json() as { data: Page<ProdutoServico> };
    // The name, and the description's "Hambúrguer" without its accent (ADR 0026).
    assert.deepEqual(search.data.items.map((item) => item.nome).sort(), ['X-Burguer', 'X-Salada']);
    const inactive = (await call('GET', '?ativo=false', gestor)).json() as { data: Page<ProdutoServico> };
    assert.ok(inactive.data.items.every((item) => !item.ativo));
  });

  it('creates, reads, updates and deletes an entry', async () => {
    const created = await createOk('Pastel de feira', 950);
    assert.deepEqual(
      [created.nome, created.categoria, created.precoCentavos, created.ativo, created.descricao, created.temFoto],
      ['Pastel de feira', 'Testes', 950, true, null, false],
    );
    const updated = await call('PUT', `/${created.idProdutoServico}`, gestor, {
      nome: 'Pastel de carne',
      descricao: '  Massa fina.  ',
      categoria: 'Salgados',
      precoCentavos: 1050,
      ativo: false,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const data = (updated.json() as { data: ProdutoServico }).data;
    assert.deepEqual(
      [data.nome, data.descricao, data.precoCentavos, data.ativo],
      ['Pastel de carne', 'Massa fina.', 1050, false],
    );
    assert.equal((await call('DELETE', `/${created.idProdutoServico}`, gestor)).statusCode, 200);
    assert.equal((await call('GET', `/${created.idProdutoServico}`, gestor)).statusCode, 404);
  });

  it('validates the body in pt-BR: name, price in whole cents, no unknown fields', async () => {
    const cases: [object, string][] = [
      [{ nome: ' ', precoCentavos: 100 }, 'Informe o nome.'],
      [{ nome: 'A', precoCentavos: 10.5 }, 'Preço inválido: envie centavos inteiros.'],
      [{ nome: 'A', precoCentavos: -1 }, 'Preço inválido: não pode ser negativo.'],
      [{ nome: 'A', precoCentavos: 100, preco: '10,00' }, 'Campo não permitido: preco.'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '', gestor, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal((response.json() as { message: string }).message, message);
    }
  });

  it('answers 409 for a name already in the catalogue, whatever the case', async () => {
    const response = await call('POST', '', gestor, { nome: 'x-burguer', precoCentavos: 100 });
    assert.equal(response.statusCode, 409);
    assert.equal((response.json() as { message: string }).message, 'Já existe um produto ou serviço com este nome.');
  });

  it('refuses to delete an entry that appears in orders', async () => {
    const search = (await call('GET', '?q=X-Burguer', gestor)).json() as { data: Page<ProdutoServico> };
    const id = search.data.items[0]?.idProdutoServico;
    const response = await call('DELETE', `/${id}`, gestor);
    assert.equal(response.statusCode, 409);
    assert.match((response.json() as { message: string }).message, /desative-o/);
  });

  it('stores a photo whose bytes match its type, re-encoded by the server, and serves it back', async () => {
    const created = await createOk('Com foto');
    const id = created.idProdutoServico;
    const mismatch = await call('PUT', `/${id}/foto`, gestor, { imagem: `data:image/jpeg;base64,${PNG_1X1}` });
    assert.equal(mismatch.statusCode, 400);
    assert.equal((mismatch.json() as { message: string }).message, PRODUTOS_MESSAGES.photoMismatch);
    const oldFormat = await call('PUT', `/${id}/foto`, gestor, { contentType: 'image/png', base64: PNG_1X1 });
    assert.equal(oldFormat.statusCode, 400, 'one upload format: { imagem: data URL }');
    const photoWithMetadata = await sharp({
      create: { width: 800, height: 400, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo-do-arquivo' } } })
      .jpeg()
      .toBuffer();
    assert.equal(
      (
        await call('PUT', `/${id}/foto`, gestor, {
          imagem: `data:image/jpeg;base64,${photoWithMetadata.toString('base64')}`,
        })
      ).statusCode,
      200,
    );
    const photo = await call('GET', `/${id}/foto`, gestor);
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    const meta = await sharp(photo.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 350, 350], 'square 350×350, like profile photos');
    assert.equal(meta.exif, undefined, 'no metadata of the upload survives');
    assert.ok(!photo.rawPayload.includes('segredo-do-arquivo'));
    assert.equal(((await call('GET', `/${id}`, gestor)).json() as { data: ProdutoServico }).data.temFoto, true);
    assert.equal((await call('GET', `/${id}/foto`, vizinha)).statusCode, 404);
  });

  it('sends a product photo through the one normaliser: an SVG never reaches a decoder, nothing is stored', async () => {
    const { app } = getApp();
    const created = await createOk('Foto SVG');
    const id = created.idProdutoServico;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><image href="file:///etc/passwd"/>' +
        '<script>alert(1)</script></svg>',
    ).toString('base64');
    for (const imagem of [
      `data:image/svg+xml;base64,${svg}`, // refused by the upload schema: not an accepted type
      `data:image/png;base64,${svg}`, // posing as a PNG: refused by the signature, before sharp
    ]) {
      const response = await call('PUT', `/${id}/foto`, gestor, { imagem });
      assert.equal(response.statusCode, 400, imagem.slice(0, 30));
      assert.equal(response.json().campo, 'imagem');
      assert.match(response.json().message, /^(Imagem inválida|Tipo de imagem não suportado)/);
    }
    const [row] = await app.db.query<{ foto: unknown }>('select foto from produto_servico where id = $1', [id]);
    assert.equal(row?.foto ?? null, null);
    assert.equal((await call('GET', `/${id}/foto`, gestor)).statusCode, 404);
  });

  it('lets the atendente (R) read but not write', async () => {
    assert.equal((await call('GET', '', atendente)).statusCode, 200);
    assert.equal((await call('POST', '', atendente, { nome: 'Não pode', precoCentavos: 1 })).statusCode, 403);
    assert.equal((await call('PUT', '/1', atendente, { nome: 'Não pode', precoCentavos: 1 })).statusCode, 403);
    assert.equal((await call('DELETE', '/1', atendente)).statusCode, 403);
  });

  it("answers 404 for another institution's entry and never lists it", async () => {
    const mine = await createOk('Só da Demonstração');
    const theirs = (await call('GET', '?pageSize=200', vizinha)).json() as { data: Page<ProdutoServico> };
    assert.ok(!theirs.data.items.some((item) => item.idProdutoServico === mine.idProdutoServico));
    assert.equal((await call('GET', `/${mine.idProdutoServico}`, vizinha)).statusCode, 404);
    const put = await call('PUT', `/${mine.idProdutoServico}`, vizinha, { nome: 'Roubado', precoCentavos: 1 });
    assert.equal(put.statusCode, 404);
    assert.equal((await call('DELETE', `/${mine.idProdutoServico}`, vizinha)).statusCode, 404);
    const still = (await call('GET', `/${mine.idProdutoServico}`, gestor)).json() as { data: ProdutoServico };
    assert.equal(still.data.nome, 'Só da Demonstração');
  });
});
