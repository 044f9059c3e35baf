import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page, PerfilOpcao, UsuarioAdmin, UsuarioCriado } from '@colabora/shared/contracts';
import { DEMO_PERFIS, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('/api/usuarios', (getApp) => {
  const asGestor = async () => bearer((await loginAs(getApp().app, DEMO_USERS.gestor)).token);

  async function createUser(headers: Record<string, string>, telefone: string, extra: Record<string, unknown> = {}) {
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers,
      payload: {
        nome: 'Rita Prado',
        telefone,
        email: '',
        idPerfil: DEMO_PERFIS.atendenteDemo.id,
        gestor: false,
        ...extra,
      },
    });
    return response;
  }

  it('lists the institution users, paginated, with a search by name or phone', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const all = await app.inject({ url: '/api/usuarios?pageSize=1', headers });
    assert.equal(all.statusCode, 200);
    const page = (all.json() as { data: Page<UsuarioAdmin> }).data;
    assert.equal(page.total, 2); // Ana and Bruno; Carla is another institution's
    assert.equal(page.items.length, 1);
    assert.equal(page.pageSize, 1);

    const byName = (await app.inject({ url: '/api/usuarios?busca=bruno', headers })).json() as {
      data: Page<UsuarioAdmin>;
    };
    assert.deepEqual(
      byName.data.items.map((u) => u.nome),
      ['Bruno Lima'],
    );
    const byPhone = (
      await app.inject({ url: `/api/usuarios?busca=${encodeURIComponent('(11) 99999-0001')}`, headers })
    ).json() as { data: Page<UsuarioAdmin> };
    assert.deepEqual(
      byPhone.data.items.map((u) => u.nome),
      ['Ana Souza'],
    );
    const first = byPhone.data.items[0];
    assert.ok(first && !('senhaHash' in first) && !('senha_hash' in first));
  });

  it('rejects a bad page with a pt-BR 400', async () => {
    const response = await getApp().app.inject({ url: '/api/usuarios?page=0', headers: await asGestor() });
    assert.equal(response.statusCode, 400);
    assert.match((response.json() as { message: string }).message, /Página/);
  });

  it('offers only the caller institution profiles to the form', async () => {
    const response = await getApp().app.inject({ url: '/api/usuarios/perfis', headers: await asGestor() });
    const perfis = (response.json() as { data: PerfilOpcao[] }).data;
    assert.deepEqual(perfis.map((p) => p.nome).sort(), ['Atendente', 'Gestor']);
  });

  it('creates a user with a temporary password that signs in, shown once and stored hashed', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const response = await createUser(headers, '(11) 98888-0101', { email: 'rita@demo.org.br' });
    assert.equal(response.statusCode, 201);
    const { usuario, senhaTemporaria } = (response.json() as { data: UsuarioCriado }).data;
    assert.equal(usuario.telefone, '11988880101');
    assert.equal(usuario.perfilNome, 'Atendente');
    assert.match(senhaTemporaria, /^[A-Za-z2-9]{12}$/);
    const [row] = await app.db.query<{ senha_hash: string }>('select senha_hash from usuario where id = $1', [
      usuario.idUsuario,
    ]);
    assert.match(row?.senha_hash ?? '', /^\$argon2id\$/);
    const login = await loginAs(app, { telefone: '11988880101' }, senhaTemporaria);
    assert.equal(login.usuario.nome, 'Rita Prado');
    // Shown once: reading the user back never returns it.
    const again = await app.inject({ url: `/api/usuarios/${usuario.idUsuario}`, headers });
    assert.ok(!JSON.stringify(again.json()).includes(senhaTemporaria));
  });

  it('refuses a phone that already signs in (409) and another institution profile (400)', async () => {
    const headers = await asGestor();
    const dup = await createUser(headers, DEMO_USERS.gestorVizinha.telefone);
    assert.equal(dup.statusCode, 409);
    assert.equal((dup.json() as { message: string }).message, 'Já existe um usuário com este telefone.');
    const foreign = await createUser(headers, '11988880102', { idPerfil: DEMO_PERFIS.gestorVizinha.id });
    assert.equal(foreign.statusCode, 400);
    assert.match((foreign.json() as { message: string }).message, /Perfil não encontrado/);
  });

  it('validates the body with the shared schema (pt-BR, unknown fields refused)', async () => {
    const headers = await asGestor();
    const bad = await createUser(headers, '123');
    assert.equal(bad.statusCode, 400);
    assert.match((bad.json() as { message: string }).message, /^Telefone inválido/);
    const extra = await createUser(headers, '11988880103', { idInstituicao: 2 });
    assert.equal(extra.statusCode, 400);
  });

  it('edits a user', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const created = (await createUser(headers, '11988880104')).json() as { data: UsuarioCriado };
    const id = created.data.usuario.idUsuario;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      headers,
      payload: { nome: 'Rita P. Souza', telefone: '11988880105', email: 'rita@x.com.br', idPerfil: 1, gestor: false },
    });
    assert.equal(response.statusCode, 200);
    const usuario = (response.json() as { data: UsuarioAdmin }).data;
    assert.equal(usuario.nome, 'Rita P. Souza');
    assert.equal(usuario.perfilNome, 'Gestor');
    assert.equal(usuario.telefone, '11988880105');
  });

  it('disabling revokes every session of the user; enabling lets them sign in again', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const created = (await createUser(headers, '11988880106')).json() as { data: UsuarioCriado };
    const { idUsuario } = created.data.usuario;
    const session = await loginAs(app, { telefone: '11988880106' }, created.data.senhaTemporaria);
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(session.token) })).statusCode, 200);

    const off = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${idUsuario}/ativo`,
      headers,
      payload: { ativo: false },
    });
    assert.equal(off.statusCode, 200);
    assert.equal((off.json() as { data: UsuarioAdmin }).data.ativo, false);
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(session.token) })).statusCode, 401);
    await assert.rejects(loginAs(app, { telefone: '11988880106' }, created.data.senhaTemporaria));

    const on = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${idUsuario}/ativo`,
      headers,
      payload: { ativo: true },
    });
    assert.equal(on.statusCode, 200);
    await loginAs(app, { telefone: '11988880106' }, created.data.senhaTemporaria);
  });

  it('resetting the password gives a new temporary one and revokes the old sessions', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const created = (await createUser(headers, '11988880107')).json() as { data: UsuarioCriado };
    const { idUsuario } = created.data.usuario;
    const session = await loginAs(app, { telefone: '11988880107' }, created.data.senhaTemporaria);
    const reset = await app.inject({ method: 'POST', url: `/api/usuarios/${idUsuario}/redefinir-senha`, headers });
    assert.equal(reset.statusCode, 200);
    const { senhaTemporaria } = (reset.json() as { data: { senhaTemporaria: string } }).data;
    assert.notEqual(senhaTemporaria, created.data.senhaTemporaria);
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(session.token) })).statusCode, 401);
    await assert.rejects(loginAs(app, { telefone: '11988880107' }, created.data.senhaTemporaria));
    await loginAs(app, { telefone: '11988880107' }, senhaTemporaria);
  });

  it('protects the caller and the last gestor', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const self = DEMO_USERS.gestor.id;
    const disableSelf = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${self}/ativo`,
      headers,
      payload: { ativo: false },
    });
    assert.equal(disableSelf.statusCode, 400);
    assert.equal((disableSelf.json() as { message: string }).message, 'Você não pode desativar a sua própria conta.');
    const resetSelf = await app.inject({ method: 'POST', url: `/api/usuarios/${self}/redefinir-senha`, headers });
    assert.equal(resetSelf.statusCode, 400);
    const unflagSelf = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${self}`,
      headers,
      payload: { nome: 'Ana Souza', telefone: DEMO_USERS.gestor.telefone, email: '', idPerfil: 1, gestor: false },
    });
    assert.equal(unflagSelf.statusCode, 400);
  });

  it('records every write in the audit log, without the password', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const created = (await createUser(headers, '11988880108')).json() as { data: UsuarioCriado };
    const id = String(created.data.usuario.idUsuario);
    await app.inject({ method: 'POST', url: `/api/usuarios/${id}/redefinir-senha`, headers });
    const rows = await app.db.query<{ acao: string; depois: unknown }>(
      `select acao, depois from audit_log where entidade = 'usuario' and id_entidade = $1 order by id`,
      [id],
    );
    assert.deepEqual(
      rows.map((r) => r.acao),
      ['criar', 'redefinir-senha'],
    );
    assert.ok(!JSON.stringify(rows).includes(created.data.senhaTemporaria));
  });

  it('answers 404 for another institution user, and 403 to a profile without the screen', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const foreign = DEMO_USERS.gestorVizinha.id;
    for (const request of [
      { method: 'GET' as const, url: `/api/usuarios/${foreign}` },
      { method: 'PUT' as const, url: `/api/usuarios/${foreign}/ativo`, payload: { ativo: false } },
      { method: 'POST' as const, url: `/api/usuarios/${foreign}/redefinir-senha` },
    ]) {
      assert.equal((await app.inject({ ...request, headers })).statusCode, 404, request.url);
    }
    const still = await loginAs(app, DEMO_USERS.gestorVizinha);
    assert.ok(still.token);
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    assert.equal((await app.inject({ url: '/api/usuarios', headers: atendente })).statusCode, 403);
  });

  it('lets a non-gestor holding the letters read but not write users', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    // A profile with CRUD on Usuários, held by a user who is not a gestor.
    const created = (await createUser(headers, '11988880109', { idPerfil: DEMO_PERFIS.gestorDemo.id })).json() as {
      data: UsuarioCriado;
    };
    const other = bearer((await loginAs(app, { telefone: '11988880109' }, created.data.senhaTemporaria)).token);
    assert.equal((await app.inject({ url: '/api/usuarios', headers: other })).statusCode, 200);
    assert.equal((await createUser(other, '11988880110')).statusCode, 403);
  });
});
