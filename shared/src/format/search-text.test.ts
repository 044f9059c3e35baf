import { pedidoMatchesFiltros } from '../contracts/pedidos';
import { foldForSearch, matchesSearch } from './search-text';

describe('search as people type', () => {
  it('ignores accents and case on both sides', () => {
    expect(foldForSearch('Patrícia ÁGUA Butantã Conceição')).toBe('patricia agua butanta conceicao');
    expect(matchesSearch('Água mineral', 'agua')).toBe(true);
    expect(matchesSearch('Agua mineral', 'Água')).toBe(true);
    expect(matchesSearch('Água mineral', 'aguardente')).toBe(false);
    expect(matchesSearch(null, 'a')).toBe(false);
  });

  it('matches a live order against the board’s search box like the API does', () => {
    const pedido = {
      numero: 12,
      status: 'novo',
      criadoEm: '2026-11-26T12:00:00Z',
      cliente: { nome: 'Patrícia Santos', telefone: '11965432109' },
    } as Parameters<typeof pedidoMatchesFiltros>[0];
    expect(pedidoMatchesFiltros(pedido, { q: 'patricia' })).toBe(true);
    expect(pedidoMatchesFiltros(pedido, { q: 'PATRÍCIA S' })).toBe(true);
    expect(pedidoMatchesFiltros(pedido, { q: 'patricio' })).toBe(false);
  });
});
