import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Canal } from '@colabora/shared/contracts';
import { testEngines } from '../../test/build-test-app';
import { findCanal } from './canais.repository';
import { API_KEY, DEMO, useEvolutionGateway } from './testing/evolution-gateway-suite';

/*
 * The Evolution adapter against the fake Evolution API v2: a channel's connection, from the
 * instance it creates and its QR to a logout, a refused session and the channel's deletion.
 */

for (const engine of testEngines()) {
  describe(`given an Evolution API v2 gateway [${engine}]`, () => {
    const ctx = useEvolutionGateway(engine);
    const { published, inject, canalAtualizado, createChannel, connectedChannel, chatOf } = ctx;

    it('creates the instance with our webhook and the channel secret, and shows its first QR', async () => {
      const { canal, instance } = await createChannel();
      assert.equal(canal.estado, 'aguardando_qr');
      assert.match(canal.qrCode ?? '', /^2@/);
      assert.equal(canal.qrCode, ctx.fake.instance(instance).qr.code);
      const [create] = ctx.fake.requestsTo('/instance/create');
      assert.equal(create?.apikey, API_KEY);
      const body = create?.body as Record<string, unknown> & { webhook: Record<string, unknown> };
      assert.equal(body.instanceName, instance);
      assert.equal(body.integration, 'WHATSAPP-BAILEYS');
      assert.equal(body.qrcode, true);
      assert.deepEqual(
        { ...body.webhook, headers: undefined },
        {
          enabled: true,
          url: `${ctx.publicUrl}/api/canais/${canal.idCanal}/webhook`,
          byEvents: false,
          base64: true,
          headers: undefined,
          events: [
            'MESSAGES_UPSERT',
            'MESSAGES_UPDATE',
            'MESSAGES_EDITED',
            'MESSAGES_DELETE',
            'CONNECTION_UPDATE',
            'QRCODE_UPDATED',
          ],
        },
      );
      assert.match(String((body.webhook.headers as Record<string, string>)['x-webhook-secret']), /^[\w-]{40,}$/);
      assert.deepEqual(
        canalAtualizado().map((c) => [c.idCanal, c.estado, c.idInstituicao]),
        [[canal.idCanal, 'aguardando_qr', DEMO]],
      );
    });

    it('follows the gateway: a renewed QR, the phone reading it, the number it connected', async () => {
      const { canal, instance } = await createChannel();
      published.length = 0;
      assert.equal(await ctx.fake.renewQr(instance), 200);
      const renewed = await findCanal(ctx.testApp.app.db, DEMO, canal.idCanal);
      assert.equal(renewed?.qrCode, ctx.fake.instance(instance).qr.code);
      assert.notEqual(renewed?.qrCode, canal.qrCode);
      assert.equal(await ctx.fake.readQr(instance, '+5511977776666'), 200);
      const list = (await inject('GET', '/api/canais')).json() as { data: Canal[] };
      const connected = list.data.find((c) => c.idCanal === canal.idCanal);
      assert.deepEqual(
        [connected?.estado, connected?.telefone, connected?.qrCode],
        ['conectado', '+5511977776666', null],
      );
      assert.deepEqual(
        canalAtualizado().map((c) => [c.estado, c.qrCode === renewed?.qrCode]),
        [
          ['aguardando_qr', true],
          ['conectado', false],
        ],
      );
    });

    it('tells a session the phone refused from a logout staff asked for', async () => {
      const refused = await connectedChannel('+5511977770004');
      assert.equal(await ctx.fake.dropConnection(refused.instance, 401), 200);
      assert.equal((await findCanal(ctx.testApp.app.db, DEMO, refused.canal.idCanal))?.estado, 'recusado');

      const ours = await connectedChannel('+5511977770005');
      published.length = 0;
      const off = await inject('POST', `/api/canais/${ours.canal.idCanal}/desconectar`);
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(ctx.fake.requestsTo(`/instance/logout/${ours.instance}`).length, 1);
      await ctx.fake.settled();
      assert.deepEqual(ctx.fake.deliveries.at(-1), {
        event: 'connection.update',
        instance: ours.instance,
        status: 200,
      });
      assert.equal((await findCanal(ctx.testApp.app.db, DEMO, ours.canal.idCanal))?.estado, 'desconectado');
      assert.deepEqual(
        canalAtualizado().map((c) => c.estado),
        ['desconectado'],
      );
    });

    it('deletes the instance with the channel, and its conversations go too', async () => {
      const { canal, instance } = await connectedChannel('+5511977770006');
      await ctx.fake.contactWrites(instance, { telefone: '+5511988885555', nome: 'Vai Embora', texto: 'Tchau' });
      const idChat = await chatOf(canal.idCanal, '+5511988885555');
      published.length = 0;
      const gone = await inject('DELETE', `/api/canais/${canal.idCanal}`);
      assert.equal(gone.statusCode, 200, gone.body);
      assert.match(
        (gone.json() as { message: string }).message,
        /Canal excluído, com a conversa dele e suas mensagens/,
      );
      assert.equal(ctx.fake.instances.has(instance), false);
      assert.equal(await findCanal(ctx.testApp.app.db, DEMO, canal.idCanal), null);
      assert.equal(await chatOf(canal.idCanal, '+5511988885555'), null);
      assert.deepEqual(
        published.map((p) => [p.event, p.arg]),
        [
          ['ChatDeleted', { IdChat: idChat, IdInstituicao: DEMO }],
          ['CanalExcluido', { idCanal: canal.idCanal, idInstituicao: DEMO }],
        ],
      );
      // A late webhook for the channel, with the secret it had, is refused: nothing is recreated.
      const create = ctx.fake
        .requestsTo('/instance/create')
        .find((r) => (r.body as { instanceName: string }).instanceName === instance);
      const secret = (create?.body as { webhook: { headers: Record<string, string> } }).webhook.headers[
        'x-webhook-secret'
      ];
      const late = await ctx.testApp.app.inject({
        method: 'POST',
        url: `/api/canais/${canal.idCanal}/webhook`,
        headers: { 'x-webhook-secret': secret ?? '' },
        payload: { event: 'connection.update', instance, data: { state: 'open' } },
      });
      assert.equal(late.statusCode, 401);
    });
  });
}
