import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { hostResolver, isOriginAllowed } from './origin-check';
import { negotiate } from './testing/raw-client';
import { startTestServer, type TestServer } from './testing/test-server';

const request = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("the request's own host, under TRUST_PROXY", () => {
  const forwarded = { host: 'api.interna:3000', 'x-forwarded-host': 'forjado.example, colabora.example' };

  it('ignores X-Forwarded-Host unless a trusted proxy sent it, and then takes its last entry', () => {
    assert.equal(hostResolver(false)(request(forwarded)), 'api.interna:3000');
    assert.equal(hostResolver(undefined)(request(forwarded)), 'api.interna:3000');
    assert.equal(hostResolver('127.0.0.1')(request(forwarded)), 'colabora.example');
    assert.equal(hostResolver('10.0.0.0/8, 127.0.0.1')(request(forwarded, '10.1.2.3')), 'colabora.example');
    assert.equal(hostResolver('10.0.0.0/8')(request(forwarded, '192.168.0.9')), 'api.interna:3000');
    // TRUST_PROXY=1 (one proxy in front) as config.ts passes it: the immediate peer is trusted.
    assert.equal(hostResolver((_address, hop) => hop < 1)(request(forwarded)), 'colabora.example');
  });

  it("allows a missing Origin, a configured one and the request's own host only", () => {
    assert.equal(isOriginAllowed(undefined, 'x.example', []), true);
    assert.equal(isOriginAllowed('https://colabora.example', undefined, ['https://colabora.example']), true);
    assert.equal(isOriginAllowed('https://app.example:8443', 'APP.example:8443', []), true);
    assert.equal(isOriginAllowed('https://evil.example', 'app.example', []), false);
    assert.equal(isOriginAllowed('nada', 'app.example', []), false);
  });
});

function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
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

/** An evil page's Origin, with an X-Forwarded-Host forged to match it. */
const FORGED = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };

async function statuses(server: TestServer): Promise<{ negotiate: number; upgrade: number }> {
  const response = await fetch(`${server.url}/pedidoshub/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: 'Bearer inst1-user1', ...FORGED },
  });
  const { connectionToken } = await negotiate(server.url, '/pedidoshub', 'inst1-user1');
  const url = `${server.url.replace('http', 'ws')}/pedidoshub?id=${connectionToken}&access_token=inst1-user1`;
  return { negotiate: response.status, upgrade: await upgradeStatus(url, FORGED) };
}

describe('the hubs trust forwarded headers as TRUST_PROXY says, like REST', () => {
  let direct: TestServer;
  let behindProxy: TestServer;
  before(async () => {
    direct = await startTestServer();
    behindProxy = await startTestServer({ trustProxy: '127.0.0.1' }, { trustProxy: '127.0.0.1' });
  });
  after(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('refuses a forged X-Forwarded-Host when no proxy is trusted (TRUST_PROXY unset), on negotiate and upgrade', async () => {
    assert.deepEqual(await statuses(direct), { negotiate: 403, upgrade: 403 });
  });

  it('takes it from a trusted proxy (here the test client at 127.0.0.1 plays the proxy)', async () => {
    assert.deepEqual(await statuses(behindProxy), { negotiate: 200, upgrade: 101 });
  });
});
