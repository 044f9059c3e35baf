import {
  canTransition,
  nextStatus,
  type FormaPagamento,
  type PedidoOrigem,
  type PedidoStatus,
} from '@colabora/shared/contracts';
import { changeStatus, createPedido } from '../modules/pedidos/pedidos.commands';
import { insertProduto } from '../modules/produtos/produtos.repository';
import type { Db, Queryable } from '../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from './demo-data';

const SEED_LOCK = 4_272_019_003;

type DemoProduto = [nome: string, categoria: string, precoCentavos: number, descricao: string | null, ativo?: boolean];

const CATALOGO_DEMO: DemoProduto[] = [
  ['X-Burguer', 'Lanches', 2590, 'Pão brioche, hambúrguer 150 g, queijo prato e maionese da casa.'],
  ['X-Salada', 'Lanches', 2790, 'Hambúrguer 150 g, queijo, alface, tomate e cebola roxa.'],
  ['Misto quente', 'Lanches', 1400, 'Pão de forma, presunto e queijo na chapa.'],
  ['Coxinha de frango', 'Salgados', 750, 'Com catupiry.'],
  ['Pão de queijo (6 un.)', 'Salgados', 1200, null],
  ['Prato feito', 'Pratos', 3200, 'Arroz, feijão, bife acebolado, salada e batata frita.'],
  ['Café expresso', 'Bebidas', 650, null],
  ['Suco de laranja 500 ml', 'Bebidas', 1100, 'Natural, sem açúcar.'],
  ['Refrigerante lata', 'Bebidas', 700, null],
  ['Água mineral', 'Bebidas', 450, null],
  ['Bolo de cenoura (fatia)', 'Sobremesas', 900, 'Com cobertura de chocolate.'],
  ['Taxa de entrega', 'Serviços', 800, 'Entrega em até 3 km.'],
  ['Açaí 300 ml', 'Sobremesas', 1800, 'Fora de temporada.', false],
];

const CATALOGO_VIZINHA: DemoProduto[] = [
  ['Corte de cabelo', 'Serviços', 4500, null],
  ['Barba', 'Serviços', 3000, null],
  ['Pomada modeladora', 'Produtos', 3890, null],
];

const CLIENTES = [
  ['Maria da Silva', '11987654321'],
  ['João Pereira', '11976543210'],
  ['Fernanda Costa', null],
  ['Carlos Oliveira', '1133334444'],
  ['Patrícia Santos', '11965432109'],
  ['Rafael Almeida', null],
  ['Juliana Rocha', '11954321098'],
  ['Lucas Martins', '11943210987'],
] as const;

const ORIGENS: PedidoOrigem[] = ['balcao', 'whatsapp', 'telefone', 'whatsapp'];
const PAGAMENTOS: FormaPagamento[] = ['pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'pix'];

type DemoPedido = { horasAtras: number; status: PedidoStatus; itens: [number, number][]; observacoes?: string };

/** ~20 orders: the open ones from today, delivered and cancelled ones over the last week. */
const PEDIDOS_DEMO: DemoPedido[] = [
  {
    horasAtras: 150,
    status: 'entregue',
    itens: [
      [0, 2],
      [8, 2],
    ],
  },
  {
    horasAtras: 142,
    status: 'entregue',
    itens: [
      [5, 1],
      [7, 1],
    ],
  },
  { horasAtras: 128, status: 'cancelado', itens: [[1, 1]], observacoes: 'Cliente desistiu.' },
  {
    horasAtras: 120,
    status: 'entregue',
    itens: [
      [3, 6],
      [8, 3],
    ],
  },
  {
    horasAtras: 100,
    status: 'entregue',
    itens: [
      [6, 2],
      [10, 2],
    ],
  },
  {
    horasAtras: 96,
    status: 'entregue',
    itens: [
      [5, 2],
      [11, 1],
    ],
  },
  {
    horasAtras: 76,
    status: 'entregue',
    itens: [
      [2, 1],
      [6, 1],
    ],
  },
  {
    horasAtras: 72,
    status: 'cancelado',
    itens: [
      [0, 1],
      [9, 1],
    ],
  },
  {
    horasAtras: 52,
    status: 'entregue',
    itens: [
      [4, 2],
      [6, 2],
    ],
  },
  {
    horasAtras: 49,
    status: 'entregue',
    itens: [
      [1, 3],
      [8, 3],
      [11, 1],
    ],
  },
  { horasAtras: 28, status: 'entregue', itens: [[5, 1]] },
  {
    horasAtras: 26,
    status: 'entregue',
    itens: [
      [0, 1],
      [7, 1],
    ],
  },
  { horasAtras: 5, status: 'entregue', itens: [[3, 4]] },
  {
    horasAtras: 3,
    status: 'pronto',
    itens: [
      [0, 2],
      [8, 2],
    ],
    observacoes: 'Sem cebola no segundo lanche.',
  },
  {
    horasAtras: 2.5,
    status: 'pronto',
    itens: [
      [6, 1],
      [4, 1],
    ],
  },
  {
    horasAtras: 2,
    status: 'em_preparo',
    itens: [
      [5, 2],
      [9, 2],
    ],
  },
  {
    horasAtras: 1.5,
    status: 'em_preparo',
    itens: [
      [1, 1],
      [7, 1],
      [11, 1],
    ],
    observacoes: 'Troco para R$ 50,00.',
  },
  {
    horasAtras: 1,
    status: 'novo',
    itens: [
      [2, 2],
      [6, 2],
    ],
  },
  { horasAtras: 0.6, status: 'novo', itens: [[10, 3]] },
  {
    horasAtras: 0.3,
    status: 'novo',
    itens: [
      [0, 1],
      [3, 2],
      [8, 1],
    ],
    observacoes: 'Entregar no portão lateral.',
  },
];

const PEDIDOS_VIZINHA: DemoPedido[] = [
  {
    horasAtras: 30,
    status: 'entregue',
    itens: [
      [0, 1],
      [1, 1],
    ],
  },
  { horasAtras: 4, status: 'em_preparo', itens: [[0, 1]] },
  { horasAtras: 1, status: 'novo', itens: [[2, 1]] },
];

/** The statuses an order goes through from 'novo' to `target` (cancelled ones from their last step). */
function pathTo(target: PedidoStatus, index: number): PedidoStatus[] {
  if (target === 'novo') return [];
  if (target === 'cancelado') return index % 2 === 0 ? ['cancelado'] : ['em_preparo', 'cancelado'];
  const path: PedidoStatus[] = [];
  let current: PedidoStatus = 'novo';
  while (current !== target) {
    const next = nextStatus(current);
    if (!next) throw new Error(`seed: ${target} inalcançável`);
    path.push(next);
    current = next;
  }
  return path;
}

async function idByTelefone(tx: Queryable, telefone: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>('select id from usuario where telefone = $1', [telefone]);
  return row?.id ?? null;
}

async function seedInstituicao(
  tx: Queryable,
  codigo: string,
  telefones: string[],
  catalogo: DemoProduto[],
  pedidos: DemoPedido[],
): Promise<void> {
  const [inst] = await tx.query<{ id: number }>('select id from instituicao where codigo = $1', [codigo]);
  if (!inst) return;
  const [existing] = await tx.query<{ n: number }>(
    'select count(*)::int as n from produto_servico where id_instituicao = $1',
    [inst.id],
  );
  // Idempotent: an institution that already has a catalogue keeps what staff made of it.
  if (existing && existing.n > 0) return;
  const usuarios = (await Promise.all(telefones.map((telefone) => idByTelefone(tx, telefone)))).filter(
    (id): id is number => id !== null,
  );
  if (usuarios.length === 0) return;

  const produtos: number[] = [];
  for (const [nome, categoria, precoCentavos, descricao, ativo = true] of catalogo) {
    const produto = await insertProduto(tx, inst.id, { nome, categoria, precoCentavos, descricao, ativo });
    produtos.push(produto.idProdutoServico);
  }

  const now = Date.now();
  for (const [index, pedido] of pedidos.entries()) {
    const [nome, telefone] = CLIENTES[index % CLIENTES.length] ?? CLIENTES[0];
    const autor = usuarios[index % usuarios.length] ?? usuarios[0] ?? 0;
    const criadoEm = new Date(now - pedido.horasAtras * 3_600_000);
    const created = await createPedido(
      tx,
      inst.id,
      autor,
      {
        cliente: { nome, telefone },
        itens: pedido.itens.map(([produto, quantidade]) => ({
          idProdutoServico: produtos[produto] ?? produtos[0] ?? 0,
          quantidade,
        })),
        observacoes: pedido.observacoes ?? null,
        formaPagamento: PAGAMENTOS[index % PAGAMENTOS.length] ?? 'pix',
        origem: ORIGENS[index % ORIGENS.length] ?? 'balcao',
      },
      criadoEm,
    );
    for (const [step, status] of pathTo(pedido.status, index).entries()) {
      const at = new Date(criadoEm.getTime() + (step + 1) * 6 * 60_000);
      await changeStatus(tx, inst.id, created.idPedido, autor, status, canTransition, at);
    }
  }
}

/**
 * Demo catalogue and orders (DESIGN §6), so the Pedidos and Produto/Serviço screens show real
 * content: a snack bar for 'Instituição Demonstração', a barber shop for 'Instituição Vizinha'.
 * Runs after the users exist; skips an institution that already has a catalogue.
 */
export async function seedPedidos(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await seedInstituicao(
      tx,
      DEMO_INSTITUICOES.demo.codigo,
      [DEMO_USERS.gestor.telefone, DEMO_USERS.atendente.telefone],
      CATALOGO_DEMO,
      PEDIDOS_DEMO,
    );
    await seedInstituicao(
      tx,
      DEMO_INSTITUICOES.vizinha.codigo,
      [DEMO_USERS.gestorVizinha.telefone],
      CATALOGO_VIZINHA,
      PEDIDOS_VIZINHA,
    );
  });
}
