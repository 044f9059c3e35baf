import type { Chat, Mensagem, MensagemStatus } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import { ChannelSendError, isMidia, type CitacaoSaida, type Conteudo } from '../canais/channel-adapter';
import { summaryOf } from '../canais/evolution-message';
import type { CanalRef, ChannelRegistry } from '../canais/channel-registry';
import { findCanal } from '../canais/canais.repository';
import { publishMessageChange, publishNewChatCreated } from './chat.events';
import { findChat, findMensagem } from './chat.queries';
import { registrarResposta } from '../relatorios/conversa-fatos';
import { insertMidia } from './mensagem-midia.repository';
import { citacaoDe } from './outbound-citacao';
import { DESTINO_CONTATO_SQL } from '../contatos/contato-identidade';

/*
 * The one way a message reaches a contact's WhatsApp (docs/decisions/0022-one-way-api.md): staff's
 * text or file, a resend, a specialist's answer, the SAIR confirmation, a birthday greeting; and
 * later quoted replies, reactions and scheduled messages. Four steps, always in this order:
 * 1. intent: in one transaction, the caller's rules (who may write, the channel connected) and
 *    the message stored as 'pendente' (newMessage below, or the caller's own intent);
 * 2. send: outside any transaction (a gateway may be slow), handed to the channel's adapter;
 * 3. outcome: what the gateway answered, recorded on that row ('enviada', or 'falhou' and why);
 * 4. event: NewChatCreated when the intent opened the conversation, then NewMessage and
 *    ConversaAtualizada.
 * The campaigns' mass send keeps its own ledger (campanha_destinatario, ADR 0015) and uses step 2
 * only (sendThroughChannel).
 */

export type OutboundDeps = { db: Db; registry: ChannelRegistry; sink: EventSink };

/** What handing one message to its channel gave. */
export type GatewayOutcome = {
  status: MensagemStatus;
  idGateway: string | null;
  /** The gateway's refusal, in pt-BR, when it refused (status 'falhou'). */
  erro: string | null;
};

/** Who writes: a member of staff (null: the institution itself, an automatic message), or an AI specialist. */
export type Remetente = { idUsuario: number | null } | { idEspecialista: number };

/** A message an intent stored as 'pendente', ready to be handed to its channel. */
export type Pendente = {
  kind: 'pending';
  idChat: number;
  idMensagem: number;
  canal: CanalRef;
  /** The contact's phone, E.164. */
  telefone: string;
  conteudo: Conteudo;
  /** The message it answers (a quoted reply), as the gateway names it. */
  citacao?: CitacaoSaida;
  /** The intent opened the conversation: NewChatCreated goes out before the message. */
  chatCriado?: boolean;
};

/** The message went to the gateway: `erro` says why it refused (the message is then 'falhou'). */
export type Sent = { kind: 'sent'; chat: Chat; mensagem: Mensagem; erro: string | null };

/** What staff's send answers: sent, or the conversation is gone, or its channel is not connected. */
export type SendOutcome = Sent | { kind: 'not-found' } | { kind: 'disconnected' };

/** A staff reply may also quote a message that cannot be quoted (never reached WhatsApp). */
export type ReplyOutcome = SendOutcome | { kind: 'citada-invalida' };

/** What an intent answers when it stored the message: typed, so the pipeline can tell it from a refusal. */
export const pendente = (message: Omit<Pendente, 'kind'>): Pendente => ({ kind: 'pending', ...message });

const isPendente = <R>(claimed: Pendente | R): claimed is Pendente =>
  (claimed as { kind?: unknown }).kind === 'pending';

/**
 * Step 2: sends a text (quoting `citacao` when given) or a file to `telefone` (E.164) through the
 * channel. A refusal (ChannelSendError) is an outcome, 'falhou' with its reason; anything else is a
 * bug and propagates.
 * @example const outcome = await sendThroughChannel(registry, canal, '+5511988887777', 'Olá!');
 */
export async function sendThroughChannel(
  registry: ChannelRegistry,
  canal: CanalRef,
  telefone: string,
  conteudo: Conteudo,
  citacao?: CitacaoSaida,
): Promise<GatewayOutcome> {
  try {
    const adapter = registry.adapterFor(canal);
    const result =
      typeof conteudo === 'string'
        ? await adapter.sendText(telefone, conteudo, citacao)
        : isMidia(conteudo)
          ? await adapter.sendMedia(telefone, conteudo)
          : await adapter.sendConteudo(telefone, conteudo);
    return { status: result.status, idGateway: result.idGateway, erro: null };
  } catch (error) {
    if (!(error instanceof ChannelSendError)) throw error;
    return { status: 'falhou', idGateway: null, erro: error.message };
  }
}

/**
 * Step 3: the gateway's answer on a message still 'pendente' (a receipt that arrived first, or a
 * deletion, wins). A resend keeps the first gateway id when the gateway gives none.
 */
async function recordDelivery(db: Queryable, idMensagem: number, outcome: GatewayOutcome): Promise<void> {
  await db.query(
    `update mensagem set status = $2, id_gateway = coalesce($3, id_gateway) where id = $1 and status = 'pendente'`,
    [idMensagem, outcome.status, outcome.idGateway],
  );
}

/**
 * The pipeline: runs `intent` in a transaction; when it stored a message ('pending'), sends it,
 * records the outcome and publishes the events. Answers the intent's refusal as it gave it, the
 * message sent (or refused by the gateway), or 'not-found' when the conversation went meanwhile.
 * `onOutcome` runs in the outcome's transaction (a birthday releases its year when refused).
 * @example const outcome = await deliver(deps, idInstituicao, newMessage(idInstituicao, { idChat, remetente: { idUsuario }, conteudo: 'Olá!', leuConversa: true }));
 */
export async function deliver<R>(
  deps: OutboundDeps,
  idInstituicao: number,
  intent: (tx: Queryable) => Promise<Pendente | R>,
  options: { onOutcome?: (tx: Queryable, outcome: GatewayOutcome) => Promise<void> } = {},
): Promise<Sent | R | { kind: 'not-found' }> {
  const claimed = await deps.db.transaction(intent);
  if (!isPendente(claimed)) return claimed;

  const { canal, telefone, conteudo, citacao } = claimed;
  const outcome = await sendThroughChannel(deps.registry, canal, telefone, conteudo, citacao);
  const { onOutcome } = options;
  if (onOutcome)
    await deps.db.transaction(async (tx) => {
      await recordDelivery(tx, claimed.idMensagem, outcome);
      await onOutcome(tx, outcome);
    });
  else await recordDelivery(deps.db, claimed.idMensagem, outcome);

  const chat = await findChat(deps.db, idInstituicao, claimed.idChat);
  const mensagem = await findMensagem(deps.db, idInstituicao, claimed.idMensagem);
  // Deleted meanwhile: nothing left to show.
  if (!chat || !mensagem) return { kind: 'not-found' };
  if (claimed.chatCriado) await publishNewChatCreated(deps.sink, chat);
  await publishMessageChange(deps.sink, chat, mensagem);
  return { kind: 'sent', chat, mensagem, erro: outcome.erro };
}

/**
 * Stores a new outbound message as 'pendente' (with its file's bytes) and moves its conversation to
 * the top; `leuConversa`: staff replying from the conversation have read it (no unread left).
 * Answers the message's id. For intents that choose the conversation themselves (a greeting).
 */
export async function insertPendente(
  tx: Queryable,
  message: {
    idInstituicao: number;
    idChat: number;
    idCanal: number;
    remetente: Remetente;
    conteudo: Conteudo;
    /** The message it answers: stored as an inbound quote is, so the history shows both alike. */
    citacao?: CitacaoSaida;
    leuConversa?: boolean;
  },
): Promise<number> {
  const { idInstituicao, idChat, idCanal, remetente, conteudo } = message;
  const idUsuario = 'idUsuario' in remetente ? remetente.idUsuario : null;
  const idEspecialista = 'idEspecialista' in remetente ? remetente.idEspecialista : null;
  // A location or card is a text summary with its content, as the contact's own (ADR 0025 §1).
  const [tipo, texto, guardado] =
    typeof conteudo === 'string'
      ? ['texto', conteudo, null]
      : isMidia(conteudo)
        ? [conteudo.tipo, conteudo.legenda, null]
        : ['texto', summaryOf(conteudo), JSON.stringify(conteudo)];
  const [row] = await tx.query<{ id: number }>(
    `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, id_autor, id_especialista,
                           citada_id_gateway, citada_previa, conteudo)
     values ($1, $2, $3, 'saida', $4, $5, 'pendente', $6, $7, $8, $9, $10) returning id`,
    [
      idInstituicao,
      idChat,
      idCanal,
      tipo,
      texto,
      idUsuario,
      idEspecialista,
      message.citacao?.idGateway ?? null,
      message.citacao?.previa ?? null,
      guardado,
    ],
  );
  if (!row) throw new Error('mensagem não registrada');
  await registrarResposta(tx, idInstituicao, idChat, row.id, remetente); // the reports' facts (ADR 0030)
  if (typeof conteudo !== 'string' && isMidia(conteudo))
    await insertMidia(tx, idInstituicao, row.id, {
      mime: conteudo.mime,
      nome: conteudo.nome,
      bytes: Buffer.from(conteudo.base64, 'base64'),
    });
  // An answer by a person or a specialist ends the wait "Fora do horário" (ADR 0037).
  await tx.query(
    `update chat set ultima_mensagem_em = now(), nao_lidas = case when $2 then 0 else nao_lidas end,
            fora_do_horario_ate = case when $3 then null else fora_do_horario_ate end where id = $1`,
    [idChat, message.leuConversa === true, idUsuario !== null || idEspecialista !== null],
  );
  return row.id;
}

/** What the common intent refuses: the conversation is gone, its channel is not connected, or the quoted message cannot be quoted. */
type Refusal<Rm extends Remetente, Q extends number | undefined> =
  | { kind: Rm extends { idEspecialista: number } ? 'not-held' : 'not-found' }
  | { kind: 'disconnected' }
  | ([Q] extends [undefined] ? never : { kind: 'citada-invalida' });

/**
 * The common intent: a new message to an existing conversation, through its channel, which must be
 * connected. A specialist writes only while it holds the conversation (staff may have taken it
 * while the model was thinking): 'not-held' otherwise. `idCitada` answers a message of the same
 * conversation that reached WhatsApp (a quoted reply): 'citada-invalida' otherwise.
 */
export function newMessage<Rm extends Remetente, Q extends number | undefined = undefined>(
  idInstituicao: number,
  message: { idChat: number; remetente: Rm; conteudo: Conteudo; leuConversa?: boolean; idCitada?: Q },
): (tx: Queryable) => Promise<Pendente | Refusal<Rm, Q>> {
  return async (tx) => {
    const { idChat, remetente } = message;
    const idEspecialista = 'idEspecialista' in remetente ? remetente.idEspecialista : null;
    const [chat] = await tx.query<{ idCanal: number; telefone: string }>(
      `select c.id_canal as "idCanal", ${DESTINO_CONTATO_SQL} as telefone
         from chat c join contatos ct on ct.id = c.id_contato
        where c.id = $1 and c.id_instituicao = $2 and ($3::int is null or c.id_especialista = $3) for update of c`,
      [idChat, idInstituicao, idEspecialista],
    );
    if (!chat) return { kind: idEspecialista === null ? 'not-found' : 'not-held' } as Refusal<Rm, Q>;
    const canal = await findCanal(tx, idInstituicao, chat.idCanal);
    if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' };
    const citacao = message.idCitada === undefined ? undefined : await citacaoDe(tx, idChat, message.idCitada);
    if (citacao === null) return { kind: 'citada-invalida' } as Refusal<Rm, Q>;
    const idMensagem = await insertPendente(tx, { ...message, citacao, idInstituicao, idCanal: canal.idCanal });
    return pendente({ idChat, idMensagem, canal, telefone: chat.telefone, conteudo: message.conteudo, citacao });
  };
}
