import { catalogoItemSchema, type CatalogoItem } from '@colabora/shared/contracts/pedidos';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';

/** GET /api/pedidos/catalogo: the active products and services an order can include. */
export function getCatalogo(): Promise<CatalogoItem[]> {
  return getData(http.get('/api/pedidos/catalogo'), v.array(catalogoItemSchema));
}

/**
 * The catalogue for the order form; `enabled: false` loads nothing (a profile that cannot save).
 * Under 'produtos': a change to the catalogue (saving or deleting an entry, which invalidates
 * every 'produtos' query) is what changes it.
 */
export const catalogoQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({ queryKey: ['produtos', 'catalogo'], queryFn: getCatalogo, enabled });

export function useCatalogo(options: { enabled?: boolean } = {}) {
  return useQuery(catalogoQueryOptions(options));
}
