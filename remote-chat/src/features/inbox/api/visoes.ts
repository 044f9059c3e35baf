import * as v from '@colabora/shared/schema';
import { visaoSchema, type Visao, type VisaoFiltros } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visoesQueryKey } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/* "Minhas visões" (ADR 0038): the user's named filters of the list, one click to apply. */

export function getVisoes(signal?: AbortSignal): Promise<Visao[]> {
  return getData(http.get('/api/chats/visoes', { signal }), v.array(visaoSchema));
}

export const visoesQueryOptions = () =>
  queryOptions({ queryKey: visoesQueryKey, queryFn: ({ signal }) => getVisoes(signal), staleTime: 60_000 });

export function useVisoes({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...visoesQueryOptions(), enabled });
}

export const criarVisao = (nome: string, filtros: VisaoFiltros) =>
  getEnvelope(http.post('/api/chats/visoes', { json: { nome, filtros } }), visaoSchema);

export const excluirVisao = (idVisao: number) => getEnvelope(http.delete(`/api/chats/visoes/${idVisao}`));

export function useVisoesMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: visoesQueryKey });
  return {
    criar: useMutation({
      mutationFn: ({ nome, filtros }: { nome: string; filtros: VisaoFiltros }) => criarVisao(nome, filtros),
      onSuccess: refresh,
    }),
    excluir: useMutation({ mutationFn: (idVisao: number) => excluirVisao(idVisao), onSuccess: refresh }),
  };
}
