import { isLoteableUrl, LOTE_MAX_REQUESTS, loteUrl, type LoteAnswer } from '@colabora/shared/contracts/lote';
import { nextTask } from './next-task';

/*
 * A screen's first GETs as one request (GET /api/lote, shared/src/contracts/lote.ts; issue #25).
 * On a phone each request in flight takes its share of a slow link and waits for one of the
 * browser's six connections to the origin, while React DOM, whose arrival draws the screen, is
 * still downloading; six API answers in one leave it more of both. Part of main.js: no schema.
 */

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** Statuses a Response cannot carry a body with. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

function isAnswer(value: unknown): value is LoteAnswer {
  const answer = value as Partial<LoteAnswer> | null;
  return typeof answer?.url === 'string' && typeof answer.status === 'number';
}

/** The batch's answers by address; none when the batch itself failed (an older API, the network). */
async function answersOf(response: Response): Promise<Map<string, LoteAnswer>> {
  const answers = new Map<string, LoteAnswer>();
  if (!response.ok) return answers;
  const body = (await response.json()) as { data?: unknown } | null;
  if (Array.isArray(body?.data)) for (const answer of body.data) if (isAnswer(answer)) answers.set(answer.url, answer);
  return answers;
}

/** One GET's answer as the network would have given it: its status and its JSON body. */
function responseOf(answer: LoteAnswer): Response {
  return new Response(NO_BODY.has(answer.status) ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * Sends these GETs (paths with their query) together and answers each as if it had been asked
 * alone, by address. One that the batch did not answer (left out, refused, or the batch failed)
 * is then asked alone, so whoever takes an answer gets what its own request would have got.
 * A single GET, or one the batch may not carry, simply goes alone.
 * @example fetchTogether(fetcher, ['/api/chats/filas', '/api/chats/visoes'], { headers }).get('/api/chats/filas')
 */
export function fetchTogether(
  fetcher: Fetcher,
  urls: readonly string[],
  init: RequestInit,
): Map<string, Promise<Response>> {
  const answers = new Map<string, Promise<Response>>();
  const together = [...new Set(urls.filter(isLoteableUrl))];
  for (const url of urls) if (!together.includes(url)) answers.set(url, fetcher(url, init));
  if (together.length === 1) answers.set(together[0]!, fetcher(together[0]!, init));
  if (together.length < 2) return answers;
  for (let start = 0; start < together.length; start += LOTE_MAX_REQUESTS) {
    const group = together.slice(start, start + LOTE_MAX_REQUESTS);
    const batch = fetcher(loteUrl(group), init)
      .then(answersOf)
      .catch(() => new Map<string, LoteAnswer>());
    // One answer per task: all arrive at once, and whoever takes them parses each (JSON, schema,
    // the cache's update) at once too, one long task on a phone if they were handed over together.
    let turn: Promise<unknown> = batch;
    for (const url of group) {
      turn = turn.then(nextTask);
      answers.set(
        url,
        Promise.all([batch, turn]).then(([byUrl]) => {
          const answer = byUrl.get(url);
          try {
            if (answer) return responseOf(answer);
          } catch {
            // A status no Response can have: ask alone below.
          }
          return fetcher(url, init);
        }),
      );
    }
  }
  return answers;
}
