import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LoginData, Usuario } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

type Body = { success: boolean; message: string; data?: unknown };

describeWithApp('POST /api/auth/login', (getApp) => {
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    getApp().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('signs in with a masked phone and returns token, usuario and expiresAt', async () => {
    const { gestor } = DEMO_USERS;
    const response = await login({ telefone: gestor.telefoneMascarado, senha: 'colabora123' });
    assert.equal(response.statusCode, 200);
    const body = response.json() as Body & { data: LoginData };
    assert.equal(body.success, true);
    assert.equal(body.message, 'Login realizado com sucesso.');
    assert.match(body.data.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    const expected: Usuario = {
      idUsuario: gestor.id,
      nome: 'Ana Souza',
      idInstituicao: DEMO_INSTITUICOES.demo.id,
      instituicaoRazaoSocial: 'Instituição Demonstração',
      instituicaoCodigo: 'DEMO',
      perfilNome: 'Gestor',
      temFoto: true,
      gestor: true,
      telefone: gestor.telefone,
      email: gestor.email,
    };
    assert.deepEqual(body.data.usuario, expected);
    const ttl = Date.parse(body.data.expiresAt) - Date.now();
    assert.ok(ttl > 7.9 * 3600_000 && ttl <= 8 * 3600_000, `expiresAt em ${ttl} ms`);
  });

  it('signs in with digits only', async () => {
    const response = await login({ telefone: DEMO_USERS.atendente.telefone, senha: 'colabora123' });
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as Body & { data: LoginData }).data.usuario.perfilNome, 'Atendente');
  });

  it('answers a wrong password and an unknown phone identically', async () => {
    const wrong = await login({ telefone: DEMO_USERS.gestor.telefone, senha: 'errada123' });
    const unknown = await login({ telefone: '(31) 98888-7777', senha: 'colabora123' });
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: 'Telefone ou senha inválidos.' });
    }
  });

  it('refuses a disabled user with the same answer', async () => {
    const { app } = getApp();
    await app.db.query('update usuario set ativo = false where telefone = $1', [DEMO_USERS.gestorVizinha.telefone]);
    try {
      const response = await login({ telefone: DEMO_USERS.gestorVizinha.telefone, senha: 'colabora123' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: 'Telefone ou senha inválidos.' });
    } finally {
      await app.db.query('update usuario set ativo = true where telefone = $1', [DEMO_USERS.gestorVizinha.telefone]);
    }
  });

  const badInputs: { name: string; payload: unknown; status: number; message: RegExp }[] = [
    { name: 'malformed JSON', payload: '{"telefone": "1199', status: 400, message: /JSON malformado/ },
    { name: 'an empty body', payload: '', status: 400, message: /JSON malformado/ },
    { name: 'a JSON array', payload: [], status: 400, message: /objeto JSON/ },
    { name: 'JSON null', payload: 'null', status: 400, message: /objeto JSON/ },
    { name: 'a missing senha', payload: { telefone: '11999990001' }, status: 400, message: /senha/ },
    {
      name: 'an unknown field',
      payload: { telefone: '11999990001', senha: 'x', admin: true },
      status: 400,
      message: /Campo não permitido: admin/,
    },
    { name: 'a numeric telefone', payload: { telefone: 11999990001, senha: 'x' }, status: 400, message: /telefone/i },
    { name: 'a short telefone', payload: { telefone: '1234', senha: 'x' }, status: 400, message: /Telefone inválido/ },
    {
      name: 'an empty senha',
      payload: { telefone: '11999990001', senha: '' },
      status: 400,
      message: /Informe a senha/,
    },
    {
      name: 'a prototype-poisoning key',
      payload: '{"telefone":"11999990001","senha":"x","__proto__":{"a":1}}',
      status: 400,
      message: /./,
    },
  ];
  for (const { name, payload, status, message } of badInputs) {
    it(`answers ${name} with ${status} and a pt-BR message`, async () => {
      const response = await login(payload);
      assert.equal(response.statusCode, status);
      const body = response.json() as Body;
      assert.equal(body.success, false);
      assert.match(body.message, message);
    });
  }

  it('answers a body over 1 MiB with 413', async () => {
    const response = await login({ telefone: '11999990001', senha: 'x'.repeat(1024 * 1024 + 10) });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { success: false, message: 'O corpo da requisição excede o limite de 1 MiB.' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await login('telefone=1&senha=2', { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(response.statusCode, 415);
    assert.equal((response.json() as Body).success, false);
  });
});

describeWithApp('GET /api/Auth/me', (getApp) => {
  it('returns the signed-in user, whatever the path casing', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.atendente);
    for (const url of ['/api/Auth/me', '/api/auth/ME', '/API/AUTH/me']) {
      const response = await app.inject({ url, headers: bearer(token) });
      assert.equal(response.statusCode, 200, url);
      const body = response.json() as Body & { data: Usuario };
      assert.equal(body.data.nome, 'Bruno Lima');
      assert.equal(body.data.temFoto, false);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
  });

  it('answers 401 without a token or with a malformed header', async () => {
    const { app } = getApp();
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer x.y.z' },
    ]) {
      const response = await app.inject({ url: '/api/auth/me', headers });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        success: false,
        message: 'Sessão expirada ou inválida. Faça login novamente.',
      });
    }
  });

  it('rejects the token of a user disabled after signing in', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    await app.db.query('update usuario set ativo = false where id = $1', [DEMO_USERS.gestorVizinha.id]);
    try {
      const response = await app.inject({ url: '/api/auth/me', headers: bearer(token) });
      assert.equal(response.statusCode, 401);
      assert.equal(await app.tokens.verify(token), null);
    } finally {
      await app.db.query('update usuario set ativo = true where id = $1', [DEMO_USERS.gestorVizinha.id]);
    }
  });

  it('exposes app.tokens.verify for the hubs', async () => {
    const { app } = getApp();
    const data = await loginAs(app, DEMO_USERS.gestor);
    assert.deepEqual(await app.tokens.verify(data.token), {
      idUsuario: DEMO_USERS.gestor.id,
      idInstituicao: DEMO_INSTITUICOES.demo.id,
      nome: 'Ana Souza',
      expiresAt: Date.parse(data.expiresAt),
    });
    assert.equal(await app.tokens.verify('garbage'), null);
  });
});

describeWithApp('PUT /api/auth/alterar-senha', (getApp) => {
  const change = (token: string, payload: unknown) =>
    getApp().app.inject({
      method: 'PUT',
      url: '/api/auth/alterar-senha',
      headers: bearer(token),
      payload: payload as object,
    });

  // `campo` (#12): the field a validation refusal is about, for the form to show it there.
  const rejections: { name: string; payload: object; message: string; campo?: string }[] = [
    {
      name: 'a wrong current password',
      payload: { senhaAtual: 'errada123', novaSenha: 'Nova#Senha2025', confirmarNovaSenha: 'Nova#Senha2025' },
      message: 'Senha atual incorreta.',
    },
    {
      name: 'a confirmation that differs',
      payload: { senhaAtual: 'colabora123', novaSenha: 'Nova#Senha2025', confirmarNovaSenha: 'Nova#Senha2026' },
      message: 'A confirmação não confere com a nova senha.',
      campo: 'confirmarNovaSenha',
    },
    {
      name: 'a short password',
      payload: { senhaAtual: 'colabora123', novaSenha: 'curta', confirmarNovaSenha: 'curta' },
      message: 'A nova senha deve ter pelo menos 8 caracteres.',
      campo: 'novaSenha',
    },
    {
      name: 'a common password',
      payload: { senhaAtual: 'colabora123', novaSenha: 'Senha123', confirmarNovaSenha: 'Senha123' },
      message: 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.',
    },
    {
      name: 'the same password',
      payload: { senhaAtual: 'colabora123', novaSenha: 'colabora123', confirmarNovaSenha: 'colabora123' },
      message: 'A nova senha deve ser diferente da senha atual.',
    },
    {
      name: 'an unknown field',
      payload: {
        senhaAtual: 'colabora123',
        novaSenha: 'Nova#Senha2025',
        confirmarNovaSenha: 'Nova#Senha2025',
        idUsuario: 3,
      },
      message: 'Campo não permitido: idUsuario.',
    },
  ];
  for (const { name, payload, message, campo } of rejections) {
    it(`refuses ${name} with 400`, async () => {
      const { token } = await loginAs(getApp().app, DEMO_USERS.atendente);
      const response = await change(token, payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message, ...(campo ? { campo } : {}) });
    });
  }

  it('answers 401 without a token', async () => {
    const response = await getApp().app.inject({ method: 'PUT', url: '/api/auth/alterar-senha', payload: {} });
    assert.equal(response.statusCode, 401);
  });

  it('changes the password, revokes older tokens and keeps the caller signed in', async () => {
    const { app } = getApp();
    const other = await loginAs(app, DEMO_USERS.atendente);
    const current = await loginAs(app, DEMO_USERS.atendente);
    const novaSenha = 'Girassol-azul-42';
    const response = await change(current.token, {
      senhaAtual: 'colabora123',
      novaSenha,
      confirmarNovaSenha: novaSenha,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json() as Body & { data: LoginData };
    assert.equal(body.success, true);
    assert.equal(body.message, 'Senha alterada com sucesso.');

    for (const old of [other.token, current.token]) {
      assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(old) })).statusCode, 401);
    }
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(body.data.token) })).statusCode, 200);

    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telefone: DEMO_USERS.atendente.telefone, senha: 'colabora123' },
    });
    assert.equal(oldPassword.statusCode, 400);
    await loginAs(app, DEMO_USERS.atendente, novaSenha);
    const [stored] = await app.db.query<{ senha_hash: string }>('select senha_hash from usuario where id = $1', [
      DEMO_USERS.atendente.id,
    ]);
    assert.match(stored?.senha_hash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describeWithApp('POST /api/auth/logout', (getApp) => {
  it('revokes every token of the user', async () => {
    const { app } = getApp();
    const first = await loginAs(app, DEMO_USERS.gestor);
    const second = await loginAs(app, DEMO_USERS.gestor);
    const neighbour = await loginAs(app, DEMO_USERS.gestorVizinha);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as Body).success, true);
    for (const token of [first.token, second.token]) {
      assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode, 401);
    }
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(neighbour.token) })).statusCode, 200);
    await loginAs(app, DEMO_USERS.gestor);
  });
});

describeWithApp(
  'guessing the current password',
  (getApp) => {
    const change = (token: string, senhaAtual: string) =>
      getApp().app.inject({
        method: 'PUT',
        url: '/api/auth/alterar-senha',
        headers: bearer(token),
        payload: { senhaAtual, novaSenha: 'Girassol-azul-42', confirmarNovaSenha: 'Girassol-azul-42' },
      });

    it('is limited per user like sign-in, even when the guesses arrive in parallel', async () => {
      const { app } = getApp();
      const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(token, `errada-${i}`)));
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 400).length, 3, statuses.join(','));
      const blocked = answers.find((answer) => answer.statusCode === 429);
      assert.ok(blocked);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      assert.match(blocked.json().message, /^Muitas tentativas com a senha atual\. Tente novamente em 15 minutos\.$/);
      // Even the right password waits for the window now.
      assert.equal((await change(token, 'colabora123')).statusCode, 429);
      // Other users are not affected.
      const other = await loginAs(app, DEMO_USERS.atendente);
      assert.equal((await change(other.token, 'errada-1')).statusCode, 400);
    });

    it('forgets the wrong guesses once the right password is given', async () => {
      const { app } = getApp();
      const first = await loginAs(app, DEMO_USERS.gestor);
      for (let i = 0; i < 2; i += 1) assert.equal((await change(first.token, 'errada-123')).statusCode, 400);
      const ok = await change(first.token, 'colabora123');
      assert.equal(ok.statusCode, 200, ok.body);
      const { token } = ok.json().data as LoginData;
      for (let i = 0; i < 2; i += 1) assert.equal((await change(token, 'errada-123')).statusCode, 400);
    });
  },
  { config: { loginThrottle: { maxPerAccount: 3, maxPerAddress: 100, windowSeconds: 900 } } },
);
