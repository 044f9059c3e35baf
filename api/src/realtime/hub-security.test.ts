/**
 * Who may use the hubs, and for how long (issue #11 items 1, 5, 6): the screen's grant at
 * negotiate and at every join, rooms only of chats that exist, typing only into a joined room and
 * at a bounded rate, revocation that reaches a socket at every stage of its life, and caps on
 * connections, room fan-out and the process's buffers.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HubConnection } from '@microsoft/signalr';
import { HUB_SCREENS } from '@colabora/shared/contracts';
import { samplePedido } from './testing/sample-pedido';
import { negotiate, openSocket, RS, nextOfType, rawConnect } from './testing/raw-client';
import {
  buildClient,
  closed,
  collect,
  connectClient,
  nextEvent,
  startTestServer,
  testAuthenticate,
  until,
  type TestServer,
} from './testing/test-server';
import type { HubName, RealtimePrincipal } from './types';

/** Test tokens (testing/test-server.ts), plus revocation and grants the test changes at will. */
function world() {
  const revoked = new Set<number>();
  const denied = new Set<string>(); // `${idUsuario}:${screen}`
  const chats = new Set<string>(); // `${idInstituicao}:${idChat}`
  const base = testAuthenticate();
  return {
    revoked,
    denied,
    chats,
    options: {
      authenticate: async (token: string) => {
        const principal = await base(token);
        return principal && !revoked.has(principal.idUsuario) ? principal : null;
      },
      grantedScreens: async (principal: RealtimePrincipal, hub: HubName) =>
        HUB_SCREENS[hub].filter((screen) => !denied.has(`${principal.idUsuario}:${screen}`)),
      canJoinChat: async (principal: RealtimePrincipal, idChat: number) =>
        chats.has(`${principal.idInstituicao}:${idChat}`),
    },
  };
}

const clients: HubConnection[] = [];
async function connect(server: TestServer, hub: '/pedidoshub' | '/chathub', token: string): Promise<HubConnection> {
  const client = await connectClient(server.url, hub, token, { stateful: false });
  clients.push(client);
  return client;
}
after(async () => {
  await Promise.all(clients.map((client) => client.stop()));
});

const negotiateStatus = async (server: TestServer, hub: string, token: string) =>
  (
    await fetch(`${server.url}${hub}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe('the screens a hub needs', () => {
  const w = world();
  let server: TestServer;
  before(async () => {
    server = await startTestServer(w.options);
  });
  after(() => server.close());

  it('refuses negotiate (403, pt-BR) to a user without the hub’s screen, and only that hub', async () => {
    w.denied.add('50:pedidos');
    const response = await fetch(`${server.url}/pedidoshub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer inst1-user50' },
    });
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), {
      success: false,
      message: 'Seu perfil não permite acompanhar os pedidos em tempo real.',
    });
    assert.equal(await negotiateStatus(server, '/chathub', 'inst1-user50'), 200);
    await assert.rejects(connectClient(server.url, '/pedidoshub', 'inst1-user50'));
  });

  it('checks the grant again at every join: a user who lost it receives no order', async () => {
    const client = await connect(server, '/pedidoshub', 'inst1-user51');
    await client.invoke('JoinPedidosGroup');
    await client.invoke('LeavePedidosGroup');
    w.denied.add('51:pedidos');
    await assert.rejects(client.invoke('JoinPedidosGroup'), /seu perfil não permite ver os pedidos/);
    const seen = collect(client, 'NovoPedido');
    const witness = await connect(server, '/pedidoshub', 'inst1-user52');
    await witness.invoke('JoinPedidosGroup');
    const arrived = nextEvent(witness, 'NovoPedido');
    await server.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [samplePedido({ idPedido: 7 })]);
    await arrived;
    await client.invoke('LeavePedidosGroup'); // a round trip after the delivery
    assert.equal(seen.length, 0);
  });

  it('joins a room only of a chat of the caller’s institution, with the chat screen', async () => {
    w.chats.add('1:30');
    w.chats.add('2:31');
    const client = await connect(server, '/chathub', 'inst1-user53');
    await client.invoke('JoinRoom', 30, 1);
    await assert.rejects(client.invoke('JoinRoom', 99, 1), /conversa não encontrada nesta instituição/);
    await assert.rejects(client.invoke('JoinRoom', 31, 1), /conversa não encontrada nesta instituição/);
    // Ids past PostgreSQL's integer never reach a query (issue #22), as number or as text.
    await assert.rejects(client.invoke('JoinRoom', 2_147_483_648, 1), /Argumento inválido: idChat/);
    await assert.rejects(client.invoke('JoinRoom', '99999999999', 1), /Argumento inválido: idChat/);
    w.denied.add('53:chat');
    await assert.rejects(client.invoke('JoinRoom', 30, 1), /seu perfil não permite acessar o chat/);
  });

  it('sends typing only into a room the connection joined', async () => {
    w.chats.add('1:32');
    const typist = await connect(server, '/chathub', 'inst1-user54');
    const reader = await connect(server, '/chathub', 'inst1-user55');
    await reader.invoke('JoinRoom', 32, 1);
    const heard = collect(reader, 'UserTyping');
    await assert.rejects(typist.invoke('SendTyping', 32, '', true), /Entre na conversa antes/);
    await typist.invoke('JoinRoom', 32, 1);
    const typing = nextEvent(reader, 'UserTyping');
    await typist.invoke('SendTyping', 32, '', true);
    assert.deepEqual(await typing, ['Usuário 54', true]);
    assert.equal(heard.length, 1);
  });
});

describe('revocation at every stage of a connection', () => {
  const w = world();
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...w.options, timing: { revalidateMs: 200 } });
  });
  after(() => server.close());

  it('closes a negotiated connection that has no socket yet: its upgrade then finds nothing', async () => {
    const { connectionToken } = await negotiate(server.url, '/pedidoshub', 'inst1-user60');
    await server.app.realtime.disconnectUser(60, 'Sessão encerrada.');
    const ws = openSocket(server.url, '/pedidoshub', connectionToken, 'inst1-user60');
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    assert.equal(status, 404);
  });

  it('closes a socket between its upgrade and its handshake (logout), refusing the handshake', async () => {
    const client = await rawConnect(server.url, '/pedidoshub', 'inst1-user61', { handshake: false });
    await server.app.realtime.disconnectUser(61, 'Sessão encerrada.');
    const answer = await client.next();
    assert.match(String(answer['error']), /Sessão encerrada/);
    await client.closed;
    assert.equal(server.realtime.registry.countUser(61), 0);
  });

  it('checks the token again at the handshake: revoked after the upgrade, the handshake is refused', async () => {
    const client = await rawConnect(server.url, '/chathub', 'inst1-user62', { handshake: false });
    w.revoked.add(62);
    client.sendText(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"JoinRoom","arguments":[1,1]}${RS}`,
    );
    const answer = await client.next();
    assert.match(String(answer['error']), /Sessão encerrada/);
    await client.closed;
    assert.equal(client.received.length, 1, 'nothing of what followed the handshake ran');
  });

  it('checks the session and the grant again while open, and closes what no longer holds', async () => {
    const revokedClient = buildClient(server.url, '/pedidoshub', 'inst1-user63', { stateful: false });
    await revokedClient.start();
    const ended = closed(revokedClient);
    w.revoked.add(63); // e.g. logout on another process, or the user disabled in the database
    assert.match(String(await ended), /Sessão encerrada/);

    const deniedClient = buildClient(server.url, '/chathub', 'inst1-user64', { stateful: false });
    await deniedClient.start();
    const lost = closed(deniedClient);
    w.denied.add('64:chat');
    assert.match(String(await lost), /Suas permissões foram alteradas/);
  });
});

describe('caps', () => {
  const w = world();
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      ...w.options,
      limits: {
        maxConnectionsPerUser: 2,
        maxConnectionsPerAddress: 5,
        maxRoomConnections: 2,
        typingPerSecond: 1,
        typingBurst: 3,
      },
      // A negotiate never followed by its socket lets go of its place quickly.
      timing: { reconnectWindowMs: 300 },
    });
  });
  after(() => server.close());

  it('on connections per user: the next negotiate answers 429 until one closes', async () => {
    const first = await connect(server, '/pedidoshub', 'inst1-user70');
    await connect(server, '/chathub', 'inst1-user70');
    const refused = await fetch(`${server.url}/pedidoshub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer inst1-user70' },
    });
    assert.equal(refused.status, 429);
    assert.match(((await refused.json()) as { message: string }).message, /Conexões em tempo real demais/);
    await first.stop();
    await until(() => server.realtime.registry.countUser(70) === 1, 5_000, 'the place freed');
    assert.equal(await negotiateStatus(server, '/pedidoshub', 'inst1-user70'), 200);
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });

  it('on connections per address, whoever the users are', async () => {
    await until(() => server.realtime.registry.size === 0, 5_000, 'a clean slate');
    for (let user = 71; user < 76; user += 1) await connect(server, '/pedidoshub', `inst1-user${user}`);
    assert.equal(await negotiateStatus(server, '/pedidoshub', 'inst1-user76'), 429);
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });

  it('on connections per room, which bounds every room fan-out', async () => {
    await until(() => server.realtime.registry.size === 0, 5_000, 'a clean slate');
    w.chats.add('1:40');
    const a = await connect(server, '/chathub', 'inst1-user80');
    const b = await connect(server, '/chathub', 'inst1-user81');
    const c = await connect(server, '/chathub', 'inst1-user82');
    await a.invoke('JoinRoom', 40, 1);
    await b.invoke('JoinRoom', 40, 1);
    await assert.rejects(c.invoke('JoinRoom', 40, 1), /conexões demais/);
    await a.invoke('JoinRoom', 40, 1); // already in: not refused
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });

  it('on typing: a user’s notices beyond the rate are dropped', async () => {
    await until(() => server.realtime.registry.size === 0, 5_000, 'a clean slate');
    w.chats.add('1:41');
    const typist = await connect(server, '/chathub', 'inst1-user83');
    const reader = await connect(server, '/chathub', 'inst1-user84');
    await typist.invoke('JoinRoom', 41, 1);
    await reader.invoke('JoinRoom', 41, 1);
    const heard = collect(reader, 'UserTyping');
    for (let i = 0; i < 30; i += 1) await typist.send('SendTyping', 41, '', i % 2 === 0);
    await assert.rejects(typist.invoke('SendTyping', 41, '', true), /digitação demais/);
    // A round trip through the reader's loop after the last delivery.
    const marker = nextEvent(reader, 'NewMessage');
    await server.app.realtime.toRoom(1, 41, 'NewMessage', [{} as never]);
    await marker;
    assert.ok(heard.length >= 3 && heard.length <= 5, `${heard.length} avisos entregues`);
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });
});

describe('the process’s buffer budget', () => {
  const w = world();
  let server: TestServer;
  let bystander: HubConnection;
  before(async () => {
    server = await startTestServer({
      ...w.options,
      limits: { maxTotalBufferedBytes: 20_000 },
      timing: { keepAliveMs: 200, clientTimeoutMs: 30_000 },
    });
    bystander = await connect(server, '/pedidoshub', 'inst1-user91');
  });
  after(() => server.close());

  it('closes the largest holder when every client together holds more than it, and keeps serving', async () => {
    // Stateful, and never acknowledging: everything sent to it stays buffered on the server.
    const hoarder = await rawConnect(server.url, '/pedidoshub', 'inst1-user90', { stateful: true });
    const big = samplePedido({ observacoes: 'x'.repeat(1_500) });
    for (let i = 0; i < 20; i += 1) {
      await server.app.realtime.toConnection('pedidos', 1, hoarder.connectionId, 'NovoPedido', [big]);
    }
    const close = await nextOfType(hoarder, 7, 5_000);
    assert.match(String(close['error']), /sobrecarregado/);
    assert.equal(close['allowReconnect'], true);
    await bystander.invoke('JoinPedidosGroup');
    const alive = nextEvent(bystander, 'NovoPedido');
    await server.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [samplePedido()]);
    await alive;
  });
});
