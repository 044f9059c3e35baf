import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http/http-error';

/** Fastify's own client errors, in words a user can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: MESSAGES.sessionInvalid,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Método não permitido.',
  413: MESSAGES.bodyTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

/**
 * PostgreSQL refusing a value (SQLSTATE class 22 data exception, 23 integrity constraint) means the
 * input got past validation: still the caller's mistake, never a 500. The schemas should catch it
 * first; this is the safety net (and it is logged as a warning so the schema gets fixed).
 */
export function databaseInputError(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  if (code === '23505') return new HttpError(409, 'Já existe um registro com estes dados.');
  if (code === '23503')
    return new HttpError(409, 'O registro está em uso ou faz referência a um registro inexistente.');
  return new HttpError(400, 'Valor inválido para este campo.');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * Always `{ success: false, message }` with a pt-BR message (plus `campo` when the refusal is
 * about one body field); internals never reach the client.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const body = error.campo
      ? { success: false, message: error.message, campo: error.campo }
      : { success: false, message: error.message };
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(body);
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode;
    // JSON syntax errors carry no code; poisoning errors are 400 too.
    const message =
      FASTIFY_MESSAGES[error.code] ??
      (error instanceof SyntaxError ? MESSAGES.invalidJson : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]));
    // The code only: a JSON parser's message quotes the body it choked on (a password, a token).
    request.log.info(
      { code: error.code ?? (error instanceof SyntaxError ? 'INVALID_JSON' : undefined), status },
      'requisição recusada',
    );
    return reply.code(status).send({ success: false, message });
  }
  const dbError = databaseInputError(error);
  if (dbError) {
    // Code and constraint only: the database's detail quotes the refused values.
    const { code, constraint } = error as { code?: string; constraint?: string };
    request.log.warn({ code, constraint }, 'valor recusado pelo banco de dados (falta validação no schema?)');
    return reply.code(dbError.statusCode).send({ success: false, message: dbError.message });
  }
  request.log.error({ err: error }, 'erro não tratado');
  return reply.code(500).send({ success: false, message: MESSAGES.internal });
}

export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);
