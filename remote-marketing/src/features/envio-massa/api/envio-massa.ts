import {
  campanhaSchema,
  destinatariosPageSchema,
  type ApiResponse,
  type Campanha,
  type CursorPage,
  type Destinatario,
  type DestinatarioStatus,
} from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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
  return getData(
    http.get(`/api/envio-massa/${idCampanha}/destinatarios`, { searchParams, signal }),
    destinatariosPageSchema,
  );
}

/** A run's table: the current run (updated live by EnvioMassaUpdate), or an earlier one by number. */
export const destinatariosQueryOptions = (
  idCampanha: number,
  status: DestinatarioStatus | undefined,
  rodada?: number,
) =>
  infiniteQueryOptions({
    queryKey: campanhasKeys.destinatarios(idCampanha, status ?? 'todos', rodada ?? 'atual'),
    queryFn: ({ pageParam, signal }) => getDestinatarios(idCampanha, status, pageParam, signal, rodada),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor ? Number(page.nextCursor) : undefined),
  });

export function useDestinatarios(idCampanha: number, status: DestinatarioStatus | undefined, rodada?: number) {
  return useInfiniteQuery(destinatariosQueryOptions(idCampanha, status, rodada));
}

export type EnvioComando = 'iniciar' | 'pausar' | 'retomar' | 'cancelar' | 'reenviar-falhas';

/** POST /api/envio-massa/{id}/{comando}: the campaign as it is after the command. */
export function useEnvioComando(idCampanha: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comando: EnvioComando): Promise<ApiResponse<Campanha>> =>
      getEnvelope(http.post(`/api/envio-massa/${idCampanha}/${comando}`), campanhaSchema),
    onSuccess: (body) => {
      if (body.data) writeCampanhaToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.destinatarios(idCampanha) });
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.lista });
    },
  });
}
