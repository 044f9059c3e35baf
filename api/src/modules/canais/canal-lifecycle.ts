import type { CanalEstado } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { StorageQuota } from '../armazenamento/storage-quota';
import type { ChatInboundEvent, InboundOutcome } from '../chat/chat-inbound.commands';
import { receiveInbound, type InboundListener } from '../chat/chat-inbound';
import type { ConnectResult, InboundEvent } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { publishCanalAtualizado } from './canais.events';
import {
  setCanalEstado,
  setCanalQr,
  setCanalRecuperacao,
  ultimaEntradaEm,
  type CanalRecord,
} from './canais.repository';

/*
 * What happens to a channel between its routes, its webhooks and its gateway: storing what
 * connecting answered, applying the gateway's events, and the reconciliation pass after a
 * reconnect (DESIGN §5a). The gateway's events go one way (docs/decisions/0022-one-way-api.md):
 * connection and QR are this module's, written and published here (CanalAtualizado, when what
 * clients see changed: canalChanged, the one check); messages and receipts are handed to the chat
 * (chat-inbound.ts), which never writes a channel.
 */

export type ChannelDeps = {
  db: Db;
  registry: ChannelRegistry;
  sink: EventSink;
  /** After the chat stored and published a channel's messages: campaign replies, the specialists. */
  answerer?: InboundListener;
  /** The institution's storage quota, checked before a contact's file is kept. */
  storageQuota?: StorageQuota;
  /** The ffmpeg that converts a contact's audio browsers cannot play (ADR 0036). */
  ffmpegPath?: string;
};

/** What clients see of the channel moved (a repeated webhook changes nothing and publishes nothing). */
export const canalChanged = (before: CanalRecord, after: CanalRecord): boolean =>
  before.estado !== after.estado ||
  before.telefone !== after.telefone ||
  before.qrCode !== after.qrCode ||
  before.pairingCode !== after.pairingCode ||
  before.recuperacao?.em !== after.recuperacao?.em;

/**
 * A channel that had been connected, was not, and now is again: what arrived meanwhile must be
 * fetched. Not its first connection (`desconectadoEm` is stamped only when leaving `conectado`):
 * nothing was missed before the number was linked, and the history WhatsApp syncs to a newly
 * linked device is no message "recebida enquanto o canal estava desconectado" (ADR 0036).
 */
export const reconnected = (before: Pick<CanalRecord, 'estado' | 'desconectadoEm'>, estado: CanalEstado) =>
  before.estado !== 'conectado' && estado === 'conectado' && before.desconectadoEm !== null;

/** A change of the channel's connection: a new state (and its number, when told), or a QR to show. */
type Conexao =
  | { estado: CanalEstado; telefone?: string | null }
  | { estado: 'aguardando_qr'; qrCode: string | null; pairingCode: string | null };

/**
 * Writes a connection change and publishes the channel when what clients see changed. Answers the
 * channel as it is now and whether it changed.
 */
export async function recordConexao(
  deps: Pick<ChannelDeps, 'db' | 'sink'>,
  canal: CanalRecord,
  conexao: Conexao,
): Promise<{ canal: CanalRecord; changed: boolean }> {
  const updated =
    'qrCode' in conexao
      ? await setCanalQr(deps.db, canal.idInstituicao, canal.idCanal, conexao)
      : await setCanalEstado(deps.db, canal.idInstituicao, canal.idCanal, conexao.estado, conexao.telefone);
  if (!updated) return { canal, changed: false };
  const changed = canalChanged(canal, updated);
  if (changed) await publishCanalAtualizado(deps.sink, updated);
  return { canal: updated, changed };
}

/**
 * Stores what connect (or provisioning) answered: the QR to read, or the state. Publishes the
 * channel when it changed (`published`); for one that came back to `conectado`, `onReconnected`
 * asks for its reconciliation (the intake's, ADR 0036: durable, after what the channel has waiting).
 */
export async function storeConexao(
  deps: ChannelDeps,
  canal: CanalRecord,
  conexao: ConnectResult,
  onReconnected: (canal: CanalRecord) => Promise<void>,
): Promise<{ canal: CanalRecord; published: boolean }> {
  const { canal: updated, changed } = await recordConexao(
    deps,
    canal,
    conexao.estado === 'aguardando_qr' ? { ...conexao, estado: 'aguardando_qr' } : { estado: conexao.estado },
  );
  if (reconnected(canal, updated.estado)) await onReconnected(updated);
  return { canal: updated, published: changed };
}

/**
 * The channel's new state after the gateway reported `estado`. A close (or refusal) of a channel
 * already `desconectado` stays `desconectado`: it is the echo of a logout staff asked for, not
 * the phone refusing the session.
 */
function nextEstado(current: CanalEstado, estado: CanalEstado): CanalEstado {
  return current === 'desconectado' && (estado === 'recusado' || estado === 'desconectado') ? current : estado;
}

/**
 * The gateway's connection and QR events, in order: the state (the number only ever as a phone,
 * never a LID) or the QR to show; a QR arriving for a connected channel is a late retry and is
 * ignored. Answers the channel after them and, when one of them connected it, that channel.
 */
async function applyConexaoEvents(
  deps: ChannelDeps,
  canal: CanalRecord,
  events: readonly Extract<InboundEvent, { kind: 'connection' | 'qr' }>[],
): Promise<{ canal: CanalRecord; reconnectedCanal: CanalRecord | null }> {
  let current = canal;
  let reconnectedCanal: CanalRecord | null = null;
  for (const event of events) {
    if (event.kind === 'qr' && current.estado === 'conectado') continue;
    const conexao: Conexao =
      event.kind === 'qr'
        ? { estado: 'aguardando_qr', qrCode: event.qrCode, pairingCode: event.pairingCode }
        : { estado: nextEstado(current.estado, event.estado), telefone: event.telefone };
    const { canal: updated, changed } = await recordConexao(deps, current, conexao);
    if (changed && reconnected(current, updated.estado)) reconnectedCanal = updated;
    current = updated;
  }
  return { canal: current, reconnectedCanal };
}

const isChatEvent = (event: InboundEvent): event is ChatInboundEvent =>
  event.kind !== 'connection' && event.kind !== 'qr';

/**
 * The gateway's events for a channel (webhook, simulator): its connection and QR applied here,
 * then its messages and receipts handed to the chat (an Evolution webhook carries one kind). The
 * channel that reconnected with them, if any, is answered so the caller reconciles it.
 */
export async function applyInbound(
  deps: ChannelDeps,
  canal: CanalRecord,
  events: readonly InboundEvent[],
  /** The events were fetched by reconciliation (their messages are marked so). */
  options: { recuperada?: boolean } = {},
): Promise<{ outcomes: InboundOutcome[]; reconnectedCanal: CanalRecord | null }> {
  const conexao = events.filter((event): event is Exclude<InboundEvent, ChatInboundEvent> => !isChatEvent(event));
  const { canal: current, reconnectedCanal } = await applyConexaoEvents(deps, canal, conexao);
  const outcomes = await receiveInbound(
    {
      db: deps.db,
      sink: deps.sink,
      listener: deps.answerer,
      storageQuota: deps.storageQuota,
      recuperada: options.recuperada,
      ffmpegPath: deps.ffmpegPath,
    },
    current,
    events.filter(isChatEvent),
  );
  return { outcomes, reconnectedCanal };
}

/** Reconciliation never looks further back than this (a quiet channel's last message may be months old). */
export const RECONCILIACAO_MAX_DIAS = 7;

/**
 * Where reconciliation starts: the last contact's message seen on the channel (WhatsApp's time) —
 * after a reconnect, or when it left `conectado` if that was earlier (a webhook that did arrive
 * while it was down says nothing of the others) — else its creation; never more than
 * RECONCILIACAO_MAX_DIAS back.
 */
export async function reconciliationStart(
  deps: Pick<ChannelDeps, 'db'>,
  canal: CanalRecord,
  motivo: 'reconexao' | 'reinicio',
  now = new Date(),
) {
  const visto = await ultimaEntradaEm(deps.db, canal.idCanal);
  const caiu = motivo === 'reconexao' && canal.desconectadoEm ? new Date(canal.desconectadoEm) : null;
  const since = visto && caiu ? (visto < caiu ? visto : caiu) : (visto ?? caiu ?? new Date(canal.criadoEm));
  const floor = new Date(now.getTime() - RECONCILIACAO_MAX_DIAS * 86_400_000);
  return since < floor ? floor : since;
}

/**
 * Reconciliation (ADR 0036): the contacts' messages the gateway received since the last one seen
 * on the channel (`reconciliationStart`), after a reconnect or after this API restarted, through
 * the same idempotent ingest as the webhook, so a message both delivered and fetched is stored
 * once. The new ones are marked `recuperada`, and when there are any the channel records how many
 * (CanalAtualizado: the notice "N mensagens recebidas enquanto o canal estava desconectado").
 * Answers how many were new. Only messages and receipts are taken from the fetch: the channel's
 * state is the webhook's.
 */
export async function reconcileCanal(
  deps: ChannelDeps,
  canal: CanalRecord,
  motivo: 'reconexao' | 'reinicio' = 'reconexao',
): Promise<number> {
  const since = await reconciliationStart(deps, canal, motivo);
  const missed = await deps.registry.adapterFor(canal).fetchMissed(since);
  const events = missed.filter(isChatEvent);
  const { outcomes } = await applyInbound(deps, canal, events, { recuperada: true });
  const novas = outcomes.filter((outcome) => outcome.kind === 'message').length;
  if (novas) {
    const updated = await setCanalRecuperacao(deps.db, canal.idCanal, novas);
    if (updated) await publishCanalAtualizado(deps.sink, updated);
  }
  if (events.length)
    deps.sink.log.info(
      { idCanal: canal.idCanal, recebidas: events.length, novas, motivo, desde: since.toISOString() },
      'reconciliação do canal',
    );
  return novas;
}
