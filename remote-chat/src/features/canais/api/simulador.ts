import {
  canalSchema,
  simuladorEnviadaSchema,
  type ApiResponse,
  type Canal,
  type SimuladorEnviada,
  type SimuladorMensagemInput,
} from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { canaisQueryKey, writeCanalToCache } from '../../../lib/api/canais-cache';

/*
 * The simulated phone of a `simulador` channel: it reads the QR, plays a contact writing in, and
 * shows what the contact received.
 */

/** How often the list of what the contact received loads again while the panel is open. */
export const ENVIADAS_REFETCH_MS = 3_000;

/** POST /api/canais/{idCanal}/simulador/ler-qr: the phone reads the QR and the channel connects. */
export function lerQrSimulado(idCanal: number): Promise<ApiResponse<Canal>> {
  return getEnvelope(http.post(`/api/canais/${idCanal}/simulador/ler-qr`), canalSchema);
}

export type UseLerQrSimuladoOptions = Omit<UseMutationOptions<ApiResponse<Canal>, Error, number>, 'mutationFn'>;

export function useLerQrSimulado({ onSuccess, ...options }: UseLerQrSimuladoOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: lerQrSimulado,
    onSuccess: (body, ...rest) => {
      if (body.data) writeCanalToCache(queryClient, body.data);
      return onSuccess?.(body, ...rest);
    },
  });
}

export type ContatoEscreveInput = { idCanal: number; input: SimuladorMensagemInput };

/** POST /api/canais/{idCanal}/simulador/mensagens: the contact writes (it arrives as a webhook would). */
export function contatoEscreve({ idCanal, input }: ContatoEscreveInput): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.post(`/api/canais/${idCanal}/simulador/mensagens`, { json: input }));
}

export type UseContatoEscreveOptions = Omit<
  UseMutationOptions<ApiResponse<unknown>, Error, ContatoEscreveInput>,
  'mutationFn'
>;

/** The conversation it creates reaches the inbox through the hub; nothing of this screen changes. */
export function useContatoEscreve(options: UseContatoEscreveOptions = {}) {
  return useMutation({ ...options, mutationFn: contatoEscreve });
}

/** GET /api/canais/{idCanal}/simulador/enviadas: what the staff sent the contact through this channel. */
export function getEnviadas(idCanal: number, signal?: AbortSignal): Promise<SimuladorEnviada[]> {
  return getData(http.get(`/api/canais/${idCanal}/simulador/enviadas`, { signal }), v.array(simuladorEnviadaSchema));
}

export const enviadasQueryOptions = (idCanal: number) =>
  queryOptions({
    queryKey: [...canaisQueryKey, idCanal, 'simulador', 'enviadas'],
    queryFn: ({ signal }) => getEnviadas(idCanal, signal),
    // The simulated gateway publishes no event when staff send: poll while someone looks.
    refetchInterval: ENVIADAS_REFETCH_MS,
  });

export function useEnviadas(idCanal: number) {
  return useQuery(enviadasQueryOptions(idCanal));
}
