import type { CatalogoItem } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/pedidos/catalogo: the active products and services an order can include. */
export function getCatalogo(): Promise<CatalogoItem[]> {
  return getData<CatalogoItem[]>(http.get('/api/pedidos/catalogo'));
}

/**
 * Under 'produtos': a change to the catalogue (saving or deleting an entry, which invalidates
 * every 'produtos' query) is what changes it.
 */
export const catalogoQueryOptions = () => queryOptions({ queryKey: ['produtos', 'catalogo'], queryFn: getCatalogo });

/** The catalogue for the order form; `enabled: false` loads nothing (a profile that cannot save). */
export function useCatalogo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...catalogoQueryOptions(), enabled });
}
