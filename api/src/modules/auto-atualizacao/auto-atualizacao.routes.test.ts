import assert from 'node:assert/strict';
import { it } from 'node:test';
import { POLITICA_ATUALIZACAO_PADRAO, type PoliticaAtualizacao } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('/api/auto-atualizacao', (getApp) => {
  const politica = async (headers: Record<string, string> = {}) =>
    ((await getApp().app.inject({ url: '/api/auto-atualizacao', headers })).json() as { data: PoliticaAtualizacao })
      .data;

  it('answers the defaults before sign-in and for an institution that never saved one', async () => {
    assert.deepEqual(await politica(), POLITICA_ATUALIZACAO_PADRAO);
    assert.deepEqual(await politica({ authorization: 'Bearer forged' }), POLITICA_ATUALIZACAO_PADRAO);
  });

  it('saves the institution policy, which its users then read; other institutions keep theirs', async () => {
    const { app } = getApp();
    const gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auto-atualizacao',
      headers: gestor,
      payload: { intervaloMinutos: 15, modo: 'automatico' },
    });
    assert.equal(saved.statusCode, 200);
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    assert.deepEqual(await politica(atendente), { intervaloMinutos: 15, modo: 'automatico', padrao: false });
    const vizinha = bearer((await loginAs(app, DEMO_USERS.gestorVizinha)).token);
    assert.deepEqual(await politica(vizinha), POLITICA_ATUALIZACAO_PADRAO);
    const [audit] = await app.db.query("select 1 from audit_log where entidade = 'auto-atualizacao'");
    assert.ok(audit);
  });

  it('validates the interval (5–1440) and the mode, and needs the U letter', async () => {
    const { app } = getApp();
    const gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    for (const payload of [
      { intervaloMinutos: 4, modo: 'automatico' },
      { intervaloMinutos: 1441, modo: 'perguntar' },
      { intervaloMinutos: 30, modo: 'sempre' },
    ]) {
      const response = await app.inject({ method: 'PUT', url: '/api/auto-atualizacao', headers: gestor, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/auto-atualizacao',
      headers: atendente,
      payload: { intervaloMinutos: 30, modo: 'perguntar' },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal((await app.inject({ method: 'PUT', url: '/api/auto-atualizacao', payload: {} })).statusCode, 401);
  });
});
