import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { RespostaRapida } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('/api/respostas-rapidas', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
  });

  it('creates a quick reply with its shortcut normalised, lists it by shortcut, and only for its institution', async () => {
    const created = await inject(atendente, 'POST', '/api/respostas-rapidas', {
      atalho: '/Entrega',
      texto: 'Entregamos em até 40 minutos.',
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((created.json() as { data: RespostaRapida }).data.atalho, 'entrega');
    await inject(gestor, 'POST', '/api/respostas-rapidas', { atalho: 'pagamento', texto: 'Aceitamos PIX e cartão.' });
    const list = (await inject(atendente, 'GET', '/api/respostas-rapidas')).json() as { data: RespostaRapida[] };
    const atalhos = list.data.map((item) => item.atalho);
    assert.deepEqual(
      atalhos.filter((atalho) => ['entrega', 'pagamento'].includes(atalho)),
      ['entrega', 'pagamento'],
    );
    const other = (await inject(vizinha, 'GET', '/api/respostas-rapidas')).json() as { data: RespostaRapida[] };
    assert.ok(!other.data.some((item) => item.atalho === 'entrega'));
  });

  it('refuses a taken shortcut (409 on atalho) and one with spaces (400), keeping nothing', async () => {
    const taken = await inject(gestor, 'POST', '/api/respostas-rapidas', { atalho: 'entrega', texto: 'Outro texto' });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().campo, 'atalho');
    assert.equal(taken.json().message, 'Já existe uma resposta rápida com este atalho.');
    const bad = await inject(gestor, 'POST', '/api/respostas-rapidas', { atalho: 'bom dia', texto: 'Olá' });
    assert.equal(bad.statusCode, 400);
    // Another institution may use the same shortcut.
    const elsewhere = await inject(vizinha, 'POST', '/api/respostas-rapidas', {
      atalho: 'entrega',
      texto: 'Das 9h às 17h.',
    });
    assert.equal(elsewhere.statusCode, 201);
  });

  it('edits and deletes by the letters: the atendente (CRU) edits but cannot delete; another institution gets 404', async () => {
    const list = (await inject(gestor, 'GET', '/api/respostas-rapidas')).json() as { data: RespostaRapida[] };
    const pix = list.data.find((item) => item.atalho === 'pagamento');
    assert.ok(pix);
    const url = `/api/respostas-rapidas/${pix.idRespostaRapida}`;
    const edited = await inject(atendente, 'PUT', url, { atalho: 'pagamento', texto: 'PIX: 12.345.678/0001-90' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await inject(vizinha, 'PUT', url, { atalho: 'x', texto: 'x' })).statusCode, 404);
    assert.equal((await inject(atendente, 'DELETE', url)).statusCode, 403);
    assert.equal((await inject(vizinha, 'DELETE', url)).statusCode, 404);
    assert.equal((await inject(gestor, 'DELETE', url)).statusCode, 200);
    assert.equal((await inject(gestor, 'DELETE', url)).statusCode, 404);
  });
});
