/**
 * Test support for the hub suites that run the whole API on a real port: users of a profile that
 * grants exactly some screens, the official SignalR client, and a round trip that proves every
 * event published before it has arrived (a connection's frames arrive in order).
 */
import assert from 'node:assert/strict';
import { CHAT_EVENTS, CHAT_METHODS } from '@colabora/shared/contracts';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { loginAs } from './login-as';

export type ScreenUser = { idUsuario: number; idPerfil: number; token: string };

let passwordHash: Promise<string> | null = null;

/**
 * A user of `idInstituicao` whose new profile grants `crud` (R unless told) on exactly the screens
 * named by their menu `rota`; signed in through the real endpoint.
 * @example const soLeads = await userWithScreens(app, DEMO, 'Lia Leads', '11965550001', ['leads'])
 */
export async function userWithScreens(
  app: FastifyInstance,
  idInstituicao: number,
  nome: string,
  telefone: string,
  rotas: readonly string[],
  crud = 'R',
): Promise<ScreenUser> {
  const [perfil] = await app.db.query<{ id: number }>(
    `insert into perfil (id_instituicao, nome) values ($1, $2) returning id`,
    [idInstituicao, `Perfil ${nome}`],
  );
  const idPerfil = perfil?.id ?? 0;
  const granted = await app.db.query<{ id_menu: number }>(
    `insert into perfil_menu (id_perfil, id_menu, crud) select $1, id_menu, $3 from menu where rota = any($2::text[])
     returning id_menu`,
    [idPerfil, rotas, crud],
  );
  assert.equal(granted.length, rotas.length, `telas inexistentes no menu: ${rotas.join(', ')}`);
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [usuario] = await app.db.query<{ id: number }>(
    `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash) values ($1, $2, $3, $4, $5) returning id`,
    [idInstituicao, idPerfil, nome, telefone, await passwordHash],
  );
  const { token } = await loginAs(app, { telefone });
  return { idUsuario: usuario?.id ?? 0, idPerfil, token };
}

/** Listens on a free port of 127.0.0.1 (once per app) and returns the base URL. */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sem porta');
  return `http://127.0.0.1:${address.port}`;
}

/** The official client of /chathub (WebSockets only, as the app's), not started. */
export function chatHubClient(url: string, token: string, reconnectDelays?: number[]): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(`${url}/chathub`, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None);
  if (reconnectDelays) builder.withAutomaticReconnect(reconnectDelays);
  return builder.build();
}

export type Received = { event: string; args: unknown[] };

/** Records every /chathub event the client receives, in order. */
export function recordChatEvents(client: HubConnection): Received[] {
  const received: Received[] = [];
  for (const event of Object.values(CHAT_EVENTS)) {
    client.on(event, (...args: unknown[]) => received.push({ event, args }));
  }
  return received;
}

/** A chat id no test database reaches: leaving its room changes nothing. */
const NO_ROOM = 2_000_000_000;

/**
 * A round trip on the connection: when it resolves, every event the server sent the connection
 * before it has been handled (LeaveRoom of a room it is not in changes nothing).
 */
export async function roundTrip(client: HubConnection, idInstituicao: number): Promise<void> {
  await client.invoke(CHAT_METHODS.leaveRoom, NO_ROOM, idInstituicao);
}
