import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { MenuItem } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const ALL_SCREENS = [
  'pedidos',
  'produto-servico',
  'chat',
  'whatsapp-qrcode',
  'filas',
  'especialistas',
  'especialista-ia',
  'contexto-editor',
  'leads',
  'contatos',
  'funil',
  'campanhas',
  'json-campanha',
  'envio-massa',
  'aniversariantes',
  'menuportaria',
  'dashboard-presidente',
  'relatorios',
  'usuarios',
  'perfis',
  'instituicao',
  'enviar-dados',
  'auto-atualizacao-config',
];

describeWithApp('GET /api/Menu/me', (getApp) => {
  async function menuOf(user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]): Promise<MenuItem[]> {
    const { app } = getApp();
    const { token } = await loginAs(app, user);
    const response = await app.inject({ url: '/api/Menu/me', headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    const body = response.json() as { success: boolean; data: MenuItem[] };
    assert.equal(body.success, true);
    return body.data;
  }

  it('gives the gestor every guarded screen with CRUD, in menu order', async () => {
    const menu = await menuOf(DEMO_USERS.gestor);
    assert.deepEqual(
      menu.map((item) => item.rota),
      ALL_SCREENS,
    );
    assert.ok(menu.every((item) => item.crud === 'CRUD'));
    const pedidos = menu[0];
    assert.deepEqual(pedidos && Object.keys(pedidos).sort(), [
      'crud',
      'descricaoMenu',
      'icone',
      'idMenu',
      'rota',
      'titulo',
    ]);
    assert.equal(pedidos?.titulo, 'Pedidos');
    assert.equal(pedidos?.icone, 'receipt_long');
  });

  it('describes Portaria as what the screen is: a clock and shortcuts for the reception', async () => {
    const portaria = (await menuOf(DEMO_USERS.gestor)).find((item) => item.rota === 'menuportaria');
    assert.equal(portaria?.descricaoMenu, 'Relógio e atalhos grandes para as telas da recepção.');
  });

  it('gives the atendente fewer screens with the letters the profile grants', async () => {
    const menu = await menuOf(DEMO_USERS.atendente);
    assert.deepEqual(
      menu.map((item) => [item.rota, item.crud]),
      [
        ['pedidos', 'R'],
        ['produto-servico', 'R'],
        ['chat', 'CRU'],
        ['filas', 'R'],
        ['leads', 'CR'],
        ['contatos', 'R'],
        ['aniversariantes', 'R'],
      ],
    );
  });

  it('leaves out screens the profile holds without R', async () => {
    const { app } = getApp();
    await app.db.query(
      `update perfil_menu set crud = 'C' where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'leads')`,
      [DEMO_USERS.atendente.idPerfil],
    );
    try {
      const menu = await menuOf(DEMO_USERS.atendente);
      assert.ok(!menu.some((item) => item.rota === 'leads'));
    } finally {
      await app.db.query(
        `update perfil_menu set crud = 'CR' where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'leads')`,
        [DEMO_USERS.atendente.idPerfil],
      );
    }
  });

  it('answers 401 without a token', async () => {
    assert.equal((await getApp().app.inject({ url: '/api/menu/me' })).statusCode, 401);
  });

  it('enforces a profile grant with app.requirePermission', async () => {
    const { app } = getApp();
    const gestor = await loginAs(app, DEMO_USERS.gestor);
    const atendente = await loginAs(app, DEMO_USERS.atendente);
    const fakeRequest = (token: string) =>
      ({ headers: bearer(token) }) as unknown as Parameters<typeof app.authenticate>[0];
    const reply = {} as Parameters<typeof app.authenticate>[1];
    const check = async (token: string, rota: string, letter: 'C' | 'R' | 'U' | 'D') => {
      const request = fakeRequest(token);
      await app.authenticate(request, reply);
      return app
        .requirePermission(rota, letter)(request, reply)
        .then(
          () => 'allowed',
          (error: { statusCode?: number }) => error.statusCode,
        );
    };
    assert.equal(await check(gestor.token, 'usuarios', 'D'), 'allowed');
    assert.equal(await check(atendente.token, 'chat', 'U'), 'allowed');
    assert.equal(await check(atendente.token, 'chat', 'D'), 403);
    assert.equal(await check(atendente.token, 'usuarios', 'R'), 403);
  });
});
