/**
 * #12: a refusal about one body field names it (`{ success: false, message, campo }`), so the form
 * shows the message beside that field — validation 400s and uniqueness 409s alike. Sign-up's
 * 409 names none: it must not tell which of phone and CNPJ exists (docs/decisions/0012).
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { DEMO_INSTITUICOES, DEMO_PERFIS, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { bearer, loginAs } from './login-as';

describeWithApp('errors about one field carry campo', (getApp) => {
  let headers: Record<string, string> = {};
  before(async () => {
    headers = bearer((await loginAs(getApp().app, DEMO_USERS.gestor)).token);
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    getApp().app.inject({ method, url, headers, payload });
  const usuario = (telefone: string) => ({
    nome: 'Rita Prado',
    telefone,
    email: '',
    idPerfil: DEMO_PERFIS.atendenteDemo.id,
    gestor: false,
  });

  it('on a validation 400: the top-level body field, as the client sends it', async () => {
    const bad = await send('POST', '/api/usuarios', usuario('123'));
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), {
      success: false,
      message: 'Telefone inválido: informe DDD e número.',
      campo: 'telefone',
    });
    const unknownField = await send('POST', '/api/usuarios', { ...usuario('11988880201'), admin: true });
    assert.equal(unknownField.statusCode, 400);
    assert.equal('campo' in unknownField.json(), false, 'a field the form does not have is named by no campo');
  });

  it('on a duplicate phone: create and update of a user', async () => {
    const created = await send('POST', '/api/usuarios', usuario(DEMO_USERS.gestorVizinha.telefone));
    assert.equal(created.statusCode, 409);
    assert.deepEqual(created.json(), {
      success: false,
      message: 'Já existe um usuário com este telefone.',
      campo: 'telefone',
    });
    const updated = await send('PUT', `/api/usuarios/${DEMO_USERS.atendente.id}`, {
      ...usuario(DEMO_USERS.gestorVizinha.telefone),
      nome: DEMO_USERS.atendente.nome,
    });
    assert.equal(updated.statusCode, 409);
    assert.equal(updated.json().campo, 'telefone');
  });

  it('on another duplicate of a known field: a product name, an institution code', async () => {
    const produto = { nome: 'Produto repetido', descricao: '', categoria: 'Testes', precoCentavos: 100 };
    assert.equal((await send('POST', '/api/produtos-servicos', produto)).statusCode, 201);
    const again = await send('POST', '/api/produtos-servicos', produto);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().campo, 'nome');

    const [own] = await getApp().app.db.query<{ razaoSocial: string; cnpj: string }>(
      'select razao_social as "razaoSocial", cnpj from instituicao where id = $1',
      [DEMO_INSTITUICOES.demo.id],
    );
    const codigo = await send('PUT', '/api/instituicao', { ...own, codigo: DEMO_INSTITUICOES.vizinha.codigo });
    assert.equal(codigo.statusCode, 409);
    assert.equal(codigo.json().campo, 'codigo');
  });

  it('never on sign-up’s conflict, which must not say whether the phone or the CNPJ exists', async () => {
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/api/auth/criar-conta',
      payload: {
        nome: 'Joana Pereira',
        telefone: DEMO_USERS.gestor.telefone,
        email: 'joana@padaria.com.br',
        instituicaoNome: 'Padaria',
        cnpj: DEMO_INSTITUICOES.demo.cnpj,
        senha: 'fermento-natural',
        confirmarSenha: 'fermento-natural',
      },
    });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal('campo' in response.json(), false);
  });
});
