import { qrcodePublicoSchema, type QrcodePublico } from '@colabora/shared/contracts';
import { getData, http, httpStatusOf } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the public page asks for the QR: anonymous visitors have no hub connection. */
export const QRCODE_PUBLICO_REFETCH_MS = 3_000;

/** GET /api/qrcode/{token} (public): 404 with the server's sentence once the link expired or was revoked. */
export function getQrcodePublico(token: string, signal?: AbortSignal): Promise<QrcodePublico> {
  return getData(http.get(`/api/qrcode/${encodeURIComponent(token)}`, { signal }), qrcodePublicoSchema);
}

/**
 * Polls until the channel connects or the link is gone (a 404 never comes back to life);
 * `enabled: false` for a token that cannot be one.
 */
export const qrcodePublicoQueryOptions = (token: string, enabled = true) =>
  queryOptions({
    queryKey: ['qrcode-publico', token],
    queryFn: ({ signal }) => getQrcodePublico(token, signal),
    enabled,
    retry: false,
    refetchInterval: (query) => {
      if (query.state.error && httpStatusOf(query.state.error) === 404) return false;
      if (query.state.data?.estado === 'conectado') return false;
      return QRCODE_PUBLICO_REFETCH_MS;
    },
  });

export function useQrcodePublico(token: string, enabled = true) {
  return useQuery(qrcodePublicoQueryOptions(token, enabled));
}
