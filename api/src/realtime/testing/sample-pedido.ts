import type { Pedido } from '@colabora/shared/contracts';

/**
 * Test support: an order as the hub events carry it (PedidosHubEvents), for tests of the protocol
 * that need a real payload and tell events apart by `idPedido` or `numero`.
 */
export function samplePedido(overrides: Partial<Pedido> = {}): Pedido {
  const instant = '2025-01-01T12:00:00.000Z';
  return {
    idPedido: 1,
    numero: 1,
    status: 'novo',
    cliente: { nome: 'Cliente de teste', telefone: null },
    itens: [],
    totalCentavos: 0,
    observacoes: null,
    formaPagamento: 'pix',
    origem: 'balcao',
    criadoEm: instant,
    criadoPor: null,
    statusAlteradoEm: instant,
    atualizadoEm: instant,
    historico: [],
    ...overrides,
  };
}
