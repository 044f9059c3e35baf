import {
  pageSchema,
  usuarioAdminSchema,
  type Page,
  type UsuarioAdmin,
  type UsuariosListQuery,
} from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

const usuariosPageSchema = pageSchema(usuarioAdminSchema);

/** GET /api/usuarios?busca&page&pageSize (`busca` only when something was typed). */
export function getUsuarios(query: UsuariosListQuery): Promise<Page<UsuarioAdmin>> {
  const busca = query.busca.trim();
  const searchParams = { page: query.page, pageSize: query.pageSize, ...(busca ? { busca } : {}) };
  return getData(http.get('/api/usuarios', { searchParams }), usuariosPageSchema);
}

/** The previous page stays on screen while the next one loads, so the list does not blink. */
export const usuariosQueryOptions = (query: UsuariosListQuery) =>
  queryOptions({
    queryKey: ['usuarios', 'lista', query],
    queryFn: () => getUsuarios(query),
    placeholderData: keepPreviousData,
  });

export function useUsuarios(query: UsuariosListQuery) {
  return useQuery(usuariosQueryOptions(query));
}
