import type { UsuarioAdmin } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/usuarios/:id */
export function getUsuario(id: number): Promise<UsuarioAdmin> {
  return getData<UsuarioAdmin>(http.get(`/api/usuarios/${id}`));
}

export const usuarioQueryKey = (id: number) => ['usuarios', 'detalhe', id] as const;

export const usuarioQueryOptions = (id: number) =>
  queryOptions({ queryKey: usuarioQueryKey(id), queryFn: () => getUsuario(id) });

/** The user `id`; nothing is requested while `id` is null (a new user). */
export function useUsuario(id: number | null) {
  return useQuery({ ...usuarioQueryOptions(id ?? 0), enabled: id !== null });
}
