import { qrcodeLinkSchema, type ApiResponse, type QrcodeLink } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { canaisQueryKey } from '../../../lib/api/canais-cache';

/**
 * POST /api/canais/{idCanal}/links-qrcode: a link to the channel's live QR for whoever holds the
 * phone (valid for QRCODE_LINK_VALIDADE_MINUTOS); it also starts connecting a disconnected channel.
 */
export function criarLinkQrcode(idCanal: number): Promise<ApiResponse<QrcodeLink>> {
  return getEnvelope(http.post(`/api/canais/${idCanal}/links-qrcode`), qrcodeLinkSchema);
}

/** DELETE /api/canais/{idCanal}/links-qrcode: every link of the channel stops working. */
export function revogarLinksQrcode(idCanal: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/canais/${idCanal}/links-qrcode`));
}

export type UseCriarLinkQrcodeOptions = Omit<UseMutationOptions<ApiResponse<QrcodeLink>, Error, number>, 'mutationFn'>;

/** Creates a link; the channels load again, since the server may have started the connection. */
export function useCriarLinkQrcode({ onSuccess, ...options }: UseCriarLinkQrcodeOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: criarLinkQrcode,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: canaisQueryKey });
      return onSuccess?.(...args);
    },
  });
}

export type UseRevogarLinksQrcodeOptions = Omit<UseMutationOptions<ApiResponse<unknown>, Error, number>, 'mutationFn'>;

/** Links are not cached (the server keeps only their hashes): nothing to invalidate. */
export function useRevogarLinksQrcode(options: UseRevogarLinksQrcodeOptions = {}) {
  return useMutation({ ...options, mutationFn: revogarLinksQrcode });
}
