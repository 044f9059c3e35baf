import type { ApiResponse, Pagina, UsuarioAdmin } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

export type UsuariosQuery = { busca: string; page: number; pageSize: number };

/** GET /api/usuarios?busca&page&pageSize */
export async function getUsuarios(query: UsuariosQuery): Promise<Pagina<UsuarioAdmin>> {
  const searchParams: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.busca.trim()) searchParams.busca = query.busca.trim();
  const body = await http.get('/api/usuarios', { searchParams }).json<ApiResponse<Pagina<UsuarioAdmin>>>();
  return body.data ?? { itens: [], total: 0, page: query.page, pageSize: query.pageSize };
}
