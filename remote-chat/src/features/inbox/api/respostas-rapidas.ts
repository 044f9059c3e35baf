import {
  respostaRapidaSchema,
  type ApiResponse,
  type RespostaRapida,
  type RespostaRapidaInput,
} from '@colabora/shared/contracts';
import { matchesSearch } from '@colabora/shared/format';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { chatsQueryKey } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/** The institution's quick replies (the composer's `/` shortcut). */
export const respostasRapidasQueryKey = [...chatsQueryKey, 'respostas-rapidas'] as const;

export const getRespostasRapidas = (signal?: AbortSignal) =>
  getData(http.get('/api/respostas-rapidas', { signal }), v.array(respostaRapidaSchema));

export const respostasRapidasQueryOptions = () =>
  queryOptions({
    queryKey: respostasRapidasQueryKey,
    queryFn: ({ signal }) => getRespostasRapidas(signal),
    staleTime: 60_000,
  });

export function useRespostasRapidas({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...respostasRapidasQueryOptions(), enabled });
}

/** Create (no id) or edit a quick reply; delete one. Each reloads the list. */
export function useRespostasRapidasMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: respostasRapidasQueryKey });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: RespostaRapidaInput }) =>
        getEnvelope(
          id
            ? http.put(`/api/respostas-rapidas/${id}`, { json: input })
            : http.post('/api/respostas-rapidas', { json: input }),
          respostaRapidaSchema,
        ),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: number): Promise<ApiResponse<unknown>> =>
        getEnvelope(http.delete(`/api/respostas-rapidas/${id}`)),
      onSuccess: reload,
    }),
  };
}

/**
 * The replies matching what follows the slash, shortcut first then text.
 * @example matchRespostas(respostas, '/hor') // → [{ atalho: 'horario', … }]
 */
export function matchRespostas(respostas: readonly RespostaRapida[], typed: string): RespostaRapida[] {
  if (!typed.startsWith('/') || /\s/.test(typed)) return [];
  const query = typed.slice(1).toLowerCase();
  const byAtalho = respostas.filter((item) => item.atalho.startsWith(query));
  const byTexto = respostas.filter(
    (item) => !item.atalho.startsWith(query) && query.length >= 2 && matchesSearch(item.texto, query),
  );
  return [...byAtalho, ...byTexto].slice(0, 8);
}
