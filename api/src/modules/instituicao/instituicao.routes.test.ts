import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { InstituicaoDados, InstituicaoPrivacidade } from '@colabora/shared/contracts';
import sharp from 'sharp';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const FORM = {
  razaoSocial: 'Instituição Demonstração',
  nomeFantasia: 'Colabora Demo',
  cnpj: '11.222.333/0001-81',
  codigo: 'demo',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
  telefone: '(11) 3200-0000',
  email: 'contato@demo.colabora.app',
  dpoNome: 'Marina Albuquerque',
  dpoEmail: 'dpo@demo.colabora.app',
  dpoTelefone: '(11) 3200-0099',
};

describeWithApp('/api/instituicao', (getApp) => {
  const asGestor = async () => bearer((await loginAs(getApp().app, DEMO_USERS.gestor)).token);

  it('reads the caller own institution with the seeded address and DPO', async () => {
    const response = await getApp().app.inject({ url: '/api/instituicao', headers: await asGestor() });
    assert.equal(response.statusCode, 200);
    const data = (response.json() as { data: InstituicaoDados }).data;
    assert.equal(data.codigo, 'DEMO');
    assert.equal(data.cnpj, DEMO_INSTITUICOES.demo.cnpj);
    assert.equal(data.cidade, 'São Paulo');
    assert.ok(data.dpoNome);
  });

  it('saves the form in canonical form (digits, upper case, blank → null) and audits it', async () => {
    const { app } = getApp();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/instituicao',
      headers: await asGestor(),
      payload: FORM,
    });
    assert.equal(response.statusCode, 200);
    const data = (response.json() as { data: InstituicaoDados }).data;
    assert.equal(data.cnpj, '11222333000181');
    assert.equal(data.codigo, 'DEMO');
    assert.equal(data.cep, '01310100');
    assert.equal(data.uf, 'SP');
    assert.equal(data.complemento, null);
    assert.equal(data.dpoTelefone, '1132000099');
    const [audit] = await app.db.query("select 1 from audit_log where entidade = 'instituicao' and acao = 'alterar'");
    assert.ok(audit);
  });

  it('rejects a CNPJ whose check digits do not match, and a code taken by another institution', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const badCnpj = await app.inject({
      method: 'PUT',
      url: '/api/instituicao',
      headers,
      payload: { ...FORM, cnpj: '11.222.333/0001-82' },
    });
    assert.equal(badCnpj.statusCode, 400);
    assert.equal((badCnpj.json() as { message: string }).message, 'CNPJ inválido: confira os números.');
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/instituicao',
      headers,
      payload: { ...FORM, codigo: 'VIZINHA' },
    });
    assert.equal(taken.statusCode, 409);
    assert.equal((taken.json() as { message: string }).message, 'Este código já é usado por outra instituição.');
  });

  it('serves the privacy page data to any signed-in user of the institution, at the path the host calls', async () => {
    const { app } = getApp();
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    const response = await app.inject({ url: '/api/Instituicao/privacidade', headers: atendente });
    assert.equal(response.statusCode, 200);
    const data = (response.json() as { data: InstituicaoPrivacidade }).data;
    assert.deepEqual(Object.keys(data).sort(), ['cnpj', 'dpoEmail', 'dpoNome', 'dpoTelefone', 'razaoSocial']);
    const vizinha = bearer((await loginAs(app, DEMO_USERS.gestorVizinha)).token);
    const other = (await app.inject({ url: '/api/instituicao/privacidade', headers: vizinha })).json() as {
      data: InstituicaoPrivacidade;
    };
    assert.equal(other.data.razaoSocial, DEMO_INSTITUICOES.vizinha.razaoSocial);
    assert.equal((await app.inject({ url: '/api/instituicao/privacidade' })).statusCode, 401);
    // The atendente's profile does not grant the Instituição screen itself.
    assert.equal((await app.inject({ url: '/api/instituicao', headers: atendente })).statusCode, 403);
  });

  it('re-encodes an uploaded logo as a PNG of at most 512 px and refuses what is not an image', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const upload = await app.inject({
      method: 'PUT',
      url: '/api/instituicao/logo',
      headers,
      payload: { imagem: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
    });
    assert.equal(upload.statusCode, 200);
    assert.equal((upload.json() as { data: InstituicaoDados }).data.temLogo, true);
    const logo = await app.inject({ url: '/api/instituicao/logo', headers });
    assert.equal(logo.headers['content-type'], 'image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 512, 256]);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const imagem of [Buffer.from('not an image').toString('base64'), svg.toString('base64')]) {
      const bad = await app.inject({ method: 'PUT', url: '/api/instituicao/logo', headers, payload: { imagem } });
      assert.equal(bad.statusCode, 400);
      assert.match((bad.json() as { message: string }).message, /^Imagem inválida/);
    }
    const removed = await app.inject({ method: 'DELETE', url: '/api/instituicao/logo', headers });
    assert.equal((removed.json() as { data: InstituicaoDados }).data.temLogo, false);
    assert.equal((await app.inject({ url: '/api/instituicao/logo', headers })).statusCode, 404);
  });
});
