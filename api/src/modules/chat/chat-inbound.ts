import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { StorageQuota } from '../armazenamento/storage-quota';
import type { CanalRecord } from '../canais/canais.repository';
import { audioParaNavegador, precisaConverter } from './audio-entrada';
import { ingestInbound, type ChatInboundEvent, type InboundOutcome } from './chat-inbound.commands';
import {
  publishChatDeleted,
  publishChatStatusChanged,
  publishConversaAtualizada,
  publishMensagemAtualizada,
  publishMessageChange,
  publishNewChatCreated,
} from './chat.events';

/*
 * Where a channel's messages and receipts enter the chat (docs/decisions/0022-one-way-api.md):
 * gateway → canais (the webhook, the simulator, reconciliation) → here, and never back. The canais
 * module keeps the connection and QR events; nothing here writes a channel or publishes one.
 */

/**
 * What else happens to the chat's inbound outcomes once stored and published: the campaigns mark
 * replies and the AI specialists answer (handed in by app.ts as a callback, so the chat imports
 * neither). Runs in the background and never rejects.
 */
export type InboundListener = (sink: EventSink, outcomes: readonly InboundOutcome[]) => Promise<void>;

export type ChatInboundDeps = {
  db: Db;
  sink: EventSink;
  listener?: InboundListener;
  /** The institution's storage quota, checked before a contact's file is kept. */
  storageQuota?: StorageQuota;
  /** The messages were fetched by reconciliation (marked so in the history, ADR 0036). */
  recuperada?: boolean;
  /** The ffmpeg that converts a contact's audio browsers cannot play (absent: kept as it came). */
  ffmpegPath?: string;
};

/**
 * A contact's audio that some browser cannot play, converted before the ingest's transaction
 * (audio-entrada.ts), one at a time; not for a message already stored (a repeated webhook, a
 * reconciliation's overlap), which would be converted for nothing.
 */
async function prepareAudio(
  deps: ChatInboundDeps,
  canal: CanalRecord,
  events: readonly ChatInboundEvent[],
): Promise<readonly ChatInboundEvent[]> {
  const { ffmpegPath } = deps;
  const ids = events.flatMap((event) =>
    event.kind === 'message' && precisaConverter(event.midia) ? [event.idGateway] : [],
  );
  if (!ffmpegPath || !ids.length) return events;
  const stored = await deps.db.query<{ idGateway: string }>(
    'select id_gateway as "idGateway" from mensagem where id_canal = $1 and id_gateway = any($2::text[])',
    [canal.idCanal, ids],
  );
  const known = new Set(stored.map((row) => row.idGateway));
  const prepared: ChatInboundEvent[] = [];
  for (const event of events) {
    if (event.kind === 'message' && precisaConverter(event.midia) && !known.has(event.idGateway))
      prepared.push({ ...event, midia: await audioParaNavegador(event.midia, ffmpegPath, deps.sink.log) });
    else prepared.push(event);
  }
  return prepared;
}

/** The events of the messages and receipts a channel delivered (webhook, simulator, reconciliation). */
async function publishInbound(sink: EventSink, outcomes: readonly InboundOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    if (outcome.kind === 'message') {
      for (const idChat of outcome.chatsRemovidos ?? [])
        await publishChatDeleted(sink, outcome.chat.idInstituicao, idChat);
      if (outcome.chatCriado) await publishNewChatCreated(sink, outcome.chat);
      else if (outcome.statusAnterior !== outcome.chat.status) await publishChatStatusChanged(sink, outcome.chat);
      await publishMessageChange(sink, outcome.chat, outcome.mensagem);
    } else if (outcome.kind === 'status') {
      await publishMessageChange(sink, outcome.chat, outcome.mensagem);
    } else if (outcome.kind === 'juntados') {
      for (const idChat of outcome.chatsRemovidos) await publishChatDeleted(sink, outcome.idInstituicao, idChat);
    } else if (outcome.kind === 'updated') {
      // Not new: the room replaces the message; the list only when its preview may have changed.
      await publishMensagemAtualizada(sink, outcome.mensagem, outcome.chat);
      if (outcome.mudanca !== 'reacao') await publishConversaAtualizada(sink, outcome.chat);
    }
  }
}

/**
 * Stores the messages and receipts (idempotently), publishes their events, and hands the outcomes
 * to the listener without waiting for it (the webhook answers the gateway at once).
 */
export async function receiveInbound(
  deps: ChatInboundDeps,
  canal: CanalRecord,
  events: readonly ChatInboundEvent[],
): Promise<InboundOutcome[]> {
  if (!events.length) return [];
  const outcomes = await ingestInbound(deps.db, canal, await prepareAudio(deps, canal, events), {
    storageQuota: deps.storageQuota,
    recuperada: deps.recuperada,
  });
  await publishInbound(deps.sink, outcomes);
  // Not awaited: the listener logs its own failures.
  if (deps.listener) void deps.listener(deps.sink, outcomes);
  return outcomes;
}
