import { perfilAcessoDetalheSchema, type PerfilAcessoDetalhe } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/perfis/:id: the profile and its whole matrix. */
export function getPerfil(id: number): Promise<PerfilAcessoDetalhe> {
  return getData(http.get(`/api/perfis/${id}`), perfilAcessoDetalheSchema);
}

export const perfilQueryKey = (id: number) => ['perfis', 'detalhe', id] as const;

/** The profile `id`; nothing is requested while `id` is null (a new profile). */
export const perfilQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: perfilQueryKey(id ?? 0), queryFn: () => getPerfil(id ?? 0), enabled: id !== null });

export function usePerfil(id: number | null) {
  return useQuery(perfilQueryOptions(id));
}
