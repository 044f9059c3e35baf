/**
 * The rules of docs/decisions/0012 for gestores: no one grants more than their own profile holds,
 * a password reset needs the same, the last active gestor survives concurrent demotions, and a
 * change of rights makes the user's hub connections reconnect.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { UsuarioCriado } from '@colabora/shared/contracts';
import { hashPassword } from '../auth/password-hasher';
import { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_PERFIS, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const MENU = { pedidos: 1, chat: 3, usuarios: 16, perfis: 17 } as const;

describeWithApp('a gestor whose own profile is restricted', (getApp) => {
  let ana: Record<string, string>;
  let restrito: Record<string, string>;
  let idRestrito = 0;
  let idPerfilRestrito = 0;
  let idPerfilSoPedidos = 0;

  async function createPerfil(headers: Record<string, string>, nome: string, permissoes: object[]) {
    return getApp().app.inject({ method: 'POST', url: '/api/perfis', headers, payload: { nome, permissoes } });
  }

  before(async () => {
    const { app } = getApp();
    ana = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    // Administers users and profiles, sees the orders read-only, and nothing else.
    const perfil = await createPerfil(ana, 'Gestão restrita', [
      { idMenu: MENU.usuarios, crud: 'CRUD' },
      { idMenu: MENU.perfis, crud: 'CRUD' },
      { idMenu: MENU.pedidos, crud: 'R' },
    ]);
    idPerfilRestrito = perfil.json().data.idPerfil;
    const soPedidos = await createPerfil(ana, 'Só pedidos', [{ idMenu: MENU.pedidos, crud: 'R' }]);
    idPerfilSoPedidos = soPedidos.json().data.idPerfil;
    const created = await app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: ana,
      payload: { nome: 'Gil Restrito', telefone: '11977770001', email: '', idPerfil: idPerfilRestrito, gestor: true },
    });
    const data = (created.json() as { data: UsuarioCriado }).data;
    idRestrito = data.usuario.idUsuario;
    restrito = bearer((await loginAs(app, { telefone: '11977770001' }, data.senhaTemporaria)).token);
  });

  it('cannot give themselves a wider profile', async () => {
    const response = await getApp().app.inject({
      method: 'PUT',
      url: `/api/usuarios/${idRestrito}`,
      headers: restrito,
      payload: {
        nome: 'Gil Restrito',
        telefone: '11977770001',
        email: '',
        idPerfil: DEMO_PERFIS.gestorDemo.id,
        gestor: true,
      },
    });
    assert.equal(response.statusCode, 403, response.body);
    assert.match(response.json().message, /^Você não pode atribuir um perfil com permissões .*Pedidos \(C, U, D\)/);
    const [row] = await getApp().app.db.query<{ idPerfil: number }>(
      'select id_perfil as "idPerfil" from usuario where id = $1',
      [idRestrito],
    );
    assert.equal(row?.idPerfil, idPerfilRestrito);
  });

  it('cannot create a user with a wider profile, but can with one they cover', async () => {
    const create = (telefone: string, idPerfil: number) =>
      getApp().app.inject({
        method: 'POST',
        url: '/api/usuarios',
        headers: restrito,
        payload: { nome: 'Nova Pessoa', telefone, email: '', idPerfil, gestor: false },
      });
    const wider = await create('11977770002', DEMO_PERFIS.atendenteDemo.id);
    assert.equal(wider.statusCode, 403);
    assert.match(wider.json().message, /Chat \(C, R, U\)/);
    assert.equal((await create('11977770003', idPerfilSoPedidos)).statusCode, 201);
  });

  it('cannot widen their own profile or create a profile granting what they lack', async () => {
    const { app } = getApp();
    const widen = await app.inject({
      method: 'PUT',
      url: `/api/perfis/${idPerfilRestrito}`,
      headers: restrito,
      payload: {
        nome: 'Gestão restrita',
        permissoes: [
          { idMenu: MENU.usuarios, crud: 'CRUD' },
          { idMenu: MENU.perfis, crud: 'CRUD' },
          { idMenu: MENU.pedidos, crud: 'CRUD' },
        ],
      },
    });
    assert.equal(widen.statusCode, 403);
    assert.match(widen.json().message, /^Você não pode conceder permissões .*: Pedidos \(C, U, D\)\.$/);
    const created = await createPerfil(restrito, 'Chat total', [{ idMenu: MENU.chat, crud: 'CRUD' }]);
    assert.equal(created.statusCode, 403);
    // Within what they hold, or taking letters away, is fine.
    assert.equal(
      (await createPerfil(restrito, 'Leitura de pedidos', [{ idMenu: MENU.pedidos, crud: 'R' }])).statusCode,
      201,
    );
  });

  it('may edit a wider profile only by taking letters away', async () => {
    const { app } = getApp();
    const wide = await createPerfil(ana, 'Amplo', [
      { idMenu: MENU.chat, crud: 'CRUD' },
      { idMenu: MENU.pedidos, crud: 'CRUD' },
    ]);
    const id = wide.json().data.idPerfil;
    const put = (permissoes: object[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/perfis/${id}`,
        headers: restrito,
        payload: { nome: 'Amplo', permissoes },
      });
    assert.equal((await put([{ idMenu: MENU.chat, crud: 'R' }])).statusCode, 200);
    assert.equal((await put([{ idMenu: MENU.chat, crud: 'CR' }])).statusCode, 403);
  });

  it("cannot reset the password of a gestor whose profile is wider, nor of anyone's", async () => {
    const { app } = getApp();
    const reset = await app.inject({
      method: 'POST',
      url: `/api/usuarios/${DEMO_USERS.gestor.id}/redefinir-senha`,
      headers: restrito,
    });
    assert.equal(reset.statusCode, 403);
    assert.match(reset.json().message, /^Você não pode redefinir a senha de quem tem permissões/);
    assert.ok(await loginAs(app, DEMO_USERS.gestor), 'the password is unchanged');
    const atendente = await app.inject({
      method: 'POST',
      url: `/api/usuarios/${DEMO_USERS.atendente.id}/redefinir-senha`,
      headers: restrito,
    });
    assert.equal(atendente.statusCode, 403);
  });

  it('may reset the password of someone whose rights they hold', async () => {
    const { app } = getApp();
    const created = await app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: ana,
      payload: { nome: 'Lia Pedidos', telefone: '11977770004', email: '', idPerfil: idPerfilSoPedidos, gestor: true },
    });
    const id = (created.json() as { data: UsuarioCriado }).data.usuario.idUsuario;
    const reset = await app.inject({ method: 'POST', url: `/api/usuarios/${id}/redefinir-senha`, headers: restrito });
    assert.equal(reset.statusCode, 200, reset.body);
  });
});

describeWithApp('the last active gestor under concurrency', (getApp) => {
  async function addGestor(app: FastifyInstance, telefone: string): Promise<number> {
    const [row] = await app.db.query<{ id: number }>(
      `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash, gestor)
       values ($1, $2, 'Segunda Gestora', $3, $4, true) returning id`,
      [DEMO_INSTITUICOES.vizinha.id, DEMO_PERFIS.gestorVizinha.id, telefone, await hashPassword(DEMO_PASSWORD)],
    );
    return row?.id ?? 0;
  }

  it('keeps one when two gestores demote each other at the same time', async () => {
    const { app } = getApp();
    const carla = DEMO_USERS.gestorVizinha;
    const idOutra = await addGestor(app, '21977770001');
    const tokens = {
      carla: bearer((await loginAs(app, carla)).token),
      outra: bearer((await loginAs(app, { telefone: '21977770001' })).token),
    };
    const body = (nome: string, telefone: string) => ({
      nome,
      telefone,
      email: '',
      idPerfil: DEMO_PERFIS.gestorVizinha.id,
      gestor: false,
    });
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all([
        app.inject({
          method: 'PUT',
          url: `/api/usuarios/${idOutra}`,
          headers: tokens.carla,
          payload: body('Segunda Gestora', '21977770001'),
        }),
        app.inject({
          method: 'PUT',
          url: `/api/usuarios/${carla.id}`,
          headers: tokens.outra,
          payload: body(carla.nome, carla.telefone),
        }),
      ]);
      const [row] = await app.db.query<{ total: number }>(
        'select count(*)::int as total from usuario where id_instituicao = $1 and gestor and ativo',
        [DEMO_INSTITUICOES.vizinha.id],
      );
      assert.equal(row?.total, 1, `rodada ${round}: ${answers.map((a) => a.statusCode).join(', ')}`);
      // The other is refused: the last gestor (400), or no longer a gestor when it got its turn (403).
      const [first, second] = answers.map((a) => a.statusCode).sort();
      assert.equal(first, 200);
      assert.ok(second === 400 || second === 403, `rodada ${round}: ${second}`);
      // Both gestores again for the next round.
      await app.db.query('update usuario set gestor = true where id = any($1::int[])', [[idOutra, carla.id]]);
    }
  });
});

describeWithApp('a change of rights and the hub connections', (getApp) => {
  it("reconnects a user's hubs when their profile changes, and every holder's when a profile's grants do", async () => {
    const { app } = getApp();
    const ana = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    const calls: unknown[][] = [];
    const original = app.realtime.disconnectUser;
    app.realtime.disconnectUser = async (...args) => {
      calls.push(args);
    };
    try {
      const { atendente } = DEMO_USERS;
      const reason = { reason: 'Suas permissões foram alteradas.', allowReconnect: true };
      const detail = await app.inject({ url: `/api/perfis/${DEMO_PERFIS.atendenteDemo.id}`, headers: ana });
      const { nome, permissoes } = detail.json().data as {
        nome: string;
        permissoes: { idMenu: number; crud: string }[];
      };
      const holders = await app.db.query<{ id: number }>('select id from usuario where id_perfil = $1 order by id', [
        DEMO_PERFIS.atendenteDemo.id,
      ]);
      assert.ok(holders.some((holder) => holder.id === atendente.id));
      const regrant = await app.inject({
        method: 'PUT',
        url: `/api/perfis/${DEMO_PERFIS.atendenteDemo.id}`,
        headers: ana,
        payload: {
          nome,
          permissoes: permissoes.map((p) => ({ idMenu: p.idMenu, crud: p.idMenu === 1 ? '' : p.crud })),
        },
      });
      assert.equal(regrant.statusCode, 200, regrant.body);
      assert.deepEqual(
        calls,
        holders.map((holder) => [holder.id, reason]),
      );

      calls.length = 0;
      const renamed = await app.inject({
        method: 'PUT',
        url: `/api/perfis/${DEMO_PERFIS.atendenteDemo.id}`,
        headers: ana,
        payload: {
          nome: 'Atendimento',
          permissoes: (regrant.json().data.permissoes as { idMenu: number; crud: string }[]).map((p) => ({
            idMenu: p.idMenu,
            crud: p.crud,
          })),
        },
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.deepEqual(calls, [], 'same grants: the connections stay');

      const user = (idPerfil: number, nomeUsuario: string = atendente.nome) => ({
        nome: nomeUsuario,
        telefone: atendente.telefone,
        email: atendente.email,
        idPerfil,
        gestor: false,
      });
      const moved = await app.inject({
        method: 'PUT',
        url: `/api/usuarios/${atendente.id}`,
        headers: ana,
        payload: user(DEMO_PERFIS.gestorDemo.id),
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.deepEqual(calls, [[atendente.id, reason]]);

      calls.length = 0;
      const renamedOnly = await app.inject({
        method: 'PUT',
        url: `/api/usuarios/${atendente.id}`,
        headers: ana,
        payload: user(DEMO_PERFIS.gestorDemo.id, 'Bruno L.'),
      });
      assert.equal(renamedOnly.statusCode, 200);
      assert.deepEqual(calls, [], 'same rights: the connections stay');
    } finally {
      app.realtime.disconnectUser = original;
    }
  });
});
