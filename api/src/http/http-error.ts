/**
 * An error whose message is safe to show the user (pt-BR) with its HTTP status; the error
 * handler turns it into `{ success: false, message }`, plus `campo` when the refusal concerns one
 * field of the body (its name as the client sends it, e.g. 'telefone'), so a form can show the
 * message beside that field.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** The body field the refusal is about, as the client names it. */
    readonly campo?: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, campo?: string) => new HttpError(400, message, campo);
export const unauthorized = (message: string = MESSAGES.sessionInvalid) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string, campo?: string) => new HttpError(409, message, campo);
/** 429 with `Retry-After` (seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Messages shared by several modules, shown verbatim to users. */
export const MESSAGES = {
  sessionInvalid: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Recurso não encontrado.',
  internal: 'Erro interno do servidor. Tente novamente em instantes.',
  invalidBody: 'Corpo da requisição inválido: envie um objeto JSON.',
  invalidJson: 'JSON malformado no corpo da requisição.',
  bodyTooLarge: 'O corpo da requisição excede o limite de 1 MiB.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie application/json.',
  tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente.',
} as const;
