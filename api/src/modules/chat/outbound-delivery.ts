import type { MensagemStatus } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { ChannelSendError, type MidiaSaida } from '../canais/channel-adapter';
import type { CanalRef, ChannelRegistry } from '../canais/channel-registry';

/*
 * How every outbound message reaches WhatsApp (a staff reply, a resend, a specialist's answer, a
 * birthday greeting): the row is stored as 'pendente' first, in the caller's transaction; then,
 * outside any transaction (a gateway may be slow), it is handed to the channel's adapter; then
 * what the gateway answered is recorded on that row.
 */

/** What handing one message to its channel gave. */
export type GatewayOutcome = {
  status: MensagemStatus;
  idGateway: string | null;
  /** The gateway's refusal, in pt-BR, when it refused (status 'falhou'). */
  erro: string | null;
};

/** What a message carries out: a text, or a file (whose caption is its `legenda`). */
export type Conteudo = string | MidiaSaida;

/**
 * Sends a text or a file to `telefone` (E.164) through the channel. A refusal (ChannelSendError)
 * is an outcome, 'falhou' with its reason; anything else is a bug and propagates.
 * @example const outcome = await sendThroughChannel(registry, canal, '+5511988887777', 'Olá!');
 */
export async function sendThroughChannel(
  registry: ChannelRegistry,
  canal: CanalRef,
  telefone: string,
  conteudo: Conteudo,
): Promise<GatewayOutcome> {
  try {
    const adapter = registry.adapterFor(canal);
    const result =
      typeof conteudo === 'string'
        ? await adapter.sendText(telefone, conteudo)
        : await adapter.sendMedia(telefone, conteudo);
    return { status: result.status, idGateway: result.idGateway, erro: null };
  } catch (error) {
    if (!(error instanceof ChannelSendError)) throw error;
    return { status: 'falhou', idGateway: null, erro: error.message };
  }
}

/**
 * Records the gateway's answer on a message still 'pendente' (a receipt that arrived first, or a
 * deletion, wins). A resend keeps the first gateway id when the gateway gives none.
 */
export async function recordDelivery(db: Queryable, idMensagem: number, outcome: GatewayOutcome): Promise<void> {
  await db.query(
    `update mensagem set status = $2, id_gateway = coalesce($3, id_gateway) where id = $1 and status = 'pendente'`,
    [idMensagem, outcome.status, outcome.idGateway],
  );
}

/** Both steps for a message stored as 'pendente': send it, then record the outcome. */
export async function deliverPending(
  db: Queryable,
  registry: ChannelRegistry,
  pending: { canal: CanalRef; telefone: string; idMensagem: number; conteudo: Conteudo },
): Promise<GatewayOutcome> {
  const outcome = await sendThroughChannel(registry, pending.canal, pending.telefone, pending.conteudo);
  await recordDelivery(db, pending.idMensagem, outcome);
  return outcome;
}
