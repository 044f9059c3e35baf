/**
 * Issue #11, item 1, as it was found: the whole API on a real port, the official SignalR client,
 * real sign-ins. A profile without the Pedidos screen gets no order; a profile that loses it
 * while connected is disconnected and cannot come back; a room must be an existing chat.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { FORMAS_PAGAMENTO, PEDIDO_ORIGENS, type UsuarioCriado } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { bearer, loginAs } from './login-as';

const MENU = { pedidos: 1, chat: 3 } as const;

describeWithApp('hub permissions, from outside', (getApp) => {
  let url = '';
  let ana: Record<string, string>;
  const clients: HubConnection[] = [];

  function client(hub: '/pedidoshub' | '/chathub', token: string, reconnect = false): HubConnection {
    const builder = new HubConnectionBuilder()
      .withUrl(url + hub, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
      .configureLogging(LogLevel.None);
    if (reconnect) builder.withAutomaticReconnect([0, 200]);
    const connection = builder.build();
    clients.push(connection);
    return connection;
  }

  /** A user of Demonstração whose profile grants exactly `permissoes`; returns their token. */
  async function userWith(nome: string, telefone: string, permissoes: object[]) {
    const { app } = getApp();
    const perfil = await app.inject({
      method: 'POST',
      url: '/api/perfis',
      headers: ana,
      payload: { nome: `Perfil ${nome}`, permissoes },
    });
    assert.equal(perfil.statusCode, 201, perfil.body);
    const idPerfil = perfil.json().data.idPerfil as number;
    const created = await app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: ana,
      payload: { nome, telefone, email: '', idPerfil, gestor: false },
    });
    const { senhaTemporaria } = (created.json() as { data: UsuarioCriado }).data;
    return { idPerfil, token: (await loginAs(app, { telefone }, senhaTemporaria)).token };
  }

  before(async () => {
    const { app } = getApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    url = `http://127.0.0.1:${address.port}`;
    ana = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
  });
  after(async () => {
    await Promise.all(clients.map((connection) => connection.stop()));
  });

  it('gives no order to a profile without the Pedidos screen, and every order to one with it', async () => {
    const { app } = getApp();
    const semPedidos = await userWith('Caio Chat', '11966660001', [{ idMenu: MENU.chat, crud: 'R' }]);
    const outsider = client('/pedidoshub', semPedidos.token);
    await assert.rejects(outsider.start(), /403/);

    const gestora = client('/pedidoshub', (await loginAs(app, DEMO_USERS.gestor)).token);
    await gestora.start();
    await gestora.invoke('JoinPedidosGroup');
    const novo = new Promise<unknown[]>((resolve) => gestora.on('NovoPedido', (...args: unknown[]) => resolve(args)));
    const [produto] = await app.db.query<{ id: number }>(
      'select id from produto_servico where id_instituicao = $1 and ativo order by id limit 1',
      [DEMO_INSTITUICOES.demo.id],
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: ana,
      payload: {
        cliente: { nome: 'Cliente do teste', telefone: '(11) 98888-7777' },
        itens: [{ idProdutoServico: produto?.id, quantidade: 1 }],
        observacoes: null,
        formaPagamento: FORMAS_PAGAMENTO[0],
        origem: PEDIDO_ORIGENS[0],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const [pedido] = (await novo) as [{ cliente: { nome: string } }];
    assert.equal(pedido.cliente.nome, 'Cliente do teste');
  });

  it('disconnects a user whose profile loses the screen, and lets them back in only with it', async () => {
    const { app } = getApp();
    const leitor = await userWith('Lia Leitora', '11966660002', [{ idMenu: MENU.pedidos, crud: 'R' }]);
    const connection = client('/pedidoshub', leitor.token, true);
    await connection.start();
    await connection.invoke('JoinPedidosGroup');
    const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
    const ended = new Promise<void>((resolve) => connection.onclose(() => resolve()));
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/perfis/${leitor.idPerfil}`,
      headers: ana,
      payload: { nome: 'Perfil Lia Leitora', permissoes: [{ idMenu: MENU.chat, crud: 'R' }] },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    // Closed with allowReconnect, so it tries again at once: negotiate refuses (403), and once the
    // retries are spent the client is closed for good.
    assert.match(String(await reconnecting), /Suas permissões foram alteradas/);
    await ended;
    assert.equal(connection.state, 'Disconnected');
  });

  it('refuses a room that is not a chat of the caller’s institution', async () => {
    const { app } = getApp();
    const chat = client('/chathub', (await loginAs(app, DEMO_USERS.gestor)).token);
    await chat.start();
    await assert.rejects(
      chat.invoke('JoinRoom', 987_654, DEMO_INSTITUICOES.demo.id),
      /conversa não encontrada nesta instituição/,
    );
  });
});
