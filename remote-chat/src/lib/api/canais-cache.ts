import type { Canal } from '@colabora/shared/contracts';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The institution's channels live in one query, ['canais'] (canaisQueryOptions; the Conectar
 * WhatsApp screen and the inbox read it): the list is small, so every change is written into it
 * in place.
 */

export const canaisQueryKey = ['canais'] as const;

/** A channel as an event or an answer gives it: replaces the one with its id, or joins the list. */
export function writeCanalToCache(queryClient: QueryClient, canal: Canal): void {
  queryClient.setQueryData<Canal[]>(canaisQueryKey, (canais) => {
    if (!canais) return canais;
    const index = canais.findIndex((item) => item.idCanal === canal.idCanal);
    if (index === -1) return [...canais, canal];
    return canais.map((item, i) => (i === index ? canal : item));
  });
}

/** Part of a channel (what connecting answers: state, QR, pairing code). */
export function patchCanalInCache(queryClient: QueryClient, idCanal: number, patch: Partial<Canal>): void {
  queryClient.setQueryData<Canal[]>(canaisQueryKey, (canais) =>
    canais?.map((item) => (item.idCanal === idCanal ? { ...item, ...patch } : item)),
  );
}

export function removeCanalFromCache(queryClient: QueryClient, idCanal: number): void {
  queryClient.setQueryData<Canal[]>(canaisQueryKey, (canais) => canais?.filter((item) => item.idCanal !== idCanal));
}
