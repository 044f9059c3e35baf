import type { Pedido, PedidoResumo, PedidosPage } from '@colabora/shared/contracts/pedidos';
import type { ProdutoServico } from '@colabora/shared/contracts/produtos';

/*
 * Data as the API sends it, for this remote's tests. Rendering, the session, the fake API and the
 * fake hubs come from @colabora/shared/testing.
 */

let nextId = 100;

/** An order as the API sends it; created now unless told otherwise. */
export function pedido(overrides: Partial<Pedido> = {}): Pedido {
  const id = overrides.idPedido ?? nextId++;
  const now = new Date().toISOString();
  return {
    idPedido: id,
    numero: id,
    status: 'novo',
    cliente: { nome: `Cliente ${id}`, telefone: '11987654321' },
    itens: [
      {
        idProdutoServico: 1,
        descricao: 'X-Burguer',
        quantidade: 2,
        precoUnitarioCentavos: 2590,
        subtotalCentavos: 5180,
      },
    ],
    totalCentavos: 5180,
    observacoes: null,
    formaPagamento: 'pix',
    origem: 'balcao',
    criadoEm: now,
    criadoPor: { idUsuario: 1, nome: 'Ana Souza' },
    statusAlteradoEm: now,
    atualizadoEm: now,
    historico: [
      { statusAnterior: null, status: 'novo', alteradoEm: now, alteradoPor: { idUsuario: 1, nome: 'Ana Souza' } },
    ],
    ...overrides,
  };
}

/** An order as lists carry it: without its history (the API's lists never send it). */
export function resumo(item: PedidoResumo | Pedido): PedidoResumo {
  if (!('historico' in item)) return item;
  const { historico: _historico, ...rest } = item;
  return rest;
}

/** `data` of GET /api/pedidos holding `items` (as lists carry them). */
export function page(items: PedidoResumo[]): PedidosPage {
  const porStatus = {
    novo: { quantidade: 0, totalCentavos: 0 },
    em_preparo: { quantidade: 0, totalCentavos: 0 },
    pronto: { quantidade: 0, totalCentavos: 0 },
    entregue: { quantidade: 0, totalCentavos: 0 },
    cancelado: { quantidade: 0, totalCentavos: 0 },
  };
  return {
    items: items.map(resumo),
    total: items.length,
    page: 1,
    pageSize: 200,
    totals: { totalCentavos: 0, porStatus },
  };
}

/** A catalogue entry as the API sends it. */
export function produto(overrides: Partial<ProdutoServico> = {}): ProdutoServico {
  const id = overrides.idProdutoServico ?? nextId++;
  return {
    idProdutoServico: id,
    nome: `Produto ${id}`,
    descricao: null,
    categoria: null,
    precoCentavos: 1000,
    ativo: true,
    temFoto: false,
    criadoEm: '2026-11-20T12:00:00.000Z',
    atualizadoEm: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}
