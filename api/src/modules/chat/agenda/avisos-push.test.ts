import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../../test/build-test-app';
import { bearer, loginAs } from '../../../test/login-as';
import { createCanal } from '../../canais/canais.repository';
import { fakeBrowserKeys, fakePushAgent, startFakePushService } from '../../push/testing/fake-push-service';

/*
 * Web Push with the tab closed (issue #27): the sending side against a real HTTPS server playing
 * the browser's push service, each message decrypted as the browser would.
 */

const DEMO = DEMO_INSTITUICOES.demo.id;

for (const engine of testEngines()) {
  describe(`Web Push for conversations [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    let push: Awaited<ReturnType<typeof startFakePushService>>;
    let gestor: string;
    let atendente: string;
    let idCanal: number;
    const browsers = { gestor: fakeBrowserKeys(), atendente: fakeBrowserKeys() };

    before(async () => {
      push = await startFakePushService();
      const scratch = await openScratchDatabase(engine);
      app = await buildApp(testConfig({ seedDemo: !scratch.seeded }), {
        db: scratch.db,
        push: { agent: fakePushAgent(), allowEndpoint: (url) => url.origin === push.url },
      });
      await app.ready();
      dispose = async () => {
        await app.close();
        await scratch.dispose();
        await push.close();
      };
      gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
      atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
      for (const [who, token, idUsuario] of [
        ['gestor', gestor, DEMO_USERS.gestor.id],
        ['atendente', atendente, DEMO_USERS.atendente.id],
      ] as const) {
        const subscription = {
          endpoint: `${push.url}/${who}`,
          keys: { p256dh: browsers[who].p256dh, auth: browsers[who].auth },
        };
        const response = await app.inject({
          method: 'POST',
          url: '/api/Usuario/registrar-push-notification',
          headers: bearer(token),
          payload: { idUsuario, token: JSON.stringify(subscription), tipoDispositivo: 'web' },
        });
        assert.equal(response.statusCode, 200, response.body);
      }
      idCanal = (await createCanal(app.db, DEMO, { nome: 'Push', provider: 'simulador', estado: 'conectado' })).canal
        .idCanal;
      // Facts before this test (the seed's) are not news, as after the migration on a live database.
      await app.db.query(
        'update chat_aviso_push set ultimo_evento = (select coalesce(max(id), 0) from conversa_evento)',
      );
    });
    after(async () => dispose());

    const received = (who: 'gestor' | 'atendente') =>
      push.requests
        .filter((request) => request.path === `/${who}`)
        .map(
          (request) => JSON.parse(browsers[who].decrypt(request.body)) as { title: string; body: string; url: string },
        );

    it('tells everyone who may open the Chat about a new conversation waiting, once, with a link to it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: bearer(gestor),
        payload: { telefone: '+5511977770001', nome: 'Patrícia Souza', texto: 'Quero fazer um pedido' },
      });
      assert.equal(response.statusCode, 201, response.body);
      const { idChat } = (response.json() as { data: { idChat: number } }).data;
      assert.equal(await app.agenda.avisarPorPush(), 2);
      const expected = {
        title: 'Nova conversa aguardando',
        body: 'Patrícia Souza: Quero fazer um pedido',
        url: `/chat/${idChat}`,
      };
      assert.deepEqual(
        received('gestor').map(({ title, body, url }) => ({ title, body, url })),
        [expected],
      );
      assert.deepEqual(
        received('atendente').map(({ title, body, url }) => ({ title, body, url })),
        [expected],
      );
      // Not for every message, and never twice for one fact.
      await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: bearer(gestor),
        payload: { telefone: '+5511977770001', nome: 'Patrícia Souza', texto: 'Alô?' },
      });
      assert.equal(await app.agenda.avisarPorPush(), 0);
      assert.equal(push.requests.length, 2);
    });

    it('tells only the user a conversation is assigned to, not a colleague', async () => {
      push.requests.length = 0;
      const created = await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: bearer(gestor),
        payload: { telefone: '+5511977770002', nome: 'Maria Lima', texto: 'Preciso do boleto' },
      });
      const { idChat } = (created.json() as { data: { idChat: number } }).data;
      await app.agenda.avisarPorPush();
      push.requests.length = 0;
      const assign = await app.inject({
        method: 'PUT',
        url: `/api/chats/${idChat}/responsavel`,
        headers: bearer(gestor),
        payload: { idUsuario: DEMO_USERS.atendente.id },
      });
      assert.equal(assign.statusCode, 200, assign.body);
      assert.equal(await app.agenda.avisarPorPush(), 1);
      assert.deepEqual(received('gestor'), []);
      const [aviso] = received('atendente');
      assert.equal(aviso?.title, 'Conversa atribuída a você');
      assert.equal(aviso?.body, 'Maria Lima: Preciso do boleto');
      assert.equal(aviso?.url, `/chat/${idChat}`);
    });

    it('forgets a browser the push service says is gone', async () => {
      push.requests.length = 0;
      push.statusFor.set('/gestor', 410);
      await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: bearer(gestor),
        payload: { telefone: '+5511977770003', nome: 'João', texto: 'Oi' },
      });
      await app.agenda.avisarPorPush();
      const [row] = await app.db.query<{ n: number }>(
        'select count(*)::int as n from push_subscription where id_usuario = $1',
        [DEMO_USERS.gestor.id],
      );
      assert.equal(row?.n, 0);
    });
  });
}
