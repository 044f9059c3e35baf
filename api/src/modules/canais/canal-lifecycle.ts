import type { CanalEstado } from '@colabora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../plugins/database/db';
import type { RealtimePublisher } from '../../realtime/index';
import type { StorageQuota } from '../armazenamento/storage-quota';
import { ingestInbound, type InboundOutcome } from '../chat/chat.commands';
import { publishInbound } from '../chat/chat.events';
import type { ConnectResult, InboundEvent } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { publishCanalAtualizado } from './canais.events';
import { setCanalEstado, setCanalQr, type CanalRecord } from './canais.repository';

/*
 * What happens to a channel between its routes, its webhooks and its gateway: storing what
 * connecting answered, applying the gateway's events, and the reconciliation pass after a
 * reconnect (DESIGN §5a). Every change is published as CanalAtualizado after the write.
 */

/**
 * What else happens to a channel's inbound outcomes once stored and published: the AI
 * specialists answer (especialistas/answer-chat.ts, handed in by app.ts as a callback so this
 * module does not import the specialists). Runs in the background and never rejects.
 */
export type InboundListener = (
  sink: { realtime: RealtimePublisher; log: FastifyBaseLogger },
  outcomes: readonly InboundOutcome[],
) => Promise<void>;

export type ChannelDeps = {
  db: Db;
  registry: ChannelRegistry;
  sink: { realtime: RealtimePublisher; log: FastifyBaseLogger };
  answerer?: InboundListener;
  /** The institution's storage quota, checked before a contact's file is kept. */
  storageQuota?: StorageQuota;
};

/**
 * Stores what connect (or provisioning) answered: the QR to read, or the state. Publishes the
 * channel when it changed (`published`); one that came back to `conectado` is reconciled in the
 * background.
 */
export async function storeConexao(
  deps: ChannelDeps,
  canal: CanalRecord,
  conexao: ConnectResult,
  background: (work: Promise<unknown>) => void,
): Promise<{ canal: CanalRecord; published: boolean }> {
  const { db, sink } = deps;
  const updated =
    conexao.estado === 'aguardando_qr'
      ? await setCanalQr(db, canal.idInstituicao, canal.idCanal, conexao)
      : await setCanalEstado(db, canal.idInstituicao, canal.idCanal, conexao.estado);
  if (!updated) return { canal, published: false };
  const changed =
    updated.estado !== canal.estado || updated.qrCode !== canal.qrCode || updated.pairingCode !== canal.pairingCode;
  if (changed) await publishCanalAtualizado(sink, updated);
  if (reconnected(canal.estado, updated.estado)) background(reconcileCanal(deps, updated));
  return { canal: updated, published: changed };
}

/** A channel that was not connected and now is: what arrived meanwhile must be fetched. */
export const reconnected = (anterior: CanalEstado, estado: CanalEstado) =>
  anterior !== 'conectado' && estado === 'conectado';

/**
 * The gateway's events for a channel (webhook, simulator): stored idempotently and published. The
 * channel that reconnected with them, if any, is answered so the caller reconciles it.
 */
export async function applyInbound(
  deps: ChannelDeps,
  canal: CanalRecord,
  events: InboundEvent[],
): Promise<{ outcomes: InboundOutcome[]; reconnectedCanal: CanalRecord | null }> {
  const outcomes = await ingestInbound(deps.db, canal, events, { storageQuota: deps.storageQuota });
  await publishInbound(deps.sink, outcomes);
  // Not awaited: the webhook answers the gateway at once; the answerer logs its own failures.
  if (deps.answerer) void deps.answerer(deps.sink, outcomes);
  let reconnectedCanal: CanalRecord | null = null;
  for (const outcome of outcomes)
    if (outcome.kind === 'connection' && reconnected(outcome.anterior, outcome.canal.estado))
      reconnectedCanal = outcome.canal;
  return { outcomes, reconnectedCanal };
}

/**
 * Reconciliation: the contacts' messages the gateway received since the channel last left
 * `conectado` (or since it was created, if it never was), through the same idempotent ingest as
 * the webhook, so a message both delivered and fetched is stored once. Answers how many were new.
 * Only messages and receipts are taken from the fetch: the channel's state is the webhook's.
 */
export async function reconcileCanal(deps: ChannelDeps, canal: CanalRecord): Promise<number> {
  const since = new Date(canal.desconectadoEm ?? canal.criadoEm);
  const missed = await deps.registry.adapterFor(canal).fetchMissed(since);
  const events = missed.filter((event) => event.kind === 'message' || event.kind === 'status');
  const { outcomes } = await applyInbound(deps, canal, events);
  const novas = outcomes.filter((outcome) => outcome.kind === 'message').length;
  if (events.length)
    deps.sink.log.info(
      { idCanal: canal.idCanal, recebidas: events.length, novas },
      'reconciliação do canal após reconectar',
    );
  return novas;
}
