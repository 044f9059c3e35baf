import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HubConnection } from '@microsoft/signalr';
import { samplePedido } from '../testing/sample-pedido';
import { closed, collect, connectClient, nextEvent, startTestServer, type TestServer } from '../testing/test-server';

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const skip = redisUrl === '' ? 'TEST_REDIS_URL is set to an empty string: Redis backplane test skipped' : false;

describe('two API processes on one Redis', { skip }, () => {
  let a: TestServer;
  let b: TestServer;
  const clients: HubConnection[] = [];
  before(async () => {
    // Two servers, each with its own Redis connections and origin id, as two processes would have.
    [a, b] = await Promise.all([startTestServer({ redisUrl }), startTestServer({ redisUrl })]);
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all([a.close(), b.close()]);
  });

  it('a client on one receives what the other publishes, once, and only in its institution', async () => {
    const onA = await connectClient(a.url, '/pedidoshub', 'inst1-user1');
    const onBSameInst = await connectClient(b.url, '/pedidoshub', 'inst1-user2');
    const otherInst = await connectClient(a.url, '/pedidoshub', 'inst2-user3');
    clients.push(onA, onBSameInst, otherInst);
    await Promise.all([
      onA.invoke('JoinPedidosGroup'),
      onBSameInst.invoke('JoinPedidosGroup'),
      otherInst.invoke('JoinPedidosGroup'),
    ]);
    const seenA = collect(onA, 'NovoPedido');
    const seenOther = collect(otherInst, 'NovoPedido');
    const onBoth = [nextEvent(onA, 'NovoPedido'), nextEvent(onBSameInst, 'NovoPedido')];
    const first = samplePedido({ idPedido: 1 });
    await b.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [first]);
    assert.deepEqual(await Promise.all(onBoth), [[first], [first]]);

    // Order and no echo: a second event from A arrives after the first, each exactly once.
    const marker = nextEvent(onA, 'PedidoAtualizado');
    const second = samplePedido({ idPedido: 2 });
    await a.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [second]);
    await b.app.realtime.toInstitution('pedidos', 1, 'PedidoAtualizado', [samplePedido()]);
    await marker;
    assert.deepEqual(
      seenA.map(([pedido]) => pedido),
      [first, second],
    );
    assert.equal(seenOther.length, 0);
  });

  it('hub sends cross processes too: typing in a room reaches a member connected elsewhere', async () => {
    const typist = await connectClient(a.url, '/chathub', 'inst1-user4');
    const reader = await connectClient(b.url, '/chathub', 'inst1-user5');
    clients.push(typist, reader);
    await Promise.all([typist.invoke('JoinRoom', 9, 1), reader.invoke('JoinRoom', 9, 1)]);
    const typing = nextEvent(reader, 'UserTyping');
    await typist.invoke('SendTyping', 9, 'x', true);
    assert.deepEqual(await typing, ['Usuário 4', true]);
  });

  it("disconnectUser on one process closes the user's connections on the other", async () => {
    const victim = await connectClient(a.url, '/chathub', 'inst1-user6');
    const done = closed(victim);
    await b.app.realtime.disconnectUser(6, { reason: 'Senha alterada.' });
    assert.match(String(await done), /Senha alterada/);
  });
});
