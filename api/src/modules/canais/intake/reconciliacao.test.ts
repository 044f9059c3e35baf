import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Canal, ChatsAguardando, CursorPage, Mensagem } from '@colabora/shared/contracts';
import { testEngines, type TestApp } from '../../../test/build-test-app';
import { bearer } from '../../../test/login-as';
import {
  startEvolutionChannelApp,
  type EvolutionChannelApp,
  type Published,
} from '../../chat/testing/evolution-channel-app';
import type { FakeEvolution } from '../testing/fake-evolution-server';
import { entradaWorkerOf } from './entrada-intake';

/*
 * Issue #26, "nothing lost" (ADR 0036), against the fake Evolution API v2 over HTTP: what the
 * contacts sent while the channel was down, or while no API process answered the gateway, is
 * fetched with chat/findMessages (paged, newest first, as Evolution answers) since the last message
 * seen, stored once, in WhatsApp's order, marked, and counted for the notice staff see.
 */

for (const engine of testEngines()) {
  describe(`reconciliation after a reconnect and after a restart [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    let published: Published[];
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(70000000 + ++phoneSeq * 7919).padStart(8, '0')}`;
    const TELEFONE_CANAL = '+5511900002222';

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'Loja Centro', TELEFONE_CANAL);
      ({ testApp, fake, gestor, instance, idCanal, published } = ctx);
    });

    after(() => ctx.close());

    beforeEach(() => {
      published.length = 0;
    });

    const inject = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, headers: bearer(gestor) });

    async function chatOf(telefone: string): Promise<number> {
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row, `conversa de ${telefone}`);
      return row.id;
    }

    /** The whole history as staff page through it, oldest first. */
    async function history(idChat: number): Promise<Mensagem[]> {
      const items: Mensagem[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=20&cursor=${cursor}` : '?limit=20';
        const response = await inject('GET', `/api/chats/${idChat}/mensagens${query}`);
        assert.equal(response.statusCode, 200, response.body);
        const page = (response.json() as { data: CursorPage<Mensagem> }).data;
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items.reverse();
    }

    async function canal(): Promise<Canal> {
      const response = await inject('GET', '/api/canais');
      const found = (response.json() as { data: Canal[] }).data.find((item) => item.idCanal === idCanal);
      assert.ok(found);
      return found;
    }

    it('fetches every page of what arrived while the channel was down, once, in WhatsApp’s order, and counts it', async () => {
      const telefone = newPhone();
      const agora = Date.now();
      const at = (secondsAgo: number) => new Date(agora - secondsAgo * 1000);
      await fake.contactWrites(instance, { telefone, nome: 'Cliente Fiel', texto: 'Antes da queda', at: at(400) });
      assert.equal(await fake.dropConnection(instance, 428), 200);
      // It went down 350 s ago (the messages below are stamped in those 350 s).
      await testApp.app.db.query('update canal set desconectado_em = $2 where id = $1', [idCanal, at(350)]);
      // 230 messages while down, a second apart (three of findMessages' pages of 100), one delivered too.
      for (let n = 0; n < 230; n++)
        await fake.contactWrites(
          instance,
          { telefone, nome: 'Cliente Fiel', texto: `Na queda ${String(n).padStart(3, '0')}`, at: at(300 - n) },
          n === 100,
        );
      const requestsBefore = fake.requestsTo(`/chat/findMessages/${instance}`).length;
      assert.equal(await fake.readQr(instance, TELEFONE_CANAL), 200);

      const pages = fake
        .requestsTo(`/chat/findMessages/${instance}`)
        .slice(requestsBefore)
        .map((request) => (request.body as { page: number }).page);
      assert.deepEqual(pages, [1, 2, 3]);
      const idChat = await chatOf(telefone);
      const items = await history(idChat);
      assert.deepEqual(
        items.map((m) => m.texto),
        ['Antes da queda', ...Array.from({ length: 230 }, (_, n) => `Na queda ${String(n).padStart(3, '0')}`)],
      );
      // Marked: all fetched but the one its webhook brought before the fetch did.
      assert.equal(items.filter((m) => m.recuperada).length, 229);
      assert.equal(items.find((m) => m.texto === 'Na queda 100')?.recuperada, undefined);
      const { recuperacao } = await canal();
      assert.equal(recuperacao?.novas, 229);
      const atualizados = published.filter((p) => p.event === 'CanalAtualizado').map((p) => p.arg as Canal);
      assert.equal(atualizados.at(-1)?.recuperacao?.novas, 229);
      // Every screen's notices start from here (the host's banner, ADR 0036).
      const avisos = (await inject('GET', '/api/chats/nao-lidas')).json() as { data: ChatsAguardando };
      assert.deepEqual(
        avisos.data.canaisRecuperados?.map(({ nome, novas }) => [nome, novas]),
        [['Loja Centro', 229]],
      );
    });

    it('puts a message fetched late where WhatsApp says it was sent, before what arrived after it', async () => {
      const telefone = newPhone();
      const agora = Date.now();
      // Its webhook was lost (the gateway gave up posting it); the next one arrived.
      await fake.contactWrites(
        instance,
        { telefone, nome: 'Cliente Atrasada', texto: 'Primeiro', at: new Date(agora - 20_000) },
        false,
      );
      await fake.contactWrites(instance, {
        telefone,
        nome: 'Cliente Atrasada',
        texto: 'Segundo',
        at: new Date(agora - 10_000),
      });
      const idChat = await chatOf(telefone);
      assert.deepEqual(
        (await history(idChat)).map((m) => m.texto),
        ['Segundo'],
      );
      assert.equal(await fake.dropConnection(instance, 428), 200);
      assert.equal(await fake.readQr(instance, TELEFONE_CANAL), 200);
      const items = await history(idChat);
      assert.deepEqual(
        items.map((m) => [m.texto, m.recuperada ?? false]),
        [
          ['Primeiro', true],
          ['Segundo', false],
        ],
      );
      assert.ok(new Date(items[0]?.criadoEm ?? 0) < new Date(items[1]?.criadoEm ?? 0));
      assert.ok((items[0]?.idMensagem ?? 0) > (items[1]?.idMensagem ?? 0), 'guardada depois, mostrada antes');
    });

    it('keeps the time of a row written with only created_at (seeds, imports) as its place', async () => {
      const telefone = newPhone();
      await fake.contactWrites(instance, { telefone, nome: 'Cliente Antiga', texto: 'Hoje' });
      const idChat = await chatOf(telefone);
      await testApp.app.db.query(
        `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, created_at)
         select id_instituicao, id, id_canal, 'entrada', 'texto', 'Semana passada', 'entregue', now() - interval '7 days'
           from chat where id = $1`,
        [idChat],
      );
      const items = await history(idChat);
      assert.deepEqual(
        items.map((m) => m.texto),
        ['Semana passada', 'Hoje'],
      );
      assert.ok(Date.now() - new Date(items[0]?.criadoEm ?? 0).getTime() > 6 * 86_400_000);
    });

    it('after this API restarts, fetches what the gateway could not post while nobody answered', async () => {
      const telefone = newPhone();
      const nome = 'Cliente da Madrugada';
      const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
      await fake.contactWrites(instance, { telefone, nome, texto: 'Boa noite', at: at(3) });
      // The API was away: the channel stayed connected on the gateway, its webhooks went nowhere.
      await fake.contactWrites(instance, { telefone, nome, texto: 'Alguém aí?', at: at(2) }, false);
      await fake.contactWrites(instance, { telefone, nome, texto: 'Preciso de ajuda', at: at(1) }, false);
      const requestsBefore = fake.requestsTo(`/chat/findMessages/${instance}`).length;
      // What the API does when it is ready after a start (entrada-intake.ts: onReady).
      const worker = entradaWorkerOf(testApp.app);
      await worker.askRestartReconciliations();
      await worker.idle();
      const [find] = fake.requestsTo(`/chat/findMessages/${instance}`).slice(requestsBefore);
      const where = (find?.body as { where: { messageTimestamp: { gte: string } } }).where;
      // Since the last message seen on the channel (with the adapter's minute of margin), not since its creation.
      assert.ok(Date.now() - new Date(where.messageTimestamp.gte).getTime() < 5 * 60_000);
      const items = await history(await chatOf(telefone));
      assert.deepEqual(
        items.map((m) => [m.texto, m.recuperada ?? false]),
        [
          ['Boa noite', false],
          ['Alguém aí?', true],
          ['Preciso de ajuda', true],
        ],
      );
      assert.equal((await canal()).recuperacao?.novas, 2);
      // Asked twice (two processes starting together): the second finds nothing new.
      await worker.askRestartReconciliations();
      await worker.idle();
      assert.equal((await history(await chatOf(telefone))).length, 3);
      assert.equal((await canal()).recuperacao?.novas, 2);
    });

    it('reports on /metrics how long webhooks waited between their 2xx and being applied', async () => {
      await fake.contactWrites(instance, { telefone: newPhone(), nome: 'Cliente Medida', texto: 'Oi' });
      const metrics = await testApp.app.inject({ url: '/metrics' });
      assert.equal(metrics.statusCode, 200);
      assert.match(metrics.body, /colabora_webhook_intake_lag_seconds_count\{tipo="webhook"\} [1-9]/);
      assert.match(metrics.body, /colabora_webhook_intake_oldest_seconds 0/);
    });
  });
}
