import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { apiResponseSchema } from '@colabora/shared/contracts';
import {
  isLoteableUrl,
  LOTE_MAX_REQUESTS,
  LOTE_MAX_URL_LENGTH,
  LOTE_PARAM,
  type LoteAnswer,
} from '@colabora/shared/contracts/lote';
import { defineRoute } from '../../http/define-route';

export const LOTE_MESSAGES = {
  invalid: `Pedido em lote inválido: de 1 a ${LOTE_MAX_REQUESTS} endereços da API (/api/...), sem o próprio lote.`,
  answered: (count: number) => `${count} respostas.`,
} as const;

/** `?get=` once (a string) or repeated (an array), each a GET the batch may run. */
const loteQuerySchema = v.strictObject({
  [LOTE_PARAM]: v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.check(
      (urls) => urls.length >= 1 && urls.length <= LOTE_MAX_REQUESTS && urls.every(isLoteableUrl),
      LOTE_MESSAGES.invalid,
    ),
  ),
});

const loteAnswerSchema = v.strictObject({
  url: v.pipe(v.string(), v.maxLength(LOTE_MAX_URL_LENGTH)),
  status: v.number(),
  body: v.unknown(),
});

/** What a GET in the batch carries over from the batch's own request: who asks, and how. */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function jsonBodyOf(contentType: string | undefined, payload: string): { body: unknown } | null {
  if (!contentType?.startsWith('application/json')) return null;
  try {
    return { body: JSON.parse(payload) as unknown };
  } catch {
    return null;
  }
}

/**
 * GET /api/lote (shared/src/contracts/lote.ts): runs each GET through the whole API as if it had
 * come alone (its own access check, rate limit, log line and status), with the batch's token and
 * the caller's address, in parallel. Mounted at /api.
 */
const loteRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/lote',
      access: 'authenticated',
      input: { query: loteQuerySchema },
      response: { 200: apiResponseSchema(v.array(loteAnswerSchema)) },
      summary: 'Várias leituras do usuário numa só ida e volta (a primeira tela de uma página)',
      async handler(request) {
        const urls = request.input.query[LOTE_PARAM];
        const answers = await Promise.all(
          urls.map(async (url): Promise<LoteAnswer | null> => {
            const answer = await app.inject({
              method: 'GET',
              url,
              headers: forwardedHeaders(request),
              remoteAddress: request.ip,
            });
            const json = jsonBodyOf(answer.headers['content-type']?.toString(), answer.payload);
            return json && { url, status: answer.statusCode, body: json.body };
          }),
        );
        const data = answers.filter((answer): answer is LoteAnswer => answer !== null);
        return { success: true, message: LOTE_MESSAGES.answered(data.length), data };
      },
    }),
  );
};

export default loteRoutes;
