import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { MenuItem, PerfilAcessoDetalhe, PerfilAcessoResumo, UsuarioCriado } from '@colabora/shared/contracts';
import { DEMO_PERFIS, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const PEDIDOS = 1;
const PERFIS = 17;

describeWithApp('/api/perfis', (getApp) => {
  const asGestor = async () => bearer((await loginAs(getApp().app, DEMO_USERS.gestor)).token);

  async function createPerfil(headers: Record<string, string>, nome: string, permissoes: unknown) {
    return getApp().app.inject({ method: 'POST', url: '/api/perfis', headers, payload: { nome, permissoes } });
  }

  it('lists the institution profiles with how many users hold each', async () => {
    const response = await getApp().app.inject({ url: '/api/perfis', headers: await asGestor() });
    assert.equal(response.statusCode, 200);
    const perfis = (response.json() as { data: PerfilAcessoResumo[] }).data;
    assert.deepEqual(
      perfis.map((p) => [p.nome, p.totalUsuarios]),
      [
        ['Atendente', 1],
        ['Gestor', 1],
      ],
    );
  });

  it('shows the whole matrix: every screen of the menu, granted or not', async () => {
    const response = await getApp().app.inject({
      url: `/api/perfis/${DEMO_PERFIS.atendenteDemo.id}`,
      headers: await asGestor(),
    });
    const perfil = (response.json() as { data: PerfilAcessoDetalhe }).data;
    // The menu's 23 screens (Contatos, Relatórios and Filas joined in migrations 0025, 0028 and 0030).
    assert.equal(perfil.permissoes.length, 23);
    const crud = Object.fromEntries(perfil.permissoes.map((p) => [p.rota, p.crud]));
    assert.equal(crud.contatos, 'R');
    assert.equal(crud.relatorios, '');
    assert.equal(crud.filas, 'R');
    assert.equal(crud.pedidos, 'R');
    assert.equal(crud.chat, 'CRU');
    assert.equal(crud.usuarios, '');
  });

  it('offers every screen of the menu, none granted, for a new profile', async () => {
    const response = await getApp().app.inject({ url: '/api/perfis/telas', headers: await asGestor() });
    const telas = (response.json() as { data: PerfilAcessoDetalhe['permissoes'] }).data;
    assert.equal(telas.length, 23);
    assert.deepEqual(telas[0], { idMenu: PEDIDOS, rota: 'pedidos', titulo: 'Pedidos', crud: '' });
  });

  it('creates a profile granting only Pedidos (R): its holder sees exactly that, read-only', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const created = await createPerfil(headers, 'Somente pedidos', [
      { idMenu: PEDIDOS, crud: 'R' },
      { idMenu: 3, crud: '' },
    ]);
    assert.equal(created.statusCode, 201);
    const perfil = (created.json() as { data: PerfilAcessoDetalhe }).data;
    assert.deepEqual(
      perfil.permissoes.filter((p) => p.crud).map((p) => [p.rota, p.crud]),
      [['pedidos', 'R']],
    );
    const user = (
      await app.inject({
        method: 'POST',
        url: '/api/usuarios',
        headers,
        payload: { nome: 'Leitor', telefone: '11977770001', idPerfil: perfil.idPerfil, gestor: false },
      })
    ).json() as { data: UsuarioCriado };
    const token = (await loginAs(app, { telefone: '11977770001' }, user.data.senhaTemporaria)).token;
    const menu = (await app.inject({ url: '/api/menu/me', headers: bearer(token) })).json() as { data: MenuItem[] };
    assert.deepEqual(
      menu.data.map((m) => [m.rota, m.crud]),
      [['pedidos', 'R']],
    );
  });

  it('refuses C/U/D without R, a repeated screen, an unknown screen and a taken name', async () => {
    const headers = await asGestor();
    const noRead = await createPerfil(headers, 'X1', [{ idMenu: PEDIDOS, crud: 'CU' }]);
    assert.equal(noRead.statusCode, 400);
    assert.match((noRead.json() as { message: string }).message, /é preciso poder ver a tela/);
    const repeated = await createPerfil(headers, 'X2', [
      { idMenu: PEDIDOS, crud: 'R' },
      { idMenu: PEDIDOS, crud: 'CR' },
    ]);
    assert.equal(repeated.statusCode, 400);
    const unknown = await createPerfil(headers, 'X3', [{ idMenu: 999, crud: 'R' }]);
    assert.equal(unknown.statusCode, 400);
    assert.equal((unknown.json() as { message: string }).message, 'Tela desconhecida nas permissões: 999.');
    const taken = await createPerfil(headers, 'gestor', []);
    assert.equal(taken.statusCode, 409);
    assert.equal((taken.json() as { message: string }).message, 'Já existe um perfil com este nome.');
  });

  it('replaces the matrix on update and records before/after in the audit log', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const { data } = (await createPerfil(headers, 'Caixa', [{ idMenu: PEDIDOS, crud: 'R' }])).json() as {
      data: PerfilAcessoDetalhe;
    };
    const response = await app.inject({
      method: 'PUT',
      url: `/api/perfis/${data.idPerfil}`,
      headers,
      payload: {
        nome: 'Caixa e balcão',
        permissoes: [
          { idMenu: PEDIDOS, crud: 'CRU' },
          { idMenu: 2, crud: 'R' },
        ],
      },
    });
    assert.equal(response.statusCode, 200);
    const after = (response.json() as { data: PerfilAcessoDetalhe }).data;
    assert.equal(after.nome, 'Caixa e balcão');
    assert.deepEqual(
      after.permissoes.filter((p) => p.crud).map((p) => [p.rota, p.crud]),
      [
        ['pedidos', 'CRU'],
        ['produto-servico', 'R'],
      ],
    );
    const [audit] = await app.db.query<{ antes: { permissoes: object }; depois: { permissoes: object } }>(
      `select antes, depois from audit_log where entidade = 'perfil' and acao = 'alterar' and id_entidade = $1`,
      [String(data.idPerfil)],
    );
    assert.deepEqual(audit?.antes.permissoes, { pedidos: 'R' });
    assert.deepEqual(audit?.depois.permissoes, { pedidos: 'CRU', 'produto-servico': 'R' });
  });

  it('does not let a gestor lock themselves out of Perfis', async () => {
    const response = await getApp().app.inject({
      method: 'PUT',
      url: `/api/perfis/${DEMO_PERFIS.gestorDemo.id}`,
      headers: await asGestor(),
      payload: { nome: 'Gestor', permissoes: [{ idMenu: PERFIS, crud: 'R' }] },
    });
    assert.equal(response.statusCode, 400);
    assert.match((response.json() as { message: string }).message, /próprio perfil/);
  });

  it('deletes a profile nobody holds, and refuses one in use with 409', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const inUse = await app.inject({ method: 'DELETE', url: `/api/perfis/${DEMO_PERFIS.atendenteDemo.id}`, headers });
    assert.equal(inUse.statusCode, 409);
    assert.equal((inUse.json() as { message: string }).message, 'Este perfil está em uso por 1 usuário.');

    const { data } = (await createPerfil(headers, 'Temporário', [])).json() as { data: PerfilAcessoDetalhe };
    const deleted = await app.inject({ method: 'DELETE', url: `/api/perfis/${data.idPerfil}`, headers });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await app.inject({ url: `/api/perfis/${data.idPerfil}`, headers })).statusCode, 404);
  });

  it('answers 404 for another institution profile, 403 without the screen', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const foreign = DEMO_PERFIS.gestorVizinha.id;
    assert.equal((await app.inject({ url: `/api/perfis/${foreign}`, headers })).statusCode, 404);
    assert.equal(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/perfis/${foreign}`,
          headers,
          payload: { nome: 'x', permissoes: [] },
        })
      ).statusCode,
      404,
    );
    assert.equal((await app.inject({ method: 'DELETE', url: `/api/perfis/${foreign}`, headers })).statusCode, 404);
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    assert.equal((await app.inject({ url: '/api/perfis', headers: atendente })).statusCode, 403);
  });
});
