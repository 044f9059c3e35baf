import type { ApiResponse, Page, ProdutoServico } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { useResource } from '../../../lib/use-resource';

export type ProdutosFiltros = { q?: string; ativo?: boolean };

/** GET /api/produtos-servicos: the whole catalogue (up to 200 entries), active ones first. */
export async function getProdutos(filtros: ProdutosFiltros, signal?: AbortSignal): Promise<Page<ProdutoServico>> {
  const searchParams: Record<string, string> = { pageSize: '200' };
  if (filtros.q) searchParams.q = filtros.q;
  if (filtros.ativo !== undefined) searchParams.ativo = String(filtros.ativo);
  const body = await http
    .get('/api/produtos-servicos', { searchParams, signal })
    .json<ApiResponse<Page<ProdutoServico>>>();
  if (!body.data) throw new Error(body.message);
  return body.data;
}

export function useProdutos(filtros: ProdutosFiltros) {
  return useResource(JSON.stringify(filtros), (signal) => getProdutos(filtros, signal));
}

/** GET /api/produtos-servicos/{id}. */
export async function getProduto(id: number, signal?: AbortSignal): Promise<ProdutoServico> {
  const body = await http.get(`/api/produtos-servicos/${id}`, { signal }).json<ApiResponse<ProdutoServico>>();
  if (!body.data) throw new Error(body.message);
  return body.data;
}

export function useProduto(id: number | null) {
  return useResource(id ? `produto-${id}` : null, (signal) => getProduto(id ?? 0, signal));
}
