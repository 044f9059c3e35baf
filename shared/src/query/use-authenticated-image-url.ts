import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http } from '../http/http-client';

/** The query key of an image read with the bearer token; invalidate it after an upload. */
export const authenticatedImageQueryKey = (url: string) => ['imagem-autenticada', url] as const;

/** The bytes of one such image, kept for the session (a new upload changes the url's `v=`). */
export const authenticatedImageQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: authenticatedImageQueryKey(url ?? ''),
    queryFn: ({ signal }) => http.get(url ?? '', { signal }).blob(),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });

/**
 * An object URL for an image the API serves only with the bearer token (a plain <img src> cannot
 * send it): null while loading, without `url`, or when it fails (a missing photo is not an error
 * to show). The bytes stay in the query cache; the object URL is revoked when it changes or on unmount.
 * @example const src = useAuthenticatedImageUrl(temFoto ? `/api/produtos-servicos/${id}/foto?v=${versao}` : null)
 */
export function useAuthenticatedImageUrl(url: string | null): string | null {
  const image = useQuery(authenticatedImageQueryOptions(url));
  const blob = url !== null ? image.data : undefined;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setObjectUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return blob ? objectUrl : null;
}
