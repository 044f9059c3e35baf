import * as v from '@colabora/shared/schema';
import { chatSchema, etiquetaSchema, type ApiResponse, type Chat, type Etiqueta } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { etiquetasQueryKey, writeChatToCache } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/* Labels of conversations (ADR 0038): the institution's catalogue and a conversation's own. */

export function getEtiquetas(signal?: AbortSignal): Promise<Etiqueta[]> {
  return getData(http.get('/api/chats/etiquetas', { signal }), v.array(etiquetaSchema));
}

export const etiquetasQueryOptions = () =>
  queryOptions({ queryKey: etiquetasQueryKey, queryFn: ({ signal }) => getEtiquetas(signal), staleTime: 60_000 });

export function useEtiquetas({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...etiquetasQueryOptions(), enabled });
}

export const criarEtiqueta = (nome: string, cor: string) =>
  getEnvelope(http.post('/api/chats/etiquetas', { json: { nome, cor } }), etiquetaSchema);

export const definirEtiquetas = (idChat: number, idsEtiqueta: number[]) =>
  getEnvelope(http.put(`/api/chats/${idChat}/etiquetas`, { json: { idsEtiqueta } }), chatSchema);

export function useEtiquetasMutations(idChat: number) {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  return {
    criar: useMutation({
      mutationFn: ({ nome, cor }: { nome: string; cor: string }) => criarEtiqueta(nome, cor),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: etiquetasQueryKey }),
    }),
    definir: useMutation({
      mutationFn: (ids: number[]) => definirEtiquetas(idChat, ids),
      onSuccess: (body: ApiResponse<Chat>) => {
        if (body.data) writeChatToCache(queryClient, body.data, idUsuario);
      },
    }),
  };
}
