import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { IA_NAO_CONFIGURADA, type Especialista, type IaConfiguracao } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { ESPECIALISTAS_MESSAGES } from './especialistas.messages';

// No model configured: the screens still work (issue #14), but no model can be named (issue #22).
delete process.env.AI_BASE_URL;
delete process.env.AI_MODELS;
delete process.env.AI_MODEL;

const DEMO = DEMO_INSTITUICOES.demo.id;

describeWithApp('/api/especialistas without a model configured', (getApp) => {
  let gestor: string;
  let vizinha: string;
  let semeado: Especialista;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    const list = await app.inject({ url: '/api/especialistas', headers: bearer(gestor) });
    const found = list.json<{ data: Especialista[] }>().data[0];
    assert.ok(found, 'the seed gives the demo institution a specialist');
    semeado = found;
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const bodyOf = (especialista: Especialista, overrides: Record<string, unknown> = {}) => {
    const { idEspecialista: _id, criadoEm: _criado, atualizadoEm: _atualizado, ...input } = especialista;
    return { ...input, ...overrides };
  };
  const especialistas = async () =>
    Number(
      (
        await getApp().app.db.query<{ n: string }>('select count(*) as n from especialista where id_instituicao = $1', [
          DEMO,
        ])
      )[0]?.n,
    );

  it('tells the gestor what to set', async () => {
    const response = await call(gestor, 'GET', '/api/especialistas/ia');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<{ data: IaConfiguracao }>().data, {
      configurada: false,
      modelos: [],
      aviso: IA_NAO_CONFIGURADA,
    });
  });

  it('refuses any model named while none is offered (o1-pro-qualquer-modelo-caro), creating nothing', async () => {
    const antes = await especialistas();
    const created = await call(
      gestor,
      'POST',
      '/api/especialistas',
      bodyOf(semeado, { nome: 'Caro Demais', modelo: 'o1-pro-qualquer-modelo-caro', idsCanais: [] }),
    );
    assert.equal(created.statusCode, 400, created.body);
    assert.deepEqual(created.json(), { success: false, message: ESPECIALISTAS_MESSAGES.semModelos, campo: 'modelo' });
    const changed = await call(
      gestor,
      'PUT',
      `/api/especialistas/${semeado.idEspecialista}`,
      bodyOf(semeado, { modelo: 'o1-pro-qualquer-modelo-caro' }),
    );
    assert.equal(changed.statusCode, 400, changed.body);
    assert.equal(await especialistas(), antes);
  });

  it('still edits a specialist that keeps its saved model', async () => {
    const response = await call(
      gestor,
      'PUT',
      `/api/especialistas/${semeado.idEspecialista}`,
      bodyOf(semeado, { descricao: 'Tira dúvidas sobre o cardápio.\nE sobre entregas.' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      [response.json<{ data: Especialista }>().data.modelo, response.json<{ data: Especialista }>().data.descricao],
      [semeado.modelo, 'Tira dúvidas sobre o cardápio.\nE sobre entregas.'],
    );
  });

  it('answers 503 with what to set where a model is needed, after 404 for a specialist that is not there', async () => {
    const body = { mensagens: [{ papel: 'contato', texto: 'Oi' }] };
    const url = `/api/especialistas/${semeado.idEspecialista}/playground`;
    const response = await call(gestor, 'POST', url, body);
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { success: false, message: IA_NAO_CONFIGURADA });
    assert.equal((await call(vizinha, 'POST', url, body)).statusCode, 404);
  });
});
