import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/** Query parameters that carry credentials: the hubs' access_token and negotiate's connection id. */
const SECRET_QUERY_PARAMS = new Set(['access_token', 'token', 'id']);

/**
 * The URL as it may be written to a log: secrets in the query replaced by [REDACTED].
 * @example redactUrl('/chathub?id=abc&access_token=xyz') // '/chathub?id=[REDACTED]&access_token=[REDACTED]'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...rest] = pair.split('=');
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // A malformed escape is logged as sent.
      }
      return rest.length && SECRET_QUERY_PARAMS.has(key.toLowerCase()) ? `${rawKey}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

type RequestLike = { method: string; url: string; headers: Record<string, unknown>; ip?: string };

/** JSON logs (pino) without credentials: no Authorization or Cookie header, no token in a URL. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.token',
        '*.senha',
        '*.senhaAtual',
        '*.novaSenha',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: RequestLike) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}
