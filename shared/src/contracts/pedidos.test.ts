import * as v from '@colabora/shared/schema';
import {
  canTransition,
  nextStatus,
  PEDIDO_STATUS,
  pedidoInputSchema,
  pedidoMatchesFiltros,
  transitionErrorMessage,
  type PedidoResumo,
  type PedidoStatus,
} from './pedidos';

const pedido = (overrides: Partial<PedidoResumo> = {}): PedidoResumo => ({
  idPedido: 1,
  numero: 42,
  status: 'novo',
  cliente: { nome: 'Maria da Silva', telefone: '11987654321' },
  itens: [],
  totalCentavos: 0,
  observacoes: null,
  formaPagamento: 'pix',
  origem: 'balcao',
  // 22/11 01:30 in São Paulo, still 21/11 nowhere: UTC is 04:30 on 22/11.
  criadoEm: '2026-11-22T04:30:00.000Z',
  criadoPor: null,
  statusAlteradoEm: '2026-11-22T04:30:00.000Z',
  atualizadoEm: '2026-11-22T04:30:00.000Z',
  ...overrides,
});

describe('the order workflow', () => {
  it('allows exactly novo→em_preparo|cancelado, em_preparo→pronto|cancelado, pronto→entregue|cancelado', () => {
    const allowed = PEDIDO_STATUS.flatMap((from) =>
      PEDIDO_STATUS.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'novo→em_preparo',
      'novo→cancelado',
      'em_preparo→pronto',
      'em_preparo→cancelado',
      'pronto→entregue',
      'pronto→cancelado',
    ]);
  });

  it('names the forward move of open orders only', () => {
    expect(PEDIDO_STATUS.map((status: PedidoStatus) => nextStatus(status))).toEqual([
      'em_preparo',
      'pronto',
      'entregue',
      null,
      null,
    ]);
  });

  it('explains a refused move in pt-BR', () => {
    expect(transitionErrorMessage('pronto', 'novo')).toBe('Não é possível mudar o pedido de "Pronto" para "Novo".');
    expect(transitionErrorMessage('entregue', 'entregue')).toBe('O pedido já está "Entregue".');
  });
});

describe('pedidoInputSchema', () => {
  const base = {
    cliente: { nome: ' Ana ' },
    itens: [{ idProdutoServico: 1, quantidade: 2 }],
    formaPagamento: 'pix',
    origem: 'balcao',
  };

  it('trims, accepts a masked phone or none, and outputs digits or null', () => {
    expect(v.parse(pedidoInputSchema, { ...base, cliente: { nome: ' Ana ', telefone: '(11) 98765-4321' } })).toEqual({
      ...base,
      cliente: { nome: 'Ana', telefone: '11987654321' },
      observacoes: null,
    });
    expect(v.parse(pedidoInputSchema, { ...base, cliente: { nome: 'Ana', telefone: '' } }).cliente.telefone).toBeNull();
  });

  it('refuses a repeated product, a price or a total from the client', () => {
    const twice = {
      ...base,
      itens: [
        { idProdutoServico: 1, quantidade: 1 },
        { idProdutoServico: 1, quantidade: 1 },
      ],
    };
    expect(v.safeParse(pedidoInputSchema, twice).issues?.[0]?.message).toBe(
      'Cada produto aparece uma vez: ajuste a quantidade.',
    );
    expect(v.safeParse(pedidoInputSchema, { ...base, totalCentavos: 1 }).success).toBe(false);
    expect(
      v.safeParse(pedidoInputSchema, {
        ...base,
        itens: [{ idProdutoServico: 1, quantidade: 1, precoUnitarioCentavos: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('pedidoMatchesFiltros (the API filter, on the client)', () => {
  it('filters by status and by São Paulo calendar day', () => {
    expect(pedidoMatchesFiltros(pedido(), { status: ['novo'] })).toBe(true);
    expect(pedidoMatchesFiltros(pedido(), { status: ['pronto'] })).toBe(false);
    expect(pedidoMatchesFiltros(pedido({ criadoEm: '2026-11-22T02:30:00.000Z' }), { de: '2026-11-22' })).toBe(false);
    expect(pedidoMatchesFiltros(pedido(), { de: '2026-11-22', ate: '2026-11-22' })).toBe(true);
  });

  it('matches the text against the number, the name and the phone digits', () => {
    expect(pedidoMatchesFiltros(pedido(), { q: '#42' })).toBe(true);
    expect(pedidoMatchesFiltros(pedido(), { q: 'maria' })).toBe(true);
    expect(pedidoMatchesFiltros(pedido(), { q: '8765-4321' })).toBe(true);
    expect(pedidoMatchesFiltros(pedido(), { q: 'joão' })).toBe(false);
  });
});
