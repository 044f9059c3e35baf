import type { ApiResponse, CatalogoItem } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { useResource } from '../../../lib/use-resource';

/** GET /api/pedidos/catalogo: the active products and services an order can include. */
export async function getCatalogo(signal?: AbortSignal): Promise<CatalogoItem[]> {
  const body = await http.get('/api/pedidos/catalogo', { signal }).json<ApiResponse<CatalogoItem[]>>();
  return body.data ?? [];
}

export function useCatalogo() {
  return useResource('catalogo', getCatalogo);
}
