import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** Entries of /remotes.json: absolute ones name the only other origins the app may load code from. */
  remotes: Record<string, string>;
};

/** Same on every answer (API, built apps, 404s, errors). */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Only what a screen uses, and only for the app's own origin: the chat's voice notes (microphone)
  // and "Usar minha localização" (geolocation), ADR 0033. The rest stays off: a compromised
  // script should not reach it either.
  'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(self), payment=(), usb=(), serial=()',
};

/** The origins of the absolute remote entries (REMOTE_*_URL), sorted, without duplicates. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // config.ts already refuses malformed URLs.
    }
  }
  return [...origins].sort();
}

/** A Host header we are willing to echo into a policy (name or IP, optional port). */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');

/**
 * The composed app's policy (host at /, remotes at /remotes/* or on REMOTE_*_URL origins):
 * - scripts only from this origin and the remotes' origins: no inline script, no eval (the
 *   production webpack and module-federation runtimes need neither: remotes are `global` script
 *   entries, and the runtime's `new Function` paths serve ESM remotes and SSR only);
 * - styles also allow 'unsafe-inline': react-hot-toast styles through goober, which writes a
 *   <style> element's text at run time (CSSOM-only styling would not need it). Style injection
 *   cannot run code, and every other directive stays strict;
 * - connect: this origin (REST, /remotes.json), its WebSocket form for the hubs (CSP3 browsers
 *   already count ws(s) same-host as 'self'; older ones need it named), and the remotes' manifests.
 */
export function appContentSecurityPolicy(remotes: string[], host?: string): string {
  const sockets = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...sockets, ...remotes],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

/** JSON answers are never documents: nothing may load from or frame them. */
export const API_CSP = policy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** Swagger UI (/api/docs): its own scripts and styles (it sets inline styles), images as data: URLs. */
export const DOCS_CSP = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
});

const DOCS_PATH = /^\/api\/docs(?:\/|$|\?)/i;
const API_PATH = /^\/api(?:\/|$|\?)/i;

/** Which policy an answer gets, by path. */
export function contentSecurityPolicyFor(url: string, remotes: string[], host?: string): string {
  if (DOCS_PATH.test(url)) return DOCS_CSP;
  if (API_PATH.test(url)) return API_CSP;
  return appContentSecurityPolicy(remotes, host);
}

/** A year; no includeSubDomains: other hosts of the domain are not ours to commit. */
export const HSTS = 'max-age=31536000';

/**
 * Security headers on everything this server answers: API, the built apps, 404s and errors alike
 * (an onSend hook on the root instance runs for every reply). A route that sets its own
 * Content-Security-Policy keeps it.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { remotes }) => {
    const origins = remoteOrigins(remotes);

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      // Over HTTPS only (browsers ignore it over HTTP anyway): TLS on the socket, or announced by
      // a trusted proxy (TRUST_PROXY) in X-Forwarded-Proto.
      if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
        reply.header('Strict-Transport-Security', HSTS);
      }
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('Content-Security-Policy', contentSecurityPolicyFor(request.url, origins, request.headers.host));
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
