import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { HubConnection } from '@microsoft/signalr';
import type { StatusPedidoAtualizadoPayload } from '@colabora/shared/contracts';
import { samplePedido } from './testing/sample-pedido';
import { collect, connectClient, nextEvent, startTestServer, type TestServer } from './testing/test-server';
import { sampleChat, sampleMensagem } from '../modules/chat/testing/sample-chat';

let server: TestServer;
const clients: HubConnection[] = [];
async function connect(hub: '/pedidoshub' | '/chathub', token: string): Promise<HubConnection> {
  const client = await connectClient(server.url, hub, token);
  clients.push(client);
  return client;
}

before(async () => {
  server = await startTestServer();
});
after(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await server.close();
});

describe('/pedidoshub with the official client', () => {
  it("joins the caller's orders group, answers JoinedPedidosGroup and receives the three order events", async () => {
    const client = await connect('/pedidoshub', 'inst1-user1');
    const joined = nextEvent(client, 'JoinedPedidosGroup');
    await client.invoke('JoinPedidosGroup');
    assert.deepEqual(await joined, [1]);

    const events = ['NovoPedido', 'StatusPedidoAtualizado', 'PedidoAtualizado'].map((name) => nextEvent(client, name));
    const { realtime } = server.app;
    const novo = samplePedido({ idPedido: 10 });
    const pronto = samplePedido({ idPedido: 10, status: 'pronto' });
    const status: StatusPedidoAtualizadoPayload = {
      idPedido: 10,
      numero: 1,
      statusAnterior: 'em_preparo',
      status: 'pronto',
      alteradoEm: pronto.statusAlteradoEm,
      alteradoPor: { idUsuario: 1, nome: 'Usuário 1' },
      pedido: pronto,
    };
    const editado = samplePedido({ idPedido: 10, totalCentavos: 1250 });
    await realtime.toInstitution('pedidos', 1, 'NovoPedido', [novo]);
    await realtime.toInstitution('pedidos', 1, 'StatusPedidoAtualizado', [status]);
    await realtime.toInstitution('pedidos', 1, 'PedidoAtualizado', [editado]);
    assert.deepEqual(await Promise.all(events), [[novo], [status], [editado]]);
  });

  it('matches method names case-insensitively', async () => {
    const client = await connect('/pedidoshub', 'inst1-user2');
    const joined = nextEvent(client, 'JoinedPedidosGroup');
    await client.invoke('joinpedidosgroup', 1);
    assert.deepEqual(await joined, [1]);
  });

  it('stops delivering after LeavePedidosGroup', async () => {
    const leaver = await connect('/pedidoshub', 'inst1-user3');
    const stayer = await connect('/pedidoshub', 'inst1-user4');
    await leaver.invoke('JoinPedidosGroup');
    await stayer.invoke('JoinPedidosGroup');
    await leaver.invoke('LeavePedidosGroup');
    const leaverSeen = collect(leaver, 'NovoPedido');
    const received = nextEvent(stayer, 'NovoPedido');
    await server.app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [samplePedido({ idPedido: 11 })]);
    await received;
    // The stayer got it, and the leaver is served by the same loop: a ping-pong round trip later it still has nothing.
    await leaver.invoke('LeavePedidosGroup');
    assert.equal(leaverSeen.length, 0);
  });

  it('refuses the group of another institution with a hub error and joins nothing', async () => {
    const client = await connect('/pedidoshub', 'inst1-user5');
    await assert.rejects(client.invoke('JoinPedidosGroup', 2), /outra instituição/);
    const seen = collect(client, 'NovoPedido');
    const witness = await connect('/pedidoshub', 'inst2-user1');
    await witness.invoke('JoinPedidosGroup');
    const arrived = nextEvent(witness, 'NovoPedido');
    await server.app.realtime.toInstitution('pedidos', 2, 'NovoPedido', [samplePedido({ idPedido: 99 })]);
    await arrived;
    await client.invoke('LeavePedidosGroup'); // a round trip after the delivery
    assert.equal(seen.length, 0);
  });

  it('answers an unknown method or wrong argument count with a completion error', async () => {
    const client = await connect('/pedidoshub', 'inst1-user6');
    await assert.rejects(client.invoke('Nope'), /does not exist/);
    await assert.rejects(client.invoke('JoinPedidosGroup', 1, 2), /argument/);
    // The connection is still usable.
    await client.invoke('JoinPedidosGroup');
  });
});

describe('/chathub with the official client', () => {
  it('delivers every screen event to a user holding every screen, with its exact casing', async () => {
    const client = await connect('/chathub', 'inst1-user10');
    const names = ['NewChatCreated', 'ChatDeleted', 'ChatStatusChanged', 'EnvioMassaUpdate', 'ConversaAtualizada'];
    const events = names.map((name) => nextEvent(client, name));
    const { realtime } = server.app;
    await realtime.toInstitution('chat', 1, 'NewChatCreated', [{ idChat: 5, idInstituicao: 1 }]);
    await realtime.toInstitution('chat', 1, 'ChatDeleted', [{ IdChat: 5, IdInstituicao: 1 }]);
    await realtime.toInstitution('chat', 1, 'ChatStatusChanged', [
      { IdChat: 5, Status: 'resolvida', IdInstituicao: 1 },
    ]);
    await realtime.toInstitution('chat', 1, 'EnvioMassaUpdate', [
      {
        idEspecialistaCampanha: 3,
        status: 'enviado',
        telefone: '11999990001',
        ordem: 1,
        timestamp: '2025-01-01T00:00:00Z',
      },
    ]);
    await realtime.toInstitution('chat', 1, 'ConversaAtualizada', [sampleChat({ idChat: 5 })]);
    assert.deepEqual(await Promise.all(events), [
      [{ idChat: 5, idInstituicao: 1 }],
      [{ IdChat: 5, IdInstituicao: 1 }],
      [{ IdChat: 5, Status: 'resolvida', IdInstituicao: 1 }],
      [
        {
          idEspecialistaCampanha: 3,
          status: 'enviado',
          telefone: '11999990001',
          ordem: 1,
          timestamp: '2025-01-01T00:00:00Z',
        },
      ],
      [sampleChat({ idChat: 5 })],
    ]);
  });

  it('sends NewMessage to the room and UserTyping to the others with the signed-in name', async () => {
    const sender = await connect('/chathub', 'inst1-user11');
    const reader = await connect('/chathub', 'inst1-user12');
    await sender.invoke('JoinRoom', 7, 1);
    await reader.invoke('JoinRoom', '7', '1');
    const senderTyping = collect(sender, 'UserTyping');
    const typing = nextEvent(reader, 'UserTyping');
    await sender.send('SendTyping', 7, 'Nome forjado', true);
    assert.deepEqual(await typing, ['Usuário 11', true]);

    const messages = [nextEvent(sender, 'NewMessage'), nextEvent(reader, 'NewMessage')];
    const ola = sampleMensagem({ idChat: 7, texto: 'Olá' });
    await server.app.realtime.toRoom(1, 7, 'NewMessage', [ola]);
    assert.deepEqual(await Promise.all(messages), [[ola], [ola]]);
    assert.equal(senderTyping.length, 0, 'the typist does not hear itself');

    await reader.invoke('LeaveRoom', 7, 1);
    const afterLeave = collect(reader, 'NewMessage');
    const stillThere = nextEvent(sender, 'NewMessage');
    await server.app.realtime.toRoom(1, 7, 'NewMessage', [sampleMensagem({ idChat: 7, texto: 'De novo' })]);
    await stillThere;
    await reader.invoke('LeaveRoom', 7, 1);
    assert.equal(afterLeave.length, 0);
  });

  it("keeps institutions apart: another institution's room is refused and its events never arrive", async () => {
    const mine = await connect('/chathub', 'inst1-user13');
    const theirs = await connect('/chathub', 'inst2-user13');
    await assert.rejects(mine.invoke('JoinRoom', 7, 2), /outra instituição/);
    await theirs.invoke('JoinRoom', 7, 2);
    const mineSeen = ['NewMessage', 'NewChatCreated', 'ChatDeleted', 'UserTyping'].map((name) => collect(mine, name));
    const arrivals = [
      nextEvent(theirs, 'NewMessage'),
      nextEvent(theirs, 'NewChatCreated'),
      nextEvent(theirs, 'ChatDeleted'),
    ];
    await server.app.realtime.toRoom(2, 7, 'NewMessage', [sampleMensagem({ idChat: 7, texto: 'vizinha' })]);
    await server.app.realtime.toInstitution('chat', 2, 'NewChatCreated', [{ idChat: 8, idInstituicao: 2 }]);
    await server.app.realtime.toInstitution('chat', 2, 'ChatDeleted', [{ IdChat: 8, IdInstituicao: 2 }]);
    await mine.send('SendTyping', 7, 'x', true); // room 7 of institution 1, not 2
    await Promise.all(arrivals);
    await mine.invoke('LeaveRoom', 7, 1);
    assert.deepEqual(
      mineSeen.map((seen) => seen.length),
      [0, 0, 0, 0],
    );
  });

  it('targets a user and a connection, with exclusions, within the institution only', async () => {
    const a = await connect('/chathub', 'inst1-user20');
    const b = await connect('/chathub', 'inst1-user20');
    const c = await connect('/chathub', 'inst1-user21');
    const { realtime } = server.app;
    const both = [nextEvent(a, 'ConversaAtualizada'), nextEvent(b, 'ConversaAtualizada')];
    const paraUsuario = sampleChat({ idChat: 20 });
    await realtime.toUser('chat', 1, 20, 'ConversaAtualizada', [paraUsuario]);
    assert.deepEqual(await Promise.all(both), [[paraUsuario], [paraUsuario]]);

    const onlyB = nextEvent(b, 'NewMessage');
    const aSeen = collect(a, 'NewMessage');
    await realtime.toConnection('chat', 1, b.connectionId ?? '', 'NewMessage', [sampleMensagem({ idMensagem: 1 })]);
    // wrong institution: dropped
    await realtime.toConnection('chat', 2, a.connectionId ?? '', 'NewMessage', [sampleMensagem({ idMensagem: 2 })]);
    assert.deepEqual(await onlyB, [sampleMensagem({ idMensagem: 1 })]);

    const cGets = nextEvent(c, 'NewChatCreated');
    const aBroadcast = collect(a, 'NewChatCreated');
    await realtime.toInstitution('chat', 1, 'NewChatCreated', [{ idChat: 9, idInstituicao: 1 }], {
      exceptUserIds: [20],
    });
    await cGets;
    await a.invoke('LeaveRoom', 1, 1);
    assert.equal(aBroadcast.length, 0);
    assert.equal(aSeen.length, 0);
  });
});
