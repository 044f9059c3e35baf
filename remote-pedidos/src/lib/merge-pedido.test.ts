import type { PedidoResumo } from '@colabora/shared/contracts/pedidos';
import { pedido } from '../test/fixtures';
import { mergePedido } from './merge-pedido';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 15, minutes)).toISOString();

describe('mergePedido', () => {
  const a = pedido({ idPedido: 1, criadoEm: at(0), atualizadoEm: at(0) });
  const b = pedido({ idPedido: 2, criadoEm: at(5), atualizadoEm: at(5) });

  it('puts a new order first and replaces an order with its newer copy', () => {
    const list: PedidoResumo[] = [a];
    expect(mergePedido(list, b, {}).map((p) => p.idPedido)).toEqual([2, 1]);
    const moved = { ...a, status: 'pronto' as const, atualizadoEm: at(9) };
    expect(mergePedido([b, a], moved, {})).toEqual([b, moved]);
  });

  it('ignores a copy older than the one shown, and drops an order that left the filters', () => {
    const newer = { ...a, status: 'pronto' as const, atualizadoEm: at(9) };
    expect(mergePedido([newer], a, {})).toEqual([newer]);
    expect(mergePedido([a, b], { ...a, status: 'pronto', atualizadoEm: at(9) }, { status: ['novo'] })).toEqual([b]);
  });
});
