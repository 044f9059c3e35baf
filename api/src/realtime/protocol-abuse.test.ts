import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HubConnection } from '@microsoft/signalr';
import { connectClient, nextEvent, startTestServer, type TestServer } from './testing/test-server';
import { RS, nextOfType, rawConnect, type RawClient } from './testing/raw-client';

let server: TestServer;
let bystander: HubConnection;
before(async () => {
  server = await startTestServer({ limits: { maxMessageBytes: 4_096, invocationsPerSecond: 20, invocationBurst: 40 } });
  bystander = await connectClient(server.url, '/chathub', 'inst1-user99');
});
after(async () => {
  await bystander.stop();
  await server.close();
});

/** The abuser is closed with an error, and the server still serves everyone else. */
async function expectClosedWithError(client: RawClient, pattern: RegExp): Promise<void> {
  const close = await nextOfType(client, 7);
  assert.match(String(close['error']), pattern);
  assert.notEqual(close['allowReconnect'], true);
  await client.closed;
  const alive = nextEvent(bystander, 'NewChatCreated');
  await server.app.realtime.toInstitution('chat', 1, 'NewChatCreated', [{ idChat: 1, idInstituicao: 1 }]);
  await alive;
}

describe('the JSON hub protocol, by hand', () => {
  it('answers the handshake for versions 1 and 2 and refuses others', async () => {
    for (const version of [1, 2]) {
      const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user1', { handshake: false });
      client.sendText(JSON.stringify({ protocol: 'json', version }) + RS);
      assert.deepEqual(await client.next(), {});
      client.ws.close();
    }
    const refused = await rawConnect(server.url, '/pedidoshub', 'inst1-user1', { handshake: false });
    refused.sendText(JSON.stringify({ protocol: 'messagepack', version: 1 }) + RS);
    assert.match(String((await refused.next())['error']), /not supported/);
    await refused.closed;
  });

  it('reads a handshake and an invocation in one frame, and a record split across frames', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user1', { handshake: false });
    client.sendText(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"JoinPedidosGroup","arguments":[]}${RS}`,
    );
    assert.deepEqual(await client.next(), {});
    assert.deepEqual(await client.next(), { type: 1, target: 'JoinedPedidosGroup', arguments: [1] });
    assert.deepEqual(await client.next(), { type: 3, invocationId: '1' });
    const record = `{"type":1,"invocationId":"2","target":"LeavePedidosGroup","arguments":[]}${RS}`;
    client.sendText(record.slice(0, 20));
    client.sendText(record.slice(20));
    assert.deepEqual(await nextOfType(client, 3), { type: 3, invocationId: '2' });
    client.ws.close();
  });

  it('sends no completion for a send (no invocationId) and no invocationId on pushes', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user1');
    client.sendText(
      `{"type":1,"target":"JoinPedidosGroup","arguments":[]}${RS}{"type":1,"invocationId":"9","target":"LeavePedidosGroup","arguments":[]}${RS}`,
    );
    assert.deepEqual(await client.next(), { type: 1, target: 'JoinedPedidosGroup', arguments: [1] });
    assert.deepEqual(await client.next(), { type: 3, invocationId: '9' }, "the next record is the invoke's completion");
    client.ws.close();
  });
});

describe('protocol abuse closes only the abuser, with an error', () => {
  it('malformed JSON', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    client.sendText(`{"type":1,${RS}`);
    await expectClosedWithError(client, /JSON/);
  });

  it('an unknown message type', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    client.sendText(`{"type":42}${RS}`);
    await expectClosedWithError(client, /Unknown message type/);
  });

  it('an oversized message', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    client.sendText(`{"type":1,"target":"SendTyping","arguments":[1,"${'x'.repeat(5_000)}",true]}${RS}`);
    await expectClosedWithError(client, /maximum size/);
  });

  it('a message with no separator that keeps growing', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    for (let index = 0; index < 5; index++) client.sendText('{"type":1,"target":"' + 'y'.repeat(1_000));
    await expectClosedWithError(client, /maximum size/);
  });

  it('a binary frame', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    client.ws.send(Buffer.from(`{"type":6}${RS}`), { binary: true });
    await expectClosedWithError(client, /Binary/);
  });

  it('a flood of invocations', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2');
    const record = `{"type":1,"target":"SendTyping","arguments":[1,"",true]}${RS}`;
    client.sendText(record.repeat(500));
    await expectClosedWithError(client, /Too many invocations/);
  });

  it('a handshake that is not JSON', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user2', { handshake: false });
    client.sendText(`hello${RS}`);
    await client.closed;
    const alive = nextEvent(bystander, 'NewChatCreated');
    await server.app.realtime.toInstitution('chat', 1, 'NewChatCreated', [{ idChat: 2, idInstituicao: 1 }]);
    await alive;
  });
});
