import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** TRUST_PROXY as Fastify takes it (config.ts): none, every hop, a hop test, or addresses/CIDRs. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Fastify's own reading of a trustProxy value (lib/request.js), so REST and the hubs agree. */
function trustFunction(trustProxy: TrustProxy | undefined): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'function') return trustProxy;
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

/**
 * How the request names this server: X-Forwarded-Host (its last entry, the one the nearest proxy
 * wrote) only when the immediate peer is a proxy TRUST_PROXY trusts, else Host. The rule of
 * Fastify's `request.host`, for the WebSocket upgrade, which never reaches Fastify's routing.
 * @example hostResolver(false)(upgradeRequest) // → the Host header, whatever X-Forwarded-Host says
 */
export function hostResolver(trustProxy: TrustProxy | undefined) {
  const trusts = trustFunction(trustProxy);
  return (request: Pick<IncomingMessage, 'headers' | 'socket'>): string | undefined => {
    const forwarded = request.headers['x-forwarded-host'];
    const address = request.socket?.remoteAddress;
    if (forwarded && address !== undefined && trusts(address, 0)) {
      const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
      return value.split(',').at(-1)?.trim();
    }
    return request.headers.host;
  };
}

/**
 * Browsers always send Origin on WebSocket and cross-site POST; a missing one is a non-browser
 * client (Node, mobile), which CSRF-style attacks cannot use. The app's own host (`ownHost`, as
 * `hostResolver` or Fastify's `request.host` read it under TRUST_PROXY) is always allowed.
 */
export function isOriginAllowed(
  origin: string | undefined,
  ownHost: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return ownHost !== undefined && ownHost !== '' && url.host.toLowerCase() === ownHost.toLowerCase();
}
