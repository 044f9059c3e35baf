import {
  CAMPANHA_STATUS,
  DESTINATARIO_STATUS,
  type Campanha,
  type CampanhaStatus,
  type Destinatario,
  type DestinatarioStatus,
} from '@colabora/shared/contracts/campanhas';
import type { CursorPage } from '@colabora/shared/contracts/chat';
import { CHAT_EVENTS, type EnvioMassaUpdatePayload } from '@colabora/shared/contracts/realtime-events';
import { onChatEvent, startChatHub } from '@colabora/shared/realtime';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { campanhasKeys } from './api/campanhas-cache';

/** Counters come from the server: after a burst of updates they load again at most this often. */
const COUNTERS_REFRESH_MS = 1000;

const isCampanhaStatus = (status: string): status is CampanhaStatus =>
  (CAMPANHA_STATUS as readonly string[]).includes(status);
const isDestinatarioStatus = (status: string): status is DestinatarioStatus =>
  (DESTINATARIO_STATUS as readonly string[]).includes(status);

/** A recipient's new status written into every loaded page of the current run's table (any filter; an earlier run's table is left alone). */
function writeDestinatario(
  queryClient: QueryClient,
  update: EnvioMassaUpdatePayload,
  status: DestinatarioStatus,
): void {
  queryClient.setQueriesData<InfiniteData<CursorPage<Destinatario>>>(
    {
      queryKey: campanhasKeys.destinatarios(update.idEspecialistaCampanha),
      predicate: (query) => query.queryKey[4] === 'atual',
    },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.items.some((item) => item.ordem === update.ordem)
            ? {
                ...page,
                items: page.items.map((item) =>
                  item.ordem === update.ordem ? { ...item, status, atualizadoEm: update.timestamp } : item,
                ),
              }
            : page,
        ),
      },
  );
}

/** The campaign's own new status (ordem 0) written into its detail and the list. */
function writeCampanhaStatus(queryClient: QueryClient, id: number, status: CampanhaStatus): void {
  const apply = (campanha: Campanha): Campanha =>
    campanha.idEspecialistaCampanha === id ? { ...campanha, status } : campanha;
  queryClient.setQueryData<Campanha>(campanhasKeys.detalhe(id), (campanha) => campanha && apply(campanha));
  queryClient.setQueryData<Campanha[]>(campanhasKeys.lista, (lista) => lista?.map(apply));
}

/**
 * Follows mass sends on the chat hub (EnvioMassaUpdate) while a campaign screen is open: a
 * recipient's status changes in the table at once, the campaign's status in its header and the
 * list, and the counters load again shortly after (they are the server's to count).
 * @example useEnvioMassaEvents((update) => announce(update))
 */
export function useEnvioMassaEvents(onUpdate?: (update: EnvioMassaUpdatePayload) => void): void {
  const queryClient = useQueryClient();
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;

  useEffect(() => {
    void startChatHub().catch(() => undefined);
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const stale = new Set<number>();
    const scheduleCounters = (id: number) => {
      stale.add(id);
      refresh ??= setTimeout(() => {
        refresh = null;
        for (const campanha of stale) void queryClient.invalidateQueries({ queryKey: campanhasKeys.detalhe(campanha) });
        stale.clear();
        void queryClient.invalidateQueries({ queryKey: campanhasKeys.lista });
      }, COUNTERS_REFRESH_MS);
    };
    const off = onChatEvent(CHAT_EVENTS.envioMassaUpdate, (update) => {
      const id = update.idEspecialistaCampanha;
      if (update.ordem === 0 && isCampanhaStatus(update.status)) {
        writeCampanhaStatus(queryClient, id, update.status);
        // A run that starts (or is retried) has a new list of recipients: the table loads it.
        void queryClient.invalidateQueries({ queryKey: campanhasKeys.destinatarios(id) });
      } else if (isDestinatarioStatus(update.status)) {
        writeDestinatario(queryClient, update, update.status);
      }
      scheduleCounters(id);
      onUpdateRef.current?.(update);
    });
    return () => {
      off();
      if (refresh) clearTimeout(refresh);
      // From now on updates are missed: what the cache holds loads again when a screen shows it.
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.all, refetchType: 'none' });
    };
  }, [queryClient]);
}
