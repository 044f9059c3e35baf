import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { buildClient, closed, connectClient, nextEvent, startTestServer, type TestServer } from './testing/test-server';
import { negotiate, openSocket } from './testing/raw-client';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logLines.push(chunk.toString());
    callback();
  },
});

let server: TestServer;
before(async () => {
  // Trace level: every line the framework or the plugin could write is captured.
  server = await startTestServer({}, { logger: { level: 'trace', stream: logStream } });
});
after(() => server.close());

function post(path: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: '',
  });
}

function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', () => undefined);
    setTimeout(() => reject(new Error('no answer')), 5_000);
  });
}

describe('negotiate', () => {
  it('answers 401 without a token, with an invalid one and with an expired one', async () => {
    assert.equal((await post('/pedidoshub/negotiate?negotiateVersion=1')).status, 401);
    assert.equal(
      (await post('/pedidoshub/negotiate?negotiateVersion=1', { authorization: 'Bearer nope' })).status,
      401,
    );
    assert.equal(
      (await post('/chathub/negotiate?negotiateVersion=1', { authorization: 'Bearer inst1-user1-ttl-1000' })).status,
      401,
    );
  });

  it('offers WebSockets only, a public id separate from the secret token, and stateful reconnect only when asked', async () => {
    const plain = await post('/pedidoshub/negotiate?negotiateVersion=1', { authorization: 'Bearer inst1-user1' });
    const body = (await plain.json()) as Record<string, unknown>;
    assert.equal(body['negotiateVersion'], 1);
    assert.deepEqual(body['availableTransports'], [{ transport: 'WebSockets', transferFormats: ['Text'] }]);
    assert.equal(typeof body['connectionId'], 'string');
    assert.notEqual(body['connectionId'], body['connectionToken']);
    assert.equal('useStatefulReconnect' in body, false);
    const stateful = await post('/pedidoshub/negotiate?negotiateVersion=1&useStatefulReconnect=true', {
      authorization: 'Bearer inst1-user1',
    });
    assert.equal(((await stateful.json()) as Record<string, unknown>)['useStatefulReconnect'], true);
  });

  it('refuses a foreign Origin and accepts the configured one', async () => {
    const auth = { authorization: 'Bearer inst1-user1' };
    assert.equal(
      (await post('/pedidoshub/negotiate?negotiateVersion=1', { ...auth, origin: 'https://evil.example' })).status,
      403,
    );
    assert.equal(
      (await post('/pedidoshub/negotiate?negotiateVersion=1', { ...auth, origin: 'https://colabora.example' })).status,
      200,
    );
  });
});

describe('the WebSocket upgrade', () => {
  it('requires the token of the user who negotiated, an allowed Origin and a known id', async () => {
    const { connectionToken } = await negotiate(server.url, '/pedidoshub', 'inst1-user1');
    const base = `${server.url.replace('http', 'ws')}/pedidoshub?id=${connectionToken}`;
    assert.equal(await upgradeStatus(base), 401);
    assert.equal(await upgradeStatus(`${base}&access_token=inst1-user2`), 403);
    assert.equal(await upgradeStatus(`${base}&access_token=inst1-user1`, { origin: 'https://evil.example' }), 403);
    assert.equal(
      await upgradeStatus(`${server.url.replace('http', 'ws')}/pedidoshub?id=unknown&access_token=inst1-user1`),
      404,
    );
    assert.equal(await upgradeStatus(`${base}&access_token=inst1-user1`), 101);
  });

  it('accepts the token as a bearer header too (the Node client sends it that way)', async () => {
    const client = await connectClient(server.url, '/chathub', 'inst3-user1');
    await client.invoke('JoinRoom', 1, 3);
    await client.stop();
  });
});

describe("closing a user's connections", () => {
  it('closes them when the token expires', async () => {
    const client = buildClient(server.url, '/pedidoshub', 'inst1-user30-ttl600');
    await client.start();
    const error = await closed(client);
    assert.match(String(error), /expired/);
  });

  it("closes every connection of the user at logout, and no one else's", async () => {
    const a = await connectClient(server.url, '/pedidoshub', 'inst1-user31');
    const b = await connectClient(server.url, '/chathub', 'inst1-user31');
    const other = await connectClient(server.url, '/chathub', 'inst1-user32');
    const closes = [closed(a), closed(b)];
    await server.app.realtime.disconnectUser(31, 'Sessão encerrada.');
    const errors = await Promise.all(closes);
    for (const error of errors) assert.match(String(error), /Sessão encerrada/);
    const alive = nextEvent(other, 'NewChatCreated');
    await server.app.realtime.toInstitution('chat', 1, 'NewChatCreated', [{ idChat: 1, idInstituicao: 1 }]);
    await alive;
    await other.stop();
  });
});

describe('logging', () => {
  it('never writes access_token or the connection token', async () => {
    const { connectionToken } = await negotiate(server.url, '/chathub', 'inst1-user40');
    const ws = openSocket(server.url, '/chathub', connectionToken, 'inst1-user40');
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send('{"protocol":"json","version":1}\u001e{not json}\u001e');
    await new Promise((resolve) => ws.once('close', resolve));
    // Also a negotiate whose query carries a token, as a careless client might send.
    await post('/chathub/negotiate?negotiateVersion=1&access_token=inst1-user40', {
      authorization: 'Bearer inst1-user40',
    });
    const all = logLines.join('');
    assert.ok(all.includes('realtime protocol error'), 'the log stream is captured');
    assert.equal(all.includes(connectionToken), false);
    assert.equal(all.includes('access_token'), false);
    assert.equal(all.includes('inst1-user40'), false);
  });
});
