import { usuarioAdminSchema, type UsuarioAdmin } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/usuarios/:id */
export function getUsuario(id: number): Promise<UsuarioAdmin> {
  return getData(http.get(`/api/usuarios/${id}`), usuarioAdminSchema);
}

export const usuarioQueryKey = (id: number) => ['usuarios', 'detalhe', id] as const;

/** The user `id`; nothing is requested while `id` is null (a new user). */
export const usuarioQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: usuarioQueryKey(id ?? 0), queryFn: () => getUsuario(id ?? 0), enabled: id !== null });

export function useUsuario(id: number | null) {
  return useQuery(usuarioQueryOptions(id));
}
