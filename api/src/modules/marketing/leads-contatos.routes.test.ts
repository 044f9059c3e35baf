import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { ContatoResumo } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('GET /api/leads/contatos (the lead form’s contact picker)', (getApp) => {
  let gestor: string;
  let vizinha: string;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    await app.db.query(
      `insert into contatos (id_instituicao, nome, telefone) values ($1, 'Paula Picker', '11955554444')`,
      [DEMO_INSTITUICOES.demo.id],
    );
  });

  const search = (token: string, q: string) =>
    getApp().app.inject({
      method: 'GET',
      url: `/api/leads/contatos?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });

  it('finds the institution’s contacts by name or phone digits, with name and phone only', async () => {
    for (const q of ['paula pick', '5555']) {
      const response = await search(gestor, q);
      assert.equal(response.statusCode, 200, response.body);
      const found = (response.json() as { data: ContatoResumo[] }).data;
      assert.ok(
        found.some((contato) => contato.nome === 'Paula Picker'),
        q,
      );
      assert.deepEqual(Object.keys(found[0] ?? {}).sort(), ['idContato', 'nome', 'telefone']);
    }
  });

  it('never answers another institution’s contacts', async () => {
    const response = await search(vizinha, 'Paula Picker');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((response.json() as { data: ContatoResumo[] }).data, []);
  });
});
