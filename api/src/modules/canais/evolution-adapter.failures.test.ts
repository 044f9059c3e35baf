import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Mensagem } from '@colabora/shared/contracts';
import { testEngines } from '../../test/build-test-app';
import { ChannelSendError } from './channel-adapter';
import { EVOLUTION_MESSAGES, EvolutionAdapter } from './evolution-adapter';
import { EvolutionClient } from './evolution-client';
import { FakeEvolution } from './testing/fake-evolution-server';
import { API_KEY, useEvolutionGateway } from './testing/evolution-gateway-suite';

/*
 * The Evolution adapter when the gateway fails or is missing: what staff are told, and that
 * nothing is left half done.
 */

for (const engine of testEngines()) {
  describe(`given an Evolution API v2 gateway [${engine}]`, () => {
    const ctx = useEvolutionGateway(engine);
    const { inject, connectedChannel, chatOf } = ctx;

    it('marks a send the gateway refuses as failed, saying what to do', async () => {
      const { canal, instance } = await connectedChannel('+5511977770002');
      await ctx.fake.contactWrites(instance, { telefone: '+5511988883333', nome: 'Contato', texto: 'Oi' });
      const idChat = await chatOf(canal.idCanal, '+5511988883333');
      ctx.fake.failNext(500);
      const failed = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Vai falhar' });
      const answer = failed.json() as { message: string; data: Mensagem };
      assert.equal(answer.data.status, 'falhou');
      assert.match(answer.message, /Evolution API falhou ao enviar a mensagem \(HTTP 500\): tente de novo/);
      ctx.fake.apiKey = 'outra-chave';
      const refused = await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
      assert.equal(refused.statusCode, 409);
      assert.equal((refused.json() as { message: string }).message, EVOLUTION_MESSAGES.unauthorized);
    });

    it('leaves nothing behind when the gateway cannot create the instance', async () => {
      const before = (await ctx.testApp.app.db.query<{ n: number }>('select count(*)::int as n from canal'))[0]?.n;
      ctx.fake.failNext(500);
      const refused = await inject('POST', '/api/canais', { nome: 'Sem gateway', provider: 'evolution' });
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.json(), {
        success: false,
        message:
          'O Evolution API falhou ao criar o canal (HTTP 500): tente de novo em instantes; se persistir, veja os logs do Evolution.',
        campo: 'provider',
      });
      const after = (await ctx.testApp.app.db.query<{ n: number }>('select count(*)::int as n from canal'))[0]?.n;
      assert.equal(after, before);
    });
  });
}

describe('the Evolution client and adapter on their own', () => {
  it('says the gateway is not configured, and names the variables', async () => {
    const adapter = new EvolutionAdapter(null, 1, null);
    await assert.rejects(adapter.provision({ url: 'http://x', secret: 's' }), (error: unknown) => {
      assert.ok(error instanceof ChannelSendError);
      assert.match(error.message, /EVOLUTION_API_URL e EVOLUTION_API_KEY/);
      return true;
    });
  });

  it('gives up on a gateway that does not answer in time, and says so', async () => {
    const fake = await FakeEvolution.start(API_KEY);
    try {
      const client = new EvolutionClient({ url: fake.url, apiKey: API_KEY, timeoutMs: 100 });
      await client.createInstance('lento', { url: 'http://127.0.0.1:1/webhook', headers: {} });
      fake.slowDown(1_000);
      const adapter = new EvolutionAdapter(client, 1, 'lento');
      await assert.rejects(adapter.connect(), /não respondeu a tempo ao conectar o canal/);
      fake.slowDown(0);
    } finally {
      await fake.close();
    }
  });

  it('reaches nothing on a closed port, and says to check the service', async () => {
    const client = new EvolutionClient({ url: 'http://127.0.0.1:1', apiKey: API_KEY, timeoutMs: 2_000 });
    await assert.rejects(new EvolutionAdapter(client, 1, 'x').state(), /Não foi possível falar com o Evolution API/);
  });
});
