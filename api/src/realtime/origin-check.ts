import type { IncomingHttpHeaders } from 'node:http';

/**
 * Browsers always send Origin on WebSocket and cross-site POST; a missing one is a non-browser
 * client (Node, mobile), which CSRF-style attacks cannot use. The app's own host is always allowed.
 */
export function isOriginAllowed(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined || origin === '') return true;
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = headers['x-forwarded-host'] ?? headers.host;
  const ownHost = Array.isArray(host) ? host[0] : host?.split(',')[0]?.trim();
  return ownHost !== undefined && url.host.toLowerCase() === ownHost.toLowerCase();
}
