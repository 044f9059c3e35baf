import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HubConnectionState } from '@microsoft/signalr';
import { buildClient, closed, connectClient, startTestServer, until, type TestServer } from './testing/test-server';
import { nextOfType, rawConnect } from './testing/raw-client';

let server: TestServer;
before(async () => {
  server = await startTestServer({ timing: { keepAliveMs: 100, clientTimeoutMs: 400, handshakeTimeoutMs: 300 } });
});
after(() => server.close());

describe('keep-alive and timeouts (short intervals for the test)', () => {
  it('pings a client after the keep-alive interval of silence', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user1');
    const started = Date.now();
    const ping = await nextOfType(client, 6, 2_000);
    assert.deepEqual(ping, { type: 6 });
    assert.ok(Date.now() - started >= 80, 'not before the interval');
    client.ws.terminate();
  });

  it('closes a client that stays silent past the client timeout, with an error', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user2');
    const close = await nextOfType(client, 7, 2_000);
    assert.match(String(close['error']), /timeout/i);
    await client.closed;
  });

  it('keeps an official client that pings on its keep-alive', async () => {
    const client = await connectClient(server.url, '/pedidoshub', 'inst1-user3', {
      keepAliveMs: 100,
      serverTimeoutMs: 1_000,
    });
    // Three client timeouts long: still connected because both sides ping.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    assert.equal(client.state, HubConnectionState.Connected);
    await client.invoke('JoinPedidosGroup');
    await client.stop();
  });

  it('closes a socket that never sends the handshake', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user4', { handshake: false });
    await client.closed;
  });
});

describe('shutdown', () => {
  it('sends Close with allowReconnect, so official clients reconnect on their own', async () => {
    const other = await startTestServer();
    const raw = await rawConnect(other.url, '/pedidoshub', 'inst1-user5');
    const official = buildClient(other.url, '/pedidoshub', 'inst1-user6', { reconnectDelays: [60_000] });
    await official.start();
    const reconnecting = new Promise<void>((resolve) => official.onreconnecting(() => resolve()));
    await other.close();
    const close = await nextOfType(raw, 7);
    assert.equal(close['allowReconnect'], true);
    await reconnecting;
    await official.stop();
    await until(() => official.state === HubConnectionState.Disconnected);
  });

  it('lets an official client without a reconnect policy see the close', async () => {
    const other = await startTestServer();
    const official = await connectClient(other.url, '/chathub', 'inst1-user7');
    const done = closed(official);
    await other.close();
    await done;
  });
});
