import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LoginData } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import { CONTA_MESSAGES } from './conta.routes';
import { codigoBase } from './conta.repository';

const valid = {
  nome: 'Joana Pereira',
  telefone: '(31) 98888-7777',
  email: 'joana@padaria.com.br',
  instituicaoNome: 'Padaria Pão Quente',
  cnpj: '04.252.011/0001-10',
  senha: 'fermento-natural',
  confirmarSenha: 'fermento-natural',
};

describeWithApp('POST /api/auth/criar-conta', (getApp) => {
  const criar = (payload: object) => getApp().app.inject({ method: 'POST', url: '/api/auth/criar-conta', payload });

  it('creates the institution, its Gestor profile with every screen, and signs the gestor in', async () => {
    const { app } = getApp();
    const response = await criar(valid);
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json() as { success: boolean; message: string; data: LoginData };
    assert.equal(body.success, true);
    assert.equal(body.message, CONTA_MESSAGES.created);
    assert.ok(Date.parse(body.data.expiresAt) > Date.now());
    assert.deepEqual(
      { ...body.data.usuario, idUsuario: 0, idInstituicao: 0 },
      {
        idUsuario: 0,
        idInstituicao: 0,
        nome: 'Joana Pereira',
        instituicaoRazaoSocial: 'Padaria Pão Quente',
        instituicaoCodigo: 'PADARIAPAOQUENTE',
        perfilNome: 'Gestor',
        temFoto: false,
        gestor: true,
        telefone: '31988887777',
        email: 'joana@padaria.com.br',
      },
    );
    // The token works and the menu has every screen with CRUD.
    const menu = await app.inject({ url: '/api/Menu/me', headers: bearer(body.data.token) });
    const items = (menu.json() as { data: { crud: string }[] }).data;
    const [total] = await app.db.query<{ count: number }>('select count(*)::int as count from menu');
    assert.equal(items.length, total?.count);
    assert.ok(items.every((item) => item.crud === 'CRUD'));
    // And the same phone and password sign in.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telefone: valid.telefone, senha: valid.senha },
    });
    assert.equal(login.statusCode, 200);
  });

  it('answers 409 for a phone or a CNPJ already in use', async () => {
    const phone = await criar({ ...valid, telefone: DEMO_USERS.gestor.telefoneMascarado, cnpj: '61.695.227/0001-93' });
    assert.equal(phone.statusCode, 409);
    assert.deepEqual(phone.json(), { success: false, message: CONTA_MESSAGES.phoneInUse });
    const cnpj = await criar({ ...valid, telefone: '(31) 98888-0000', cnpj: DEMO_INSTITUICOES.demo.cnpj });
    assert.equal(cnpj.statusCode, 409);
    assert.deepEqual(cnpj.json(), { success: false, message: CONTA_MESSAGES.cnpjInUse });
  });

  it('validates every field with a pt-BR message and refuses unknown fields', async () => {
    const cases: [object, string][] = [
      [{ ...valid, nome: 'Joana' }, 'Informe nome e sobrenome.'],
      [{ ...valid, telefone: '123' }, 'Telefone inválido: informe DDD e número.'],
      [{ ...valid, email: 'joana @x.com' }, 'E-mail inválido: use o formato nome@dominio.com, sem espaços.'],
      [{ ...valid, cnpj: '11.222.333/0001-82' }, 'CNPJ inválido: confira os números.'],
      [{ ...valid, instituicaoNome: ' ' }, 'Informe o nome da instituição.'],
      [{ ...valid, senha: 'curta', confirmarSenha: 'curta' }, 'A senha deve ter pelo menos 8 caracteres.'],
      [{ ...valid, confirmarSenha: 'outra-coisa' }, 'A confirmação não confere com a senha.'],
      [{ ...valid, idInstituicao: 1 }, 'Campo não permitido: idInstituicao.'],
    ];
    for (const [payload, message] of cases) {
      const response = await criar(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message);
    }
  });

  it('enforces the server password rules: common passwords and the phone itself', async () => {
    const common = await criar({
      ...valid,
      telefone: '(31) 97777-0001',
      senha: 'senha123',
      confirmarSenha: 'senha123',
    });
    assert.equal(common.statusCode, 400);
    assert.equal(common.json().message, 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.');
    const phone = await criar({
      ...valid,
      telefone: '(31) 97777-0001',
      senha: '31977770001',
      confirmarSenha: '31977770001',
    });
    assert.equal(phone.statusCode, 400);
    assert.equal(phone.json().message, 'A senha não pode ser o seu telefone.');
  });

  it('gives a second institution with the same name its own code', async () => {
    const response = await criar({ ...valid, telefone: '(31) 96666-0001', cnpj: '33.000.167/0001-01' });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal((response.json() as { data: LoginData }).data.usuario.instituicaoCodigo, 'PADARIAPAOQUENTE-2');
  });
});

it('derives the institution code from its name, within the column rule', () => {
  assert.equal(codigoBase('Padaria Pão Quente'), 'PADARIAPAOQUENTE');
  assert.equal(codigoBase('Associação dos Moradores do Bairro São João'), 'ASSOCIACAODOSMORADOR');
  assert.equal(codigoBase('Ç'), 'INSTC');
  assert.match(codigoBase('!!'), /^[A-Z0-9_-]{2,30}$/);
});

describeWithApp(
  'POST /api/auth/criar-conta tells no stranger which phones exist',
  (getApp) => {
    let address = 0;
    /** Each case from its own address, unless given: the limits below are per address. */
    const criar = (payload: object, remoteAddress = `198.51.100.${++address}`) =>
      getApp().app.inject({ method: 'POST', url: '/api/auth/criar-conta', payload, remoteAddress });

    it('answers alike whether the phone, the CNPJ or both are taken', async () => {
      const takenCnpj = DEMO_INSTITUICOES.demo.cnpj;
      const answers = await Promise.all([
        criar({ ...valid, telefone: DEMO_USERS.gestor.telefoneMascarado, cnpj: takenCnpj }), // both
        criar({ ...valid, telefone: '(31) 98888-1111', cnpj: takenCnpj }), // CNPJ only
        criar({ ...valid, telefone: DEMO_USERS.atendente.telefoneMascarado, cnpj: '61.695.227/0001-93' }), // phone only
      ]);
      for (const answer of answers) {
        assert.equal(answer.statusCode, 409);
        assert.deepEqual(answer.json(), { success: false, message: CONTA_MESSAGES.taken });
      }
      assert.equal(new Set(answers.map((answer) => answer.body)).size, 1);
    });

    it('limits the attempts of one address per hour (429 with Retry-After), not of the others', async () => {
      const from = '203.0.113.40';
      for (let i = 0; i < 3; i += 1) {
        const probe = await criar(
          { ...valid, telefone: `(31) 98888-20${i}0`, cnpj: DEMO_INSTITUICOES.demo.cnpj },
          from,
        );
        assert.equal(probe.statusCode, 409);
      }
      const blocked = await criar({ ...valid, telefone: '(31) 98888-2090', cnpj: DEMO_INSTITUICOES.demo.cnpj }, from);
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 3000);
      assert.match(blocked.json().message, /^Muitas tentativas de criar conta\. Tente novamente em \d+ minutos\.$/);
      assert.equal(
        (await criar({ ...valid, telefone: '(31) 98888-2091', cnpj: DEMO_INSTITUICOES.demo.cnpj })).statusCode,
        409,
      );
    });

    it('caps the institutions one address creates per day; a refused sign-up does not use the quota', async () => {
      const from = '203.0.113.41';
      const conflicting = await criar(
        { ...valid, telefone: DEMO_USERS.gestor.telefone, cnpj: '33.000.167/0001-01' },
        from,
      );
      assert.equal(conflicting.statusCode, 409);
      const first = await criar({ ...valid, telefone: '(31) 98888-3001', cnpj: '33.000.167/0001-01' }, from);
      assert.equal(first.statusCode, 201, first.body);
      const second = await criar({ ...valid, telefone: '(31) 98888-3002', cnpj: '61.695.227/0001-93' }, from);
      assert.equal(second.statusCode, 429);
      assert.match(second.json().message, /^Limite de novas instituições por dia atingido/);
      const [row] = await getApp().app.db.query<{ total: number }>(
        "select count(*)::int as total from usuario where telefone = '31988883002'",
      );
      assert.equal(row?.total, 0);
      // Another address still can.
      assert.equal(
        (await criar({ ...valid, telefone: '(31) 98888-3003', cnpj: '61.695.227/0001-93' })).statusCode,
        201,
      );
    });
  },
  { config: { signupThrottle: { maxAttemptsPerHour: 3, maxInstitutionsPerDay: 1 } } },
);
