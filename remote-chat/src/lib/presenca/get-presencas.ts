import { CHAT_EVENTS, presencasSchema, type Presenca, type PresencaStatus } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { onChatEvent } from '@colabora/shared/realtime';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { LoadWhen } from '../load-when';

/*
 * Who of the institution is online, ausente or offline (ADR 0037): asked once, then kept by the
 * hub's PresencaAtualizada (written into the cache; a reconnect refetches every query). Shared by
 * the inbox (transfer, assignee) and the Filas screen (members), hence in lib/.
 */

export const presencasQueryKey = ['presenca'] as const;

export const presencasQueryOptions = () =>
  queryOptions({
    queryKey: presencasQueryKey,
    queryFn: ({ signal }) => getData(http.get('/api/presenca', { signal }), presencasSchema),
    staleTime: 60_000,
  });

/** Each user's presence by id (offline when unknown), live while mounted. */
export function usePresencas({ enabled = true }: LoadWhen = {}): (idUsuario: number) => PresencaStatus {
  const queryClient = useQueryClient();
  const query = useQuery({ ...presencasQueryOptions(), enabled });
  useEffect(
    () =>
      onChatEvent(CHAT_EVENTS.presencaAtualizada, ({ idUsuario, status }) => {
        queryClient.setQueryData<Presenca[]>(presencasQueryKey, (atual) =>
          atual ? [...atual.filter((p) => p.idUsuario !== idUsuario), { idUsuario, status }] : atual,
        );
      }),
    [queryClient],
  );
  return useMemo(() => {
    const porId = new Map((query.data ?? []).map((p) => [p.idUsuario, p.status]));
    return (idUsuario: number) => porId.get(idUsuario) ?? 'offline';
  }, [query.data]);
}
