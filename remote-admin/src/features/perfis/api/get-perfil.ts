import type { PerfilAcessoDetalhe } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/perfis/:id: the profile and its whole matrix. */
export function getPerfil(id: number): Promise<PerfilAcessoDetalhe> {
  return getData<PerfilAcessoDetalhe>(http.get(`/api/perfis/${id}`));
}

export const perfilQueryKey = (id: number) => ['perfis', 'detalhe', id] as const;

export const perfilQueryOptions = (id: number) =>
  queryOptions({ queryKey: perfilQueryKey(id), queryFn: () => getPerfil(id) });

/** The profile `id`; nothing is requested while `id` is null (a new profile). */
export function usePerfil(id: number | null) {
  return useQuery({ ...perfilQueryOptions(id ?? 0), enabled: id !== null });
}
