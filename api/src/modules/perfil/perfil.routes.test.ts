import assert from 'node:assert/strict';
import { it } from 'node:test';
import sharp from 'sharp';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { PERFIL_MESSAGES } from './perfil.routes';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

describeWithApp('Meu Perfil: /api/Usuario/perfil/me', (getApp) => {
  it('reads the caller’s own data, birthday as ISO', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    const response = await app.inject({ url: '/api/Usuario/perfil/me', headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, {
      nome: DEMO_USERS.gestor.nome,
      email: DEMO_USERS.gestor.email,
      telefone: DEMO_USERS.gestor.telefone,
      dataNascimento: DEMO_USERS.gestor.dataNascimento,
      temFoto: true,
    });
  });

  it('updates name, e-mail, phone and birthday; empty e-mail and birthday become null', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/usuario/perfil/me',
      headers: bearer(token),
      payload: { nome: ' Carla M. Mendes ', email: '', telefone: '(21) 99999-0001', dataNascimento: '1979-07-26' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, PERFIL_MESSAGES.saved);
    assert.deepEqual(response.json().data, {
      nome: 'Carla M. Mendes',
      email: null,
      telefone: '21999990001',
      dataNascimento: '1979-07-26',
      temFoto: false,
    });
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/usuario/perfil/me',
      headers: bearer(token),
      payload: { nome: 'Carla Mendes', email: 'carla@x.org', telefone: '21999990001', dataNascimento: null },
    });
    assert.equal(cleared.json().data.dataNascimento, null);
  });

  it('refuses a phone another user signs in with (409), invalid fields (400) and fields it does not own', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.atendente);
    const base = { nome: 'Bruno Lima', email: 'b@x.org', telefone: '11999990002', dataNascimento: '1992-11-02' };
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/usuario/perfil/me',
      headers: bearer(token),
      payload: { ...base, telefone: DEMO_USERS.gestor.telefone },
    });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, PERFIL_MESSAGES.phoneInUse);
    for (const [payload, message] of [
      [{ ...base, dataNascimento: '1992-02-30' }, 'Data de nascimento inválida: use o formato aaaa-mm-dd.'],
      [{ ...base, dataNascimento: '2999-01-01' }, 'A data de nascimento não pode estar no futuro.'],
      [{ ...base, email: 'b @x.org' }, 'E-mail inválido: use o formato nome@dominio.com, sem espaços.'],
      [{ ...base, gestor: true }, 'Campo não permitido: gestor.'],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/usuario/perfil/me',
        headers: bearer(token),
        payload,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message);
    }
  });
});

describeWithApp('Meu Perfil: POST /api/Usuario/foto/me', (getApp) => {
  it('stores a centre-cropped 350×350 PNG re-encoded by the server, and serves it back', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.atendente);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/Usuario/foto/me',
      headers: bearer(token),
      payload: { imagem: `data:image/jpeg;base64,${(await jpeg(800, 400)).toString('base64')}` },
    });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.deepEqual(upload.json(), { success: true, message: PERFIL_MESSAGES.photoSaved, data: { temFoto: true } });

    const photo = await app.inject({ url: '/api/Usuario/foto/me?upd=2', headers: bearer(token) });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    const meta = await sharp(photo.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 350, 350]);
    const me = await app.inject({ url: '/api/Auth/me', headers: bearer(token) });
    assert.equal(me.json().data.temFoto, true);
  });

  it('takes one upload format: the bytes themselves are refused (415), the JSON data URL is the way', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    const bytes = await jpeg(100, 300);
    const raw = await app.inject({
      method: 'POST',
      url: '/api/usuario/foto/me',
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    assert.equal(raw.statusCode, 415);
    const response = await app.inject({
      method: 'POST',
      url: '/api/usuario/foto/me',
      headers: bearer(token),
      payload: { imagem: `data:image/jpeg;base64,${bytes.toString('base64')}` },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('accepts PNG, JPEG, WebP and GIF only: an SVG never reaches a decoder', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
    for (const imagem of [`data:image/svg+xml;base64,${svg}`, `data:image/bmp;base64,${svg}`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/usuario/foto/me',
        headers: bearer(token),
        payload: { imagem },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Tipo de imagem não suportado: use PNG, JPEG, WebP ou GIF.');
    }
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/usuario/foto/me',
      headers: bearer(token),
      payload: { imagem: `data:image/webp;base64,${webp.toString('base64')}` },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('judges the bytes, not the name or the declared type: text posing as an image is refused', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    const fake = Buffer.from('<svg onload="alert(1)"></svg> definitely not a png');
    // (The bytes themselves, sent with an image content type, are refused before: see the 415 above.)
    for (const request of [
      { payload: { imagem: `data:image/png;base64,${fake.toString('base64')}` } },
      { payload: { imagem: 'AAAA' } },
    ] as { payload: object; headers?: Record<string, string> }[]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/usuario/foto/me',
        ...request,
        headers: { ...bearer(token), ...(request.headers ?? {}) },
      });
      assert.equal(response.statusCode, 400);
      // `campo` (#12): the upload field the refusal is about.
      assert.deepEqual(response.json(), { success: false, message: PERFIL_MESSAGES.invalidImage, campo: 'imagem' });
    }
    // The old picture is untouched.
    const photo = await app.inject({ url: '/api/usuario/foto/me', headers: bearer(token) });
    assert.equal(photo.statusCode, 200);
  });

  it('needs a token', async () => {
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/api/usuario/foto/me',
      payload: { imagem: 'AAAA' },
    });
    assert.equal(response.statusCode, 401);
  });
});

describeWithApp(
  'Meu Perfil: changing the sign-in phone',
  (getApp) => {
    const put = (token: string, payload: object) =>
      getApp().app.inject({ method: 'PUT', url: '/api/usuario/perfil/me', headers: bearer(token), payload });
    const { atendente } = DEMO_USERS;
    const base = { nome: atendente.nome, email: atendente.email, telefone: '(11) 97777-1234', dataNascimento: null };

    it('asks for the current password, naming the field (campo) the form shows it on', async () => {
      const { token } = await loginAs(getApp().app, atendente);
      const without = await put(token, base);
      assert.equal(without.statusCode, 400);
      assert.deepEqual(without.json(), {
        success: false,
        message: 'Para trocar o telefone de acesso, informe a sua senha atual.',
        campo: 'senhaAtual',
      });
      const empty = await put(token, { ...base, senhaAtual: '' });
      assert.equal(empty.json().campo, 'senhaAtual');
      const wrong = await put(token, { ...base, senhaAtual: 'errada-123' });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json(), { success: false, message: 'Senha atual incorreta.', campo: 'senhaAtual' });
      const [row] = await getApp().app.db.query<{ telefone: string }>('select telefone from usuario where id = $1', [
        atendente.id,
      ]);
      assert.equal(row?.telefone, atendente.telefone, 'unchanged');
    });

    it('changes it with the right password; the new phone signs in', async () => {
      const { app } = getApp();
      const { token } = await loginAs(app, atendente);
      const response = await put(token, { ...base, senhaAtual: DEMO_PASSWORD });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().data.telefone, '11977771234');
      await loginAs(app, { telefone: '11977771234' });
      // The other fields still change without it.
      const renamed = await put(token, { ...base, nome: 'Bruno Lima Filho' });
      assert.equal(renamed.statusCode, 200, renamed.body);
    });

    it('limits wrong passwords like sign-in', async () => {
      const { token } = await loginAs(getApp().app, DEMO_USERS.gestor);
      const payload = { ...base, nome: DEMO_USERS.gestor.nome, telefone: '(11) 97777-4321', senhaAtual: 'errada-123' };
      for (let i = 0; i < 3; i += 1) assert.equal((await put(token, payload)).statusCode, 400);
      const blocked = await put(token, { ...payload, senhaAtual: DEMO_PASSWORD });
      assert.equal(blocked.statusCode, 429);
    });

    it('names the field of a taken phone (campo)', async () => {
      const { token } = await loginAs(getApp().app, DEMO_USERS.gestorVizinha);
      const taken = await put(token, { ...base, nome: 'Carla Mendes', telefone: DEMO_USERS.gestor.telefone });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual(taken.json(), {
        success: false,
        message: 'Este telefone já está em uso por outro usuário.',
        campo: 'telefone',
      });
    });
  },
  { config: { loginThrottle: { maxPerAccount: 3, maxPerAddress: 100, windowSeconds: 900 } } },
);
