import type { ApiResponse, Campanha, CursorPage, Destinatario, DestinatarioStatus } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { campanhasKeys, writeCampanhaToCache } from '../../../lib/api/campanhas-cache';

const PAGE_SIZE = 100;

/**
 * GET /api/envio-massa/{id}/destinatarios: a run's recipients in order (the current run unless
 * `rodada`), a page after `cursor` (an ordem).
 */
export function getDestinatarios(
  idCampanha: number,
  status: DestinatarioStatus | undefined,
  cursor: number | undefined,
  signal?: AbortSignal,
  rodada?: number,
): Promise<CursorPage<Destinatario>> {
  const searchParams: Record<string, string> = { limite: String(PAGE_SIZE) };
  if (status) searchParams.status = status;
  if (rodada) searchParams.rodada = String(rodada);
  if (cursor !== undefined) searchParams.cursor = String(cursor);
  return getData<CursorPage<Destinatario>>(
    http.get(`/api/envio-massa/${idCampanha}/destinatarios`, { searchParams, signal }),
  );
}

/** A run's table: the current run (updated live), or an earlier one by number. */
export function useDestinatarios(idCampanha: number, status: DestinatarioStatus | undefined, rodada?: number) {
  return useInfiniteQuery({
    queryKey: campanhasKeys.destinatarios(idCampanha, status ?? 'todos', rodada ?? 'atual'),
    queryFn: ({ pageParam, signal }) => getDestinatarios(idCampanha, status, pageParam, signal, rodada),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor ? Number(page.nextCursor) : undefined),
  });
}

export type EnvioComando = 'iniciar' | 'pausar' | 'retomar' | 'cancelar' | 'reenviar-falhas';

/** POST /api/envio-massa/{id}/{comando}: the campaign as it is after the command. */
export function useEnvioComando(idCampanha: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comando: EnvioComando): Promise<ApiResponse<Campanha>> =>
      getEnvelope<Campanha>(http.post(`/api/envio-massa/${idCampanha}/${comando}`)),
    onSuccess: (body) => {
      if (body.data) writeCampanhaToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.destinatarios(idCampanha) });
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.lista });
    },
  });
}
