import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import type { AuditoriaEntrada, Page } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

type DemoKey = keyof typeof DEMO_USERS;

describeWithApp('audit log', (getApp) => {
  /** What app.audit.record reads from a request: the authenticated caller. */
  const requestOf = (who: DemoKey) =>
    ({ principal: { idUsuario: DEMO_USERS[who].id, idInstituicao: DEMO_USERS[who].idInstituicao } }) as FastifyRequest;

  const list = async (who: DemoKey, query = '') => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS[who]);
    return app.inject({ url: `/api/auditoria${query}`, headers: bearer(token) });
  };

  it('records a change inside the transaction that makes it, and drops it on rollback', async () => {
    const { app } = getApp();
    await app.db.transaction(async (tx) => {
      await app.audit.record(
        requestOf('gestor'),
        {
          acao: 'alterar',
          entidade: 'perfil',
          idEntidade: 2,
          antes: { nome: 'Atendente', senhaHash: 'x', foto: new Uint8Array(3) },
          depois: { nome: 'Atendimento', token: 'y' },
        },
        tx,
      );
    });
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await app.audit.record(requestOf('gestor'), { acao: 'excluir', entidade: 'perfil', idEntidade: 9 }, tx);
        throw new Error('rollback');
      }),
      /rollback/,
    );
    await app.audit.record(requestOf('gestorVizinha'), {
      acao: 'criar',
      entidade: 'usuario',
      idEntidade: 77,
      depois: { nome: 'Z' },
    });

    const response = await list('gestor');
    assert.equal(response.statusCode, 200);
    const page = response.json<{ data: Page<AuditoriaEntrada> }>().data;
    assert.equal(page.total, 1, 'só a alteração confirmada, só desta instituição');
    const [entry] = page.items;
    assert.equal(entry?.acao, 'alterar');
    assert.equal(entry?.entidade, 'perfil');
    assert.equal(entry?.idEntidade, '2');
    assert.equal(entry?.idUsuario, DEMO_USERS.gestor.id);
    assert.equal(entry?.usuarioNome, DEMO_USERS.gestor.nome);
    assert.deepEqual(entry?.antes, { nome: 'Atendente', foto: '[binário: 3 bytes]' }, 'sem segredos');
    assert.deepEqual(entry?.depois, { nome: 'Atendimento' });
    assert.ok(Math.abs(Date.parse(entry?.createdAt ?? '') - Date.now()) < 60_000);
  });

  it('filters and pages', async () => {
    const { app } = getApp();
    for (let i = 0; i < 5; i += 1) {
      await app.audit.record(requestOf('gestor'), {
        acao: 'criar',
        entidade: 'usuario',
        idEntidade: 100 + i,
        depois: { i },
      });
    }
    const filtered = (await list('gestor', '?entidade=usuario&pageSize=2&page=2')).json<{
      data: Page<AuditoriaEntrada>;
    }>().data;
    assert.equal(filtered.total, 5);
    assert.equal(filtered.page, 2);
    assert.deepEqual(
      filtered.items.map((item) => item.idEntidade),
      ['102', '101'],
    );
    const byAction = (await list('gestor', '?acao=alterar')).json<{ data: Page<AuditoriaEntrada> }>().data;
    assert.equal(byAction.total, 1);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await list('gestor', `?de=2999-01-01`)).json<{ data: Page<AuditoriaEntrada> }>().data;
    assert.equal(future.total, 0);
    const span = (await list('gestor', `?de=2000-01-01&ate=2999-12-31&idUsuario=${DEMO_USERS.gestor.id}`)).json<{
      data: Page<AuditoriaEntrada>;
    }>().data;
    assert.equal(span.total, 6, today);
  });

  it('answers 403 to a user who is not gestor and 400 to an unknown filter', async () => {
    assert.equal((await list('atendente')).statusCode, 403);
    const bad = await list('gestor', '?senha=1');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), { success: false, message: 'Campo não permitido: senha.' });
    assert.equal((await list('gestor', '?pageSize=1000')).statusCode, 400);
  });
});
