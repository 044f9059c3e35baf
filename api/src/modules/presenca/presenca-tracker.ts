import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_EVENTS, type PresencaStatus } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { RealtimePublisher } from '../../realtime/index';
import { publishSafely } from '../../realtime/publish-safely';
import type { ConnectionListener } from '../../realtime/types';
import { expirar, registrarConexao, removerConexao, renovar, statusDe, type Conexao } from './presenca.repository';

/*
 * Presence from the hubs (ADR 0037): the realtime server tells this tracker when a connection
 * opens (after its handshake) and when it is gone for good (a stateful client's reconnect window
 * included, so a network blip is not "offline"). Each connection is a database row, so every API
 * process sees every other's, with PGlite and PostgreSQL alike; the change of a user's status is
 * published on /chathub, which the Redis backplane carries to the other processes' clients. A
 * heartbeat keeps this process's rows fresh and removes the rows of a process that died.
 */

export const PRESENCA_HEARTBEAT_MS = 30_000;

export type PresencaDeps = {
  db: Db;
  log: FastifyBaseLogger;
  /** Read when publishing (the realtime plugin is registered after the tracker is made). */
  realtime: () => RealtimePublisher;
  /** A user became available (first tab, or back from ausente): their queues' waiting conversations. */
  onDisponivel?: (idInstituicao: number, idUsuario: number) => Promise<void>;
};

export type PresencaTracker = ConnectionListener & {
  /** Announces a user's status to the institution's Chat screens (a choice, an expiry). */
  anunciar(idInstituicao: number, idUsuario: number, status: PresencaStatus): Promise<void>;
  /** One heartbeat now (tests call it; the timer calls it every PRESENCA_HEARTBEAT_MS). */
  heartbeat(): Promise<void>;
  /** Waits for the writes under way; stops the heartbeat. */
  stop(): Promise<void>;
};

export function createPresencaTracker(deps: PresencaDeps): PresencaTracker {
  const processo = randomUUID();
  const pending = new Set<Promise<void>>();
  /** This process's open connections, each with its registration (a close waits for it). */
  const abertas = new Map<string, { conexao: Conexao; registro: Promise<void> }>();
  let stopped = false;

  const track = (work: Promise<void>) => {
    const guarded = work.catch((error: unknown) => {
      if (!stopped) deps.log.warn({ err: error }, 'presença: falha ao registrar');
    });
    pending.add(guarded);
    void guarded.finally(() => pending.delete(guarded));
  };

  async function anunciar(idInstituicao: number, idUsuario: number, status: PresencaStatus): Promise<void> {
    await publishSafely(
      { realtime: deps.realtime(), log: deps.log },
      'chat',
      idInstituicao,
      CHAT_EVENTS.presencaAtualizada,
      [{ idUsuario, status, idInstituicao }],
    );
  }

  const conexaoDe = (c: Parameters<ConnectionListener['opened']>[0]): Conexao => ({
    idConexao: c.connectionId,
    idUsuario: c.principal.idUsuario,
    idInstituicao: c.principal.idInstituicao,
  });

  async function aberta(conexao: Conexao): Promise<void> {
    const antes = await registrarConexao(deps.db, processo, conexao);
    if (antes !== 'offline') return;
    const agora = await statusDe(deps.db, conexao.idUsuario);
    await anunciar(conexao.idInstituicao, conexao.idUsuario, agora);
    if (agora === 'online') await deps.onDisponivel?.(conexao.idInstituicao, conexao.idUsuario);
  }

  async function fechada(conexao: Conexao): Promise<void> {
    if ((await removerConexao(deps.db, conexao)) === 'offline') {
      await anunciar(conexao.idInstituicao, conexao.idUsuario, 'offline');
    }
  }

  async function heartbeat(): Promise<void> {
    await renovar(
      deps.db,
      processo,
      [...abertas.values()].map((aberta) => aberta.conexao),
    );
    for (const user of await expirar(deps.db)) await anunciar(user.idInstituicao, user.idUsuario, 'offline');
  }

  // PGlite is one process: the rows left by its previous run are nobody's (no need to wait for them to expire).
  if (deps.db.engine === 'pglite') track(deps.db.query('delete from presenca_conexao').then(() => undefined));
  const timer = setInterval(() => track(heartbeat()), PRESENCA_HEARTBEAT_MS);
  timer.unref();

  return {
    opened(connection) {
      const conexao = conexaoDe(connection);
      const registro = aberta(conexao);
      abertas.set(conexao.idConexao, { conexao, registro });
      track(registro);
    },
    closed(connection) {
      const conexao = conexaoDe(connection);
      // After its own registration, so a connection that closes at once never leaves a row behind.
      const registro = abertas.get(conexao.idConexao)?.registro ?? Promise.resolve();
      abertas.delete(conexao.idConexao);
      track(registro.catch(() => undefined).then(() => fechada(conexao)));
    },
    anunciar,
    heartbeat,
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...pending]);
      stopped = true;
    },
  };
}
