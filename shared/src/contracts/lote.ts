/*
 * GET /api/lote: several GETs of the signed-in user in one round trip (issue #25, ADR 0042). A
 * screen's first render reads up to six API answers; on a phone each request in flight is one
 * more share of a slow link and one more wait for a connection, so the host's first script asks
 * for them together and hands each answer to the query that asks for it, as if it had been asked
 * alone. The API answers each one exactly as it would have (same token, same checks, same status).
 * This file holds no schema: main.js imports it, and must stay small.
 */

/** The route. */
export const LOTE_PATH = '/api/lote';

/** The query parameter naming one GET, repeated (`?get=%2Fapi%2Fchats%2Ffilas&get=...`). */
export const LOTE_PARAM = 'get';

/** At most this many GETs in one request (a screen declares at most six). */
export const LOTE_MAX_REQUESTS = 8;

/** The longest address of one GET the API accepts in a batch. */
export const LOTE_MAX_URL_LENGTH = 2_000;

/**
 * One GET's answer in the batch: its address as asked, its status and its JSON body. A GET whose
 * answer is not JSON (an image, a file) is left out: whoever needs it asks for it alone.
 */
export type LoteAnswer = { url: string; status: number; body: unknown };

/** The batch's address for these GETs (paths with their query, as each would be asked alone). */
export function loteUrl(urls: readonly string[]): string {
  const query = new URLSearchParams();
  for (const url of urls) query.append(LOTE_PARAM, url);
  return `${LOTE_PATH}?${query.toString()}`;
}

/**
 * Whether an address may be asked in a batch: a path under /api/ with its query, nothing the URL
 * parser would rewrite (`..`, `//`, a host, a fragment), no escape in the path, and not the batch.
 */
export function isLoteableUrl(url: string): boolean {
  if (url.length > LOTE_MAX_URL_LENGTH || !url.startsWith('/api/')) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://lote.invalid');
  } catch {
    return false;
  }
  return (
    parsed.origin === 'http://lote.invalid' &&
    `${parsed.pathname}${parsed.search}` === url &&
    // An escaped path could name the batch itself once the router decodes it.
    !parsed.pathname.includes('%') &&
    !parsed.pathname.includes('//') &&
    !/^\/api\/lote(\/|$)/i.test(parsed.pathname)
  );
}
