/**
 * Test support: a bare Fastify app with only the realtime plugin, on a real port of 127.0.0.1,
 * and official @microsoft/signalr clients against it.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { HUB_SCREENS } from '@colabora/shared/contracts';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { getRealtimeServer, realtimePlugin } from '../index';
import type { RealtimeServer, RealtimeServerOptions } from '../realtime-server';
import type { RealtimePrincipal } from '../types';

/**
 * Test tokens spell their principal: `inst1-user2` → institution 1, user 2, valid for an hour;
 * `inst1-user2-ttl500` expires 500 ms after it is first verified; anything else is invalid.
 */
export function testAuthenticate(): (token: string) => Promise<RealtimePrincipal | null> {
  const expiries = new Map<string, number>();
  return async (token) => {
    const match = /^inst(\d+)-user(\d+)(?:-ttl(-?\d+))?$/.exec(token);
    if (!match) return null;
    const ttl = match[3] === undefined ? 3_600_000 : Number(match[3]);
    if (!expiries.has(token)) expiries.set(token, Date.now() + ttl);
    return {
      idInstituicao: Number(match[1]),
      idUsuario: Number(match[2]),
      nome: `Usuário ${match[2]}`,
      expiresAt: expiries.get(token) ?? 0,
    };
  };
}

export type TestServer = { app: FastifyInstance; url: string; realtime: RealtimeServer; close(): Promise<void> };

export async function startTestServer(
  options: Partial<RealtimeServerOptions> = {},
  fastifyOptions: FastifyServerOptions = {},
): Promise<TestServer> {
  const app = Fastify({ logger: false, ...fastifyOptions });
  await app.register(realtimePlugin, {
    authenticate: testAuthenticate(),
    allowedOrigins: ['https://colabora.example'],
    // Every test user holds every hub screen and every room exists, unless a test says otherwise.
    grantedScreens: async (_principal, hub) => HUB_SCREENS[hub],
    canJoinChat: async () => true,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}`, realtime: getRealtimeServer(app), close: () => app.close() };
}

export type ClientOptions = {
  stateful?: boolean;
  reconnectDelays?: number[];
  serverTimeoutMs?: number;
  keepAliveMs?: number;
};

export function buildClient(
  url: string,
  hubPath: string,
  token: string | (() => string),
  options: ClientOptions = {},
): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(url + hubPath, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: typeof token === 'function' ? token : () => token,
    })
    .configureLogging(LogLevel.None);
  if (options.stateful !== false) builder.withStatefulReconnect({ bufferSize: 100_000 });
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  if (options.serverTimeoutMs) builder.withServerTimeout(options.serverTimeoutMs);
  if (options.keepAliveMs) builder.withKeepAliveInterval(options.keepAliveMs);
  return builder.build();
}

export async function connectClient(
  url: string,
  hubPath: string,
  token: string,
  options: ClientOptions = {},
): Promise<HubConnection> {
  const client = buildClient(url, hubPath, token, options);
  await client.start();
  return client;
}

/** Resolves with the arguments of the next `method` event on the client. */
export function nextEvent(client: HubConnection, method: string, timeoutMs = 5_000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off(method, handler);
      reject(new Error(`timed out waiting for ${method}`));
    }, timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      client.off(method, handler);
      resolve(args);
    };
    client.on(method, handler);
  });
}

/** Collects every `method` event on the client. */
export function collect(client: HubConnection, method: string): unknown[][] {
  const seen: unknown[][] = [];
  client.on(method, (...args: unknown[]) => seen.push(args));
  return seen;
}

/** Resolves when the client's connection closes, with its error. */
export function closed(client: HubConnection, timeoutMs = 5_000): Promise<Error | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for close')), timeoutMs);
    client.onclose((error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/** Polls until `check` holds (for server-side state that has no event to await). */
export async function until(check: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
