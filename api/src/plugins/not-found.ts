import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/http-error';

/** Answers a request no route took; true when it did (e.g. with the SPA's index.html). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * 404 as JSON `{ success: false, message }`, after giving the optional fallback (the host SPA)
 * a chance to answer page navigations.
 */
export function createNotFoundHandler(fallback?: NotFoundFallback) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.code(404).send({ success: false, message: MESSAGES.notFound });
  };
}
