import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import WebSocket from 'ws';
import type { Pedido } from '@colabora/shared/contracts';
import { rawConnect } from './testing/raw-client';
import { samplePedido } from './testing/sample-pedido';
import { collect, connectClient, nextEvent, startTestServer, until, type TestServer } from './testing/test-server';
import { sampleMensagem } from '../modules/chat/testing/sample-chat';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

/** Every socket the official client opens, so the test can cut one like a network failure would. */
const sockets: WebSocket[] = [];
class TrackedWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    sockets.push(this);
  }
}

async function statefulClient(hub: string, token: string) {
  // `WebSocket` is an option of the client (IHttpConnectionOptions.ts) that its typings leave out.
  const options: IHttpConnectionOptions & { WebSocket: unknown } = {
    transport: HttpTransportType.WebSockets,
    accessTokenFactory: () => token,
    WebSocket: TrackedWebSocket,
  };
  const client = new HubConnectionBuilder()
    .withUrl(server.url + hub, options)
    .withStatefulReconnect({ bufferSize: 100_000 })
    .withAutomaticReconnect([0, 2_000])
    .configureLogging(LogLevel.None)
    .build();
  const lifecycle: string[] = [];
  client.onreconnecting(() => lifecycle.push('reconnecting'));
  client.onclose(() => lifecycle.push('closed'));
  await client.start();
  return { client, lifecycle, socket: sockets[sockets.length - 1] };
}

const publish = (from: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      server.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [samplePedido({ numero: from + index })]),
    ),
  );

describe('stateful reconnect', () => {
  it('a socket cut by the client loses and duplicates nothing, both ways', async () => {
    const { client, lifecycle, socket } = await statefulClient('/pedidoshub', 'inst1-user1');
    await client.invoke('JoinPedidosGroup');
    const seen = collect(client, 'NovoPedido');
    const listener = await connectClient(server.url, '/chathub', 'inst1-user2');
    await listener.invoke('JoinRoom', 3, 1);
    const typing = collect(listener, 'UserTyping');

    await publish(1, 20);
    await until(() => seen.length === 20, 5_000, 'the first 20');
    const chat = await statefulClient('/chathub', 'inst1-user1');
    // Typing goes only to a room the connection joined (and the room survives the resume).
    await chat.client.invoke('JoinRoom', 3, 1);
    // Processed by the server, but the cut comes before its 1 s Ack: the client will resend it.
    await chat.client.send('SendTyping', 3, '', true);
    await until(() => typing.length === 1, 5_000, 'the first typing notice');

    socket?.terminate();
    chat.socket?.terminate();
    // Published while the socket is gone (the server may not have noticed yet): buffered, then replayed.
    await publish(21, 30);
    // Sent while reconnecting: the client buffers it and resends it after its Sequence message.
    const sent = chat.client.send('SendTyping', 3, '', false);
    await publish(51, 10);
    await sent;
    await until(() => seen.length >= 60, 5_000, 'all 60');
    await until(() => typing.length >= 2, 5_000, 'the second typing notice');
    // Records arrive in order, so a duplicate of anything above would land before these markers.
    await chat.client.invoke('JoinRoom', 3, 1);
    const marker = nextEvent(client, 'PedidoAtualizado');
    await server.app.realtime.toInstitution('pedidos', 1, 'PedidoAtualizado', [samplePedido()]);
    await marker;
    const typingMarker = nextEvent(listener, 'NewMessage');
    await server.app.realtime.toRoom(1, 3, 'NewMessage', [sampleMensagem({ idChat: 3 })]);
    await typingMarker;

    assert.deepEqual(
      seen.map(([pedido]) => (pedido as Pedido).numero),
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    assert.deepEqual(
      typing,
      [
        ['Usuário 1', true],
        ['Usuário 1', false],
      ],
      'each typing notice exactly once, in order',
    );
    assert.deepEqual(lifecycle, [], 'no reconnecting or close: the drop was invisible to the app');
    assert.equal(client.state, HubConnectionState.Connected);
    await Promise.all([client.stop(), chat.client.stop(), listener.stop()]);
  });

  it('a socket dropped by the server is resumed with user, groups and buffer intact', async () => {
    const { client, lifecycle } = await statefulClient('/pedidoshub', 'inst2-user1');
    await client.invoke('JoinPedidosGroup', 2);
    const seen = collect(client, 'NovoPedido');
    const connection = server.realtime.registry.byConnectionId(client.connectionId ?? '');
    assert.ok(connection);

    connection.dropSocket();
    await until(() => connection.state === 'detached' || connection.state === 'open', 2_000);
    await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        server.app.realtime.toInstitution('pedidos', 2, 'NovoPedido', [samplePedido({ numero: index + 1 })]),
      ),
    );
    await until(() => seen.length >= 25, 5_000, 'all 25');
    const marker = nextEvent(client, 'PedidoAtualizado');
    await server.app.realtime.toInstitution('pedidos', 2, 'PedidoAtualizado', [samplePedido()]);
    await marker;
    assert.deepEqual(
      seen.map(([pedido]) => (pedido as Pedido).numero),
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    assert.deepEqual(lifecycle, []);
    assert.equal(
      server.realtime.registry.byConnectionId(client.connectionId ?? ''),
      connection,
      'the same server-side connection',
    );
    await client.stop();
  });

  it('a browser leaving the page (close 1001) ends its connection at once; a lost socket is kept to be resumed', async () => {
    const left = await rawConnect(server.url, '/pedidoshub', 'inst1-user81', { stateful: true });
    const lost = await rawConnect(server.url, '/pedidoshub', 'inst1-user82', { stateful: true });
    assert.equal(server.realtime.registry.countUser(81), 1);
    assert.equal(server.realtime.registry.countUser(82), 1);

    // What Chromium sends when the page is reloaded, navigated away or closed.
    left.ws.close(1001);
    // A network that drops sends no close frame at all.
    lost.ws.terminate();
    await until(() => server.realtime.registry.countUser(81) === 0, 2_000, 'the left page’s connection ended');
    const kept = server.realtime.registry.byConnectionId(lost.connectionId);
    await until(() => kept?.state === 'detached', 2_000, 'the lost socket detached');
    assert.equal(server.realtime.registry.countUser(82), 1, 'kept for the reconnect window');
  });
});
