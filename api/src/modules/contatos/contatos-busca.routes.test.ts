import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ContatoResumo } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

describeWithApp('GET /api/contatos/busca', (getApp) => {
  const seed = async () => {
    const { app } = getApp();
    await app.db.query(
      `insert into contatos (id_instituicao, nome, telefone) values
         ($1, 'Zélia Buscável', '11955550101'), ($1, 'Anazélia Costa', '11955550102'),
         ($2, 'Zélia da Vizinha', '21955550101')
       on conflict (id_instituicao, telefone) do nothing`,
      [DEMO_USERS.gestor.idInstituicao, DEMO_USERS.gestorVizinha.idInstituicao],
    );
  };
  const busca = async (q: string, user: DemoUser = DEMO_USERS.gestor) => {
    const { app } = getApp();
    const headers = bearer((await loginAs(app, user)).token);
    return app.inject({ url: `/api/contatos/busca?q=${encodeURIComponent(q)}`, headers });
  };
  const found = async (q: string, user: DemoUser = DEMO_USERS.gestor) => {
    const response = await busca(q, user);
    assert.equal(response.statusCode, 200);
    return (response.json() as { data: ContatoResumo[] }).data;
  };

  it('finds by name ignoring case and accents, those starting with it first, at most 10', async () => {
    await seed();
    const data = await found('ZELIA');
    assert.deepEqual(
      data.map((c) => c.nome),
      ['Zélia Buscável', 'Anazélia Costa'],
    );
    assert.deepEqual(Object.keys(data[0] ?? {}).sort(), ['idContato', 'nome', 'telefone']);
    assert.ok((await found('a')).length <= 10);
  });

  it('finds by phone digits, with or without the mask', async () => {
    await seed();
    assert.deepEqual(
      (await found('(11) 95555-0102')).map((c) => c.telefone),
      ['11955550102'],
    );
    assert.deepEqual(
      (await found('5550101')).map((c) => c.nome),
      ['Zélia Buscável'],
    );
  });

  it("never answers another institution's contacts", async () => {
    await seed();
    assert.ok(!(await found('zelia')).some((c) => c.nome === 'Zélia da Vizinha'));
    assert.deepEqual(
      (await found('21955550101')).map((c) => c.nome),
      [],
    );
    assert.deepEqual(
      (await found('zelia', DEMO_USERS.gestorVizinha)).map((c) => c.nome),
      ['Zélia da Vizinha'],
    );
  });

  it('needs C on Pedidos, and a non-empty q', async () => {
    await seed();
    assert.equal((await busca('zelia', DEMO_USERS.atendente)).statusCode, 403);
    assert.equal((await busca('   ')).statusCode, 400);
  });
});
