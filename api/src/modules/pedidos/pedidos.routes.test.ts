import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type {
  CatalogoItem,
  Pedido,
  PedidoInput,
  PedidosHubEvents,
  PedidosPage,
  StatusPedidoAtualizadoPayload,
} from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildClient, collect, nextEvent } from '../../realtime/testing/test-server';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { isoDay, saoPauloParts } from '../../time/sao-paulo';

type Published = {
  event: keyof PedidosHubEvents;
  idInstituicao: number;
  arg: unknown;
};

/** Records what the routes hand to app.realtime (the hub delivery itself has its own test below). */
function spyOnRealtime(app: FastifyInstance): { published: Published[]; restore(): void } {
  const published: Published[] = [];
  const original = app.realtime.toInstitution;
  app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
    if (hub === 'pedidos') published.push({ event: event as keyof PedidosHubEvents, idInstituicao, arg: args[0] });
    return original(hub, idInstituicao, event, args, opts);
  }) as typeof original;
  return {
    published,
    restore() {
      app.realtime.toInstitution = original;
    },
  };
}

describeWithApp('/api/pedidos', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let catalogo: CatalogoItem[];

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    const response = await app.inject({ url: '/api/pedidos/catalogo', headers: bearer(gestor) });
    catalogo = (response.json() as { data: CatalogoItem[] }).data;
  });

  const produto = (nome: string): CatalogoItem => {
    const found = catalogo.find((item) => item.nome === nome);
    if (!found) throw new Error(`${nome} não está no catálogo de teste`);
    return found;
  };

  function novoPedido(overrides: Partial<PedidoInput> = {}): PedidoInput {
    return {
      cliente: { nome: 'Cliente de Teste', telefone: '(11) 98888-7777' },
      itens: [
        { idProdutoServico: produto('X-Burguer').idProdutoServico, quantidade: 2 },
        { idProdutoServico: produto('Refrigerante lata').idProdutoServico, quantidade: 3 },
      ],
      observacoes: 'Sem cebola',
      formaPagamento: 'pix',
      origem: 'whatsapp',
      ...overrides,
    };
  }

  async function create(token: string, body: object = novoPedido()) {
    return getApp().app.inject({ method: 'POST', url: '/api/pedidos', headers: bearer(token), payload: body });
  }

  async function createOk(body?: object): Promise<Pedido> {
    const response = await create(gestor, body);
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: Pedido }).data;
  }

  async function move(token: string, idPedido: number, status: string) {
    return getApp().app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${idPedido}/status`,
      headers: bearer(token),
      payload: { status },
    });
  }

  async function list(token: string, query = ''): Promise<PedidosPage> {
    const response = await getApp().app.inject({ url: `/api/pedidos${query}`, headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: PedidosPage }).data;
  }

  describe('creating an order', () => {
    it('numbers it after the last one, prices it from the catalogue and sums the total on the server', async () => {
      const before = await list(gestor, '?pageSize=1');
      const pedido = await createOk();
      assert.equal(pedido.numero, (before.items[0]?.numero ?? 0) + 1);
      assert.equal(pedido.status, 'novo');
      assert.deepEqual(pedido.cliente, { nome: 'Cliente de Teste', telefone: '11988887777' });
      const xBurguer = produto('X-Burguer').precoCentavos;
      const refri = produto('Refrigerante lata').precoCentavos;
      assert.deepEqual(
        pedido.itens.map((item) => [
          item.descricao,
          item.quantidade,
          item.precoUnitarioCentavos,
          item.subtotalCentavos,
        ]),
        [
          ['X-Burguer', 2, xBurguer, 2 * xBurguer],
          ['Refrigerante lata', 3, refri, 3 * refri],
        ],
      );
      assert.equal(pedido.totalCentavos, 2 * xBurguer + 3 * refri);
      assert.deepEqual(pedido.criadoPor, { idUsuario: DEMO_USERS.gestor.id, nome: DEMO_USERS.gestor.nome });
      assert.deepEqual(
        pedido.historico.map((change) => [change.statusAnterior, change.status, change.alteradoPor?.nome]),
        [[null, 'novo', 'Ana Souza']],
      );
    });

    it('refuses a total or a price sent by the client', async () => {
      const response = await create(gestor, { ...novoPedido(), totalCentavos: 1 });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: 'Campo não permitido: totalCentavos.' });
      const withPrice = await create(gestor, {
        ...novoPedido(),
        itens: [{ idProdutoServico: produto('X-Burguer').idProdutoServico, quantidade: 1, precoUnitarioCentavos: 1 }],
      });
      assert.equal(withPrice.statusCode, 400);
    });

    it('gives concurrent orders distinct consecutive numbers', async () => {
      const created = await Promise.all(Array.from({ length: 6 }, () => createOk()));
      const numbers = created.map((pedido) => pedido.numero).sort((a, b) => a - b);
      assert.equal(new Set(numbers).size, 6);
      assert.equal((numbers.at(-1) ?? 0) - (numbers[0] ?? 0), 5);
    });

    it('answers 400 in pt-BR for missing items, a bad phone, an inactive or unknown product', async () => {
      const cases: [object, string][] = [
        [novoPedido({ itens: [] }), 'Adicione ao menos um item.'],
        [novoPedido({ cliente: { nome: 'Ana', telefone: '123' } }), 'Telefone inválido: informe DDD e número.'],
        [
          novoPedido({ itens: [{ idProdutoServico: 999_999, quantidade: 1 }] }),
          'Item 1: produto ou serviço não encontrado no catálogo.',
        ],
        [novoPedido({ itens: [{ idProdutoServico: 1, quantidade: 0 }] }), 'A quantidade mínima é 1.'],
      ];
      for (const [body, message] of cases) {
        const response = await create(gestor, body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.equal((response.json() as { message: string }).message, message);
      }
      const { app } = getApp();
      const [inativo] = await app.db.query<{ id: number }>(
        `select id from produto_servico where ativo = false and id_instituicao = $1`,
        [DEMO_USERS.gestor.idInstituicao],
      );
      assert.ok(inativo);
      const response = await create(gestor, novoPedido({ itens: [{ idProdutoServico: inativo.id, quantidade: 1 }] }));
      assert.equal(response.statusCode, 400);
      assert.match((response.json() as { message: string }).message, /está inativo no catálogo/);
    });

    it('publishes NovoPedido with the order to the institution, after the write', async () => {
      const spy = spyOnRealtime(getApp().app);
      try {
        const pedido = await createOk();
        assert.deepEqual(spy.published, [
          { event: 'NovoPedido', idInstituicao: DEMO_USERS.gestor.idInstituicao, arg: pedido },
        ]);
      } finally {
        spy.restore();
      }
    });
  });

  describe('the customer becomes a contact', () => {
    const contatos = (telefone: string) =>
      getApp().app.db.query<{ nome: string; idInstituicao: number }>(
        'select nome, id_instituicao as "idInstituicao" from contatos where telefone = $1 order by id',
        [telefone],
      );

    it('creates the contact of a new phone, and never duplicates nor renames a known one', async () => {
      const cliente = { nome: 'Dona Teresinha', telefone: '(11) 97777-3131' };
      await createOk(novoPedido({ cliente }));
      assert.deepEqual(await contatos('11977773131'), [
        { nome: 'Dona Teresinha', idInstituicao: DEMO_USERS.gestor.idInstituicao },
      ]);
      await createOk(novoPedido({ cliente: { ...cliente, nome: 'Teresa' } }));
      assert.deepEqual(
        (await contatos('11977773131')).map((c) => c.nome),
        ['Dona Teresinha'],
      );
    });

    it('names a known contact that has no name yet (only its phone)', async () => {
      await getApp().app.db.query(
        "insert into contatos (id_instituicao, nome, telefone, origem) values ($1, '11977773232', '11977773232', 'whatsapp')",
        [DEMO_USERS.gestor.idInstituicao],
      );
      await createOk(novoPedido({ cliente: { nome: 'Seu Jorge', telefone: '11977773232' } }));
      assert.deepEqual(
        (await contatos('11977773232')).map((c) => c.nome),
        ['Seu Jorge'],
      );
    });

    it('writes no contact for an order without a phone', async () => {
      const { app } = getApp();
      const count = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from contatos'))[0]?.n;
      const before = await count();
      await createOk(novoPedido({ cliente: { nome: 'Sem Telefone', telefone: null } }));
      assert.equal(await count(), before);
    });
  });

  describe('moving an order', () => {
    it('follows novo → em preparo → pronto → entregue, recording when and who, with one event each', async () => {
      const pedido = await createOk();
      const spy = spyOnRealtime(getApp().app);
      const answered: Pedido[] = [];
      try {
        for (const status of ['em_preparo', 'pronto', 'entregue']) {
          const response = await move(gestor, pedido.idPedido, status);
          assert.equal(response.statusCode, 200, response.body);
          assert.equal((response.json() as { data: Pedido }).data.status, status);
          answered.push((response.json() as { data: Pedido }).data);
        }
      } finally {
        spy.restore();
      }
      const payloads = spy.published.map((event) => event.arg as StatusPedidoAtualizadoPayload);
      // One shape for every order event: the whole order, history included, as the route answers it.
      assert.deepEqual(
        payloads.map((payload) => payload.pedido),
        answered,
      );
      assert.deepEqual(
        payloads.map((payload) => [
          payload.statusAnterior,
          payload.status,
          payload.pedido.status,
          payload.alteradoPor.nome,
        ]),
        [
          ['novo', 'em_preparo', 'em_preparo', 'Ana Souza'],
          ['em_preparo', 'pronto', 'pronto', 'Ana Souza'],
          ['pronto', 'entregue', 'entregue', 'Ana Souza'],
        ],
      );
      assert.ok(spy.published.every((event) => event.event === 'StatusPedidoAtualizado'));
      const detail = (
        await getApp().app.inject({ url: `/api/pedidos/${pedido.idPedido}`, headers: bearer(gestor) })
      ).json() as {
        data: Pedido;
      };
      assert.deepEqual(
        detail.data.historico.map((change) => change.status),
        ['novo', 'em_preparo', 'pronto', 'entregue'],
      );
      const times = detail.data.historico.map((change) => Date.parse(change.alteradoEm));
      assert.deepEqual(
        [...times].sort((a, b) => a - b),
        times,
      );
    });

    it('answers 409 with the pt-BR reason for a move the workflow does not allow, and changes nothing', async () => {
      const pedido = await createOk();
      await move(gestor, pedido.idPedido, 'em_preparo');
      await move(gestor, pedido.idPedido, 'pronto');
      const spy = spyOnRealtime(getApp().app);
      try {
        const back = await move(gestor, pedido.idPedido, 'novo');
        assert.equal(back.statusCode, 409);
        assert.deepEqual(back.json(), {
          success: false,
          message: 'Não é possível mudar o pedido de "Pronto" para "Novo".',
        });
        const same = await move(gestor, pedido.idPedido, 'pronto');
        assert.equal(same.statusCode, 409);
        assert.equal((same.json() as { message: string }).message, 'O pedido já está "Pronto".');
      } finally {
        spy.restore();
      }
      assert.deepEqual(spy.published, []);
      const cancelled = await move(gestor, pedido.idPedido, 'cancelado');
      assert.equal(cancelled.statusCode, 200);
      const again = await move(gestor, pedido.idPedido, 'entregue');
      assert.equal(again.statusCode, 409);
      assert.equal(
        (again.json() as { message: string }).message,
        'Não é possível mudar o pedido de "Cancelado" para "Entregue".',
      );
    });

    it('lets only one of two simultaneous cancellations through', async () => {
      const pedido = await createOk();
      const results = await Promise.all([
        move(gestor, pedido.idPedido, 'cancelado'),
        move(gestor, pedido.idPedido, 'cancelado'),
      ]);
      assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 409]);
    });

    it('answers 400 for an unknown status', async () => {
      const response = await move(gestor, 1, 'voando');
      assert.equal(response.statusCode, 400);
      assert.equal((response.json() as { message: string }).message, 'Status inválido.');
    });
  });

  describe('editing an order', () => {
    it('recomputes the total, keeps the price quoted for items already on it and publishes PedidoAtualizado', async () => {
      const { app } = getApp();
      const pedido = await createOk();
      const xBurguer = produto('X-Burguer');
      const cafe = produto('Café expresso');
      // The catalogue price changes after the order was taken.
      await app.db.query('update produto_servico set preco_centavos = preco_centavos + 1000 where id = $1', [
        xBurguer.idProdutoServico,
      ]);
      const spy = spyOnRealtime(app);
      try {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/pedidos/${pedido.idPedido}`,
          headers: bearer(gestor),
          payload: novoPedido({
            cliente: { nome: 'Outro Nome', telefone: null },
            itens: [
              { idProdutoServico: xBurguer.idProdutoServico, quantidade: 1 },
              { idProdutoServico: cafe.idProdutoServico, quantidade: 2 },
            ],
          }),
        });
        assert.equal(response.statusCode, 200, response.body);
        const updated = (response.json() as { data: Pedido }).data;
        assert.equal(updated.numero, pedido.numero);
        assert.deepEqual(updated.cliente, { nome: 'Outro Nome', telefone: null });
        assert.equal(updated.totalCentavos, xBurguer.precoCentavos + 2 * cafe.precoCentavos);
        assert.deepEqual(
          spy.published.map((event) => [event.event, (event.arg as Pedido).totalCentavos]),
          [['PedidoAtualizado', updated.totalCentavos]],
        );
      } finally {
        spy.restore();
        await app.db.query('update produto_servico set preco_centavos = preco_centavos - 1000 where id = $1', [
          xBurguer.idProdutoServico,
        ]);
      }
    });

    it('answers 409 once the order is delivered or cancelled', async () => {
      const pedido = await createOk();
      await move(gestor, pedido.idPedido, 'cancelado');
      const response = await getApp().app.inject({
        method: 'PUT',
        url: `/api/pedidos/${pedido.idPedido}`,
        headers: bearer(gestor),
        payload: novoPedido(),
      });
      assert.equal(response.statusCode, 409);
      assert.equal(
        (response.json() as { message: string }).message,
        'Um pedido "Cancelado" não pode mais ser editado.',
      );
    });
  });

  describe('listing orders', () => {
    it('pages newest first with totals over every matching order', async () => {
      const all = await list(gestor, '?pageSize=200');
      const first = await list(gestor, '?pageSize=5&page=1');
      const second = await list(gestor, '?pageSize=5&page=2');
      assert.equal(first.total, all.total);
      assert.deepEqual(
        [...first.items, ...second.items].map((pedido) => pedido.idPedido),
        all.items.slice(0, 10).map((pedido) => pedido.idPedido),
      );
      const counted = Object.values(all.totals.porStatus).reduce((sum, group) => sum + group.quantidade, 0);
      assert.equal(counted, all.total);
      const money = all.items
        .filter((pedido) => pedido.status !== 'cancelado')
        .reduce((sum, pedido) => sum + pedido.totalCentavos, 0);
      assert.equal(all.totals.totalCentavos, money);
      assert.deepEqual(first.totals, all.totals);
    });

    it('filters by status, text (name, number, phone) and period', async () => {
      const pedido = await createOk(novoPedido({ cliente: { nome: 'Zuleica Filtrável', telefone: '11977776666' } }));
      const byStatus = await list(gestor, '?status=novo,pronto&pageSize=200');
      assert.ok(byStatus.items.every((item) => item.status === 'novo' || item.status === 'pronto'));
      assert.ok(byStatus.items.some((item) => item.idPedido === pedido.idPedido));
      for (const q of ['zuleica', `%23${pedido.numero}`, '77776666']) {
        const found = await list(gestor, `?q=${q}`);
        assert.deepEqual(
          found.items.map((item) => item.idPedido),
          [pedido.idPedido],
          q,
        );
      }
      const future = await list(gestor, '?de=2999-01-01');
      assert.equal(future.total, 0);
      const today = isoDay(saoPauloParts(new Date()).day);
      const todays = await list(gestor, `?de=${today}&ate=${today}&q=zuleica`);
      assert.equal(todays.total, 1);
      const bad = await getApp().app.inject({
        url: '/api/pedidos?de=2025-02-10&ate=2025-02-01',
        headers: bearer(gestor),
      });
      assert.equal(bad.statusCode, 400);
      const badStatus = await getApp().app.inject({ url: '/api/pedidos?status=perdido', headers: bearer(gestor) });
      assert.equal(badStatus.statusCode, 400);
    });
  });

  describe('permissions (crud letters of the Pedidos menu item)', () => {
    it('lets the atendente (R) read but not create, edit or move', async () => {
      const pedido = await createOk();
      assert.equal((await list(atendente)).total > 0, true);
      assert.equal((await create(atendente)).statusCode, 403);
      assert.equal((await move(atendente, pedido.idPedido, 'em_preparo')).statusCode, 403);
      const put = await getApp().app.inject({
        method: 'PUT',
        url: `/api/pedidos/${pedido.idPedido}`,
        headers: bearer(atendente),
        payload: novoPedido(),
      });
      assert.equal(put.statusCode, 403);
    });

    it('grants exactly the letters of the profile', async () => {
      const { app } = getApp();
      const set = (crud: string) =>
        app.db.query(
          `update perfil_menu set crud = $2 where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'pedidos')`,
          [DEMO_USERS.atendente.idPerfil, crud],
        );
      await set('CRU');
      try {
        const created = await create(atendente);
        assert.equal(created.statusCode, 201);
        const { idPedido } = (created.json() as { data: Pedido }).data;
        assert.equal((await move(atendente, idPedido, 'em_preparo')).statusCode, 200);
      } finally {
        await set('R');
      }
    });

    it('answers 401 without a token', async () => {
      const { app } = getApp();
      assert.equal((await app.inject({ url: '/api/pedidos' })).statusCode, 401);
      assert.equal((await app.inject({ method: 'POST', url: '/api/pedidos', payload: novoPedido() })).statusCode, 401);
    });
  });

  describe('tenant isolation', () => {
    it("never shows, moves or edits another institution's order, and never tells it apart from a missing one", async () => {
      const { app } = getApp();
      const pedido = await createOk();
      const theirs = await list(vizinha, '?pageSize=200');
      assert.ok(theirs.total > 0);
      assert.ok(!theirs.items.some((item) => item.idPedido === pedido.idPedido));
      assert.ok(!theirs.items.some((item) => item.cliente.nome === 'Cliente de Teste'));

      const get = await app.inject({ url: `/api/pedidos/${pedido.idPedido}`, headers: bearer(vizinha) });
      const missing = await app.inject({ url: '/api/pedidos/999999', headers: bearer(vizinha) });
      assert.equal(get.statusCode, 404);
      assert.deepEqual(get.json(), missing.json());
      assert.equal((await move(vizinha, pedido.idPedido, 'cancelado')).statusCode, 404);
      const put = await app.inject({
        method: 'PUT',
        url: `/api/pedidos/${pedido.idPedido}`,
        headers: bearer(vizinha),
        payload: { ...novoPedido(), itens: [{ idProdutoServico: 1, quantidade: 1 }] },
      });
      assert.equal(put.statusCode, 404);
      const still = (await app.inject({ url: `/api/pedidos/${pedido.idPedido}`, headers: bearer(gestor) })).json() as {
        data: Pedido;
      };
      assert.equal(still.data.status, 'novo');
    });

    it("refuses another institution's product in an order", async () => {
      const theirCatalogue = (
        (await getApp().app.inject({ url: '/api/pedidos/catalogo', headers: bearer(vizinha) })).json() as {
          data: CatalogoItem[];
        }
      ).data;
      assert.ok(
        !theirCatalogue.some((item) => catalogo.some((mine) => mine.idProdutoServico === item.idProdutoServico)),
      );
      const response = await create(
        gestor,
        novoPedido({ itens: [{ idProdutoServico: theirCatalogue[0]?.idProdutoServico ?? 0, quantidade: 1 }] }),
      );
      assert.equal(response.statusCode, 400);
    });

    it('numbers orders per institution', async () => {
      const theirs = await list(vizinha, '?pageSize=1');
      const response = await create(
        vizinha,
        novoPedido({ itens: [{ idProdutoServico: (await vizinhaCatalogue())[0] ?? 0, quantidade: 1 }] }),
      );
      assert.equal(response.statusCode, 201, response.body);
      assert.equal((response.json() as { data: Pedido }).data.numero, (theirs.items[0]?.numero ?? 0) + 1);
    });

    async function vizinhaCatalogue(): Promise<number[]> {
      const response = await getApp().app.inject({ url: '/api/pedidos/catalogo', headers: bearer(vizinha) });
      return (response.json() as { data: CatalogoItem[] }).data.map((item) => item.idProdutoServico);
    }
  });

  describe('live delivery through /pedidoshub', () => {
    let url: string;
    const clients: HubConnection[] = [];

    before(async () => {
      const { app } = getApp();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('sem porta');
      url = `http://127.0.0.1:${address.port}`;
    });
    after(async () => {
      await Promise.all(clients.map((client) => client.stop()));
    });

    async function joined(token: string): Promise<HubConnection> {
      const client = buildClient(url, '/pedidoshub', token);
      clients.push(client);
      await client.start();
      await client.invoke('JoinPedidosGroup');
      return client;
    }

    it("reaches the institution's other staff and nobody of another institution", async () => {
      const colleague = await joined(atendente);
      const neighbour = await joined(vizinha);
      const neighbourEvents = [
        ...['NovoPedido', 'StatusPedidoAtualizado', 'PedidoAtualizado'].map((method) => collect(neighbour, method)),
      ];

      const arriving = nextEvent(colleague, 'NovoPedido');
      const pedido = await createOk();
      const [novo] = (await arriving) as [Pedido];
      assert.equal(novo.idPedido, pedido.idPedido);
      assert.equal(novo.totalCentavos, pedido.totalCentavos);

      const moving = nextEvent(colleague, 'StatusPedidoAtualizado');
      await move(gestor, pedido.idPedido, 'em_preparo');
      const [status] = (await moving) as [StatusPedidoAtualizadoPayload];
      assert.deepEqual(
        [status.idPedido, status.statusAnterior, status.status],
        [pedido.idPedido, 'novo', 'em_preparo'],
      );

      // The neighbour's own order proves its connection works, and that it saw nothing before it.
      const own = nextEvent(neighbour, 'NovoPedido');
      const response = await create(vizinha, {
        ...novoPedido(),
        itens: [
          {
            idProdutoServico:
              (await getApp().app.inject({ url: '/api/pedidos/catalogo', headers: bearer(vizinha) })).json<{
                data: CatalogoItem[];
              }>().data[0]?.idProdutoServico ?? 0,
            quantidade: 1,
          },
        ],
      });
      assert.equal(response.statusCode, 201, response.body);
      await own;
      assert.deepEqual(
        neighbourEvents.map((events) => events.length),
        [1, 0, 0],
      );
    });
  });
});
