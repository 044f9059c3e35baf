import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Chat, Mensagem } from '@colabora/shared/contracts';
import { testEngines } from '../../test/build-test-app';
import { HTML_BASE64, TINY_OPUS_BASE64 as OPUS_BASE64, TINY_PNG_BASE64 } from '../../test/tiny-files';
import { MIDIA_CONTEUDO_RECUSADO } from '../chat/chat-midia.commands';
import { findCanal } from './canais.repository';
import { EvolutionAdapter } from './evolution-adapter';
import { EvolutionClient } from './evolution-client';
import { API_KEY, DEMO, useEvolutionGateway } from './testing/evolution-gateway-suite';

/*
 * The Evolution adapter against the fake Evolution API v2: messages both ways, texts and files
 * from contacts and staff, receipts, and what arrived while the channel was down.
 */

/** Polls until `check` answers something truthy (work the API does after answering). */
async function eventually<T>(check: () => Promise<T>, what: string, timeoutMs = 5_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`esperou demais por ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const engine of testEngines()) {
  describe(`given an Evolution API v2 gateway [${engine}]`, () => {
    const ctx = useEvolutionGateway(engine);
    const { inject, connectedChannel, chatOf, textsOf } = ctx;

    it('receives contacts, never storing a LID as a phone, sends through the gateway and follows the receipts', async () => {
      const { canal, instance } = await connectedChannel('+5511977770001');
      await ctx.fake.contactWrites(instance, { telefone: '+5511988881111', nome: 'Dona Cida', texto: 'Bom dia' });
      await ctx.fake.contactWrites(instance, {
        lid: { lid: '123456789012345@lid', alt: '5511988882222@s.whatsapp.net' },
        nome: 'Seu Lido',
        texto: 'Pelo LID',
      });
      // A LID with no phone is still someone writing: kept, under a contact without a phone (ADR 0035).
      await ctx.fake.contactWrites(instance, {
        lid: { lid: '999999999999999@lid' },
        nome: 'Sem telefone',
        texto: 'Fica',
      });
      assert.deepEqual(await textsOf(canal.idCanal), ['Bom dia', 'Pelo LID', 'Fica']);
      const lids = await ctx.testApp.app.db.query(`select 1 from contatos where telefone like '%99999999%'`);
      assert.equal(lids.length, 0);

      const idChat = await chatOf(canal.idCanal, '+5511988881111');
      const sent = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Olá, Dona Cida!' });
      assert.equal(sent.statusCode, 201, sent.body);
      const mensagem = (sent.json() as { data: Mensagem }).data;
      assert.equal(mensagem.status, 'enviada');
      const [out] = ctx.fake.instance(instance).sent;
      assert.deepEqual([out?.number, out?.text], ['5511988881111', 'Olá, Dona Cida!']);
      assert.equal(await ctx.fake.receipt(instance, out?.id ?? '', 'READ'), 200);
      const history = await inject('GET', `/api/chats/${idChat}/mensagens`);
      const items = (history.json() as { data: { items: Mensagem[] } }).data.items;
      assert.equal(items.find((m) => m.idMensagem === mensagem.idMensagem)?.status, 'lida');
    });

    it('sends files through the gateway: a picture with its caption, an audio as a voice message', async () => {
      const { canal, instance } = await connectedChannel('+5511977770009');
      await ctx.fake.contactWrites(instance, {
        telefone: '+5511988884444',
        nome: 'Seu Arquivo',
        texto: 'Manda a foto',
      });
      const idChat = await chatOf(canal.idCanal, '+5511988884444');
      const foto = await inject('POST', `/api/chats/${idChat}/midias`, {
        arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`,
        nome: 'fachada.png',
        legenda: 'Nossa fachada',
      });
      assert.equal(foto.statusCode, 201, foto.body);
      assert.equal((foto.json() as { data: Mensagem }).data.status, 'enviada');
      const audio = await inject('POST', `/api/chats/${idChat}/midias`, {
        arquivo: `data:audio/ogg;base64,${OPUS_BASE64}`,
        nome: 'recado.ogg',
      });
      assert.equal(audio.statusCode, 201, audio.body);
      const [first, second] = ctx.fake.instance(instance).sent;
      assert.deepEqual(
        [first?.number, first?.text, first?.media],
        [
          '5511988884444',
          'Nossa fachada',
          { mediatype: 'image', mimetype: 'image/png', fileName: 'fachada.png', base64: TINY_PNG_BASE64 },
        ],
      );
      assert.equal(second?.media?.mediatype, 'audio');
      assert.equal(second?.media?.base64, OPUS_BASE64);
      // What the gateway says it sent (how a campaign settles a send a crash left): a file by its caption.
      const adapter = new EvolutionAdapter(
        new EvolutionClient({ url: ctx.fake.url, apiKey: API_KEY }),
        canal.idCanal,
        instance,
      );
      const enviadas = await adapter.findSent('+5511988884444', new Date(Date.now() - 60_000));
      // Both were sent within the same second (WhatsApp's timestamps are in seconds): in any order.
      assert.deepEqual(
        enviadas.map((enviada) => [enviada.idGateway, enviada.texto]).sort(),
        [
          [first?.id, 'Nossa fachada'],
          [second?.id, ''],
        ].sort(),
      );
    });

    it('keeps the file a contact sends, and never a page disguised as a picture', async () => {
      const { canal, instance } = await connectedChannel('+5511977770010');
      const contato = { telefone: '+5511988885555', nome: 'Dona Foto' };
      await ctx.fake.contactWrites(instance, {
        ...contato,
        texto: 'A fachada',
        midia: { kind: 'imageMessage', mimetype: 'image/png', base64: TINY_PNG_BASE64 },
      });
      await ctx.fake.contactWrites(instance, {
        ...contato,
        texto: 'Outra foto',
        midia: { kind: 'imageMessage', mimetype: 'image/png', base64: HTML_BASE64 },
      });
      assert.deepEqual(await textsOf(canal.idCanal), ['A fachada', `Outra foto\n\n${MIDIA_CONTEUDO_RECUSADO}`]);
      const guardados = await ctx.testApp.app.db.query<{ texto: string; mime: string }>(
        `select m.texto, mm.mime from mensagem_midia mm join mensagem m on m.id = mm.id_mensagem where m.id_canal = $1`,
        [canal.idCanal],
      );
      assert.deepEqual(guardados, [{ texto: 'A fachada', mime: 'image/png' }]);
    });

    it('after a reconnect fetches what arrived while down, once, even when a webhook also brought it', async () => {
      const { canal, instance } = await connectedChannel('+5511977770003');
      const contato = { telefone: '+5511988884444', nome: 'Contato Perdido' };
      await ctx.fake.contactWrites(instance, { ...contato, texto: 'Antes de cair' });
      assert.equal(await ctx.fake.dropConnection(instance, 428), 200);
      const down = await findCanal(ctx.testApp.app.db, DEMO, canal.idCanal);
      assert.equal(down?.estado, 'desconectado');
      assert.ok(down?.desconectadoEm);
      await ctx.fake.contactWrites(instance, { ...contato, texto: 'Perdida 1' }, false);
      await ctx.fake.contactWrites(instance, { ...contato, texto: 'Perdida 2' }, false);
      await ctx.fake.contactWrites(instance, { ...contato, texto: 'Entregue e buscada' }, true);

      assert.equal(await ctx.fake.readQr(instance, '+5511977770003'), 200);
      const expected = ['Antes de cair', 'Perdida 1', 'Perdida 2', 'Entregue e buscada'];
      await eventually(async () => (await textsOf(canal.idCanal)).length === expected.length, 'a reconciliação');
      assert.deepEqual([...(await textsOf(canal.idCanal))].sort(), [...expected].sort());
      const [find] = ctx.fake.requestsTo(`/chat/findMessages/${instance}`);
      const where = (find?.body as { where: { messageTimestamp: { gte: string; lte: string } } }).where;
      assert.ok(new Date(where.messageTimestamp.gte) <= new Date(down.desconectadoEm));

      // The gateway repeats the webhook: another pass, nothing new.
      assert.equal(await ctx.fake.readQr(instance, '+5511977770003'), 200);
      await ctx.fake.dropConnection(instance, 428);
      assert.equal(await ctx.fake.readQr(instance, '+5511977770003'), 200);
      await eventually(
        async () => ctx.fake.requestsTo(`/chat/findMessages/${instance}`).length >= 2,
        'a segunda passada',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await textsOf(canal.idCanal)).length, expected.length);
      const idChat = await chatOf(canal.idCanal, contato.telefone);
      const chat = (await inject('GET', `/api/chats/${idChat}`)).json() as { data: Chat };
      assert.equal(chat.data.naoLidas, expected.length);
    });
  });
}
