import type { Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import { CITACAO_PREVIA_MAX, MENSAGEM_TEXTO_MAX } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { StorageQuota } from '../armazenamento/storage-quota';
import type { InboundEvent } from '../canais/channel-adapter';
import type { CanalRecord } from '../canais/canais.repository';
import { resolveContatoWhatsapp } from '../contatos/contato-identidade';
import { rotaInicial } from '../filas/saudacao.commands';
import { registrarRespostaDeAvaliacao } from '../relatorios/avaliacao.commands';
import { registrarEntrada } from '../relatorios/conversa-fatos';
import { applyChange, type ChangeOutcome } from './chat-inbound-changes.commands';
import { learnIdentidade } from './chat-identidade.commands';
import { storeMidiaEntrada, textoDaEntrada } from './chat-midia.commands';
import { findChat, findMensagem } from './chat.queries';

/*
 * What a contact's phone sends, stored: messages (with their files, the message they answer and
 * the kinds beyond text: evolution-message.ts), delivery receipts, and reactions, edits and deletes
 * (chat-inbound-changes.commands.ts). The
 * gateway's connection and QR events never come here: they are the channel's, and the canais
 * module applies them (canal-lifecycle.ts). Returns what changed so the caller publishes the hub
 * events after the commit (chat-inbound.ts).
 */

/**
 * What one inbound event did, for the events to publish. `updated`: a message already shown
 * changed (a reaction, an edit, a delete for everyone; chat-inbound-changes.commands.ts).
 */
export type InboundOutcome =
  | {
      kind: 'message';
      chat: Chat;
      mensagem: Mensagem;
      chatCriado: boolean;
      statusAnterior: ChatStatus;
      /** Conversations joined into this one because WhatsApp showed their contact is this person (ADR 0035). */
      chatsRemovidos?: number[];
      /** The contact answered the satisfaction survey (ADR 0039): no service opened, nothing reopened. */
      avaliacao?: 'nota' | 'comentario';
    }
  | { kind: 'status'; chat: Chat; mensagem: Mensagem }
  | Extract<ChangeOutcome, { kind: 'updated' }>
  /** Our own message showed two contacts are one person: these conversations joined others (ADR 0035). */
  | { kind: 'juntados'; idInstituicao: number; chatsRemovidos: number[] }
  | { kind: 'ignored'; reason: 'duplicada' | 'telefone-nao-suportado' | 'desconhecida' | 'sem-mudanca' };

/**
 * The gateway's events that are the chat's: a contact's message, a delivery receipt, and what the
 * contact does to a message (react, edit, delete for everyone).
 */
export type ChatInboundEvent = Extract<
  InboundEvent,
  { kind: 'message' | 'status' | 'reaction' | 'edit' | 'revoke' | 'identidade' }
>;

export type IngestOptions = {
  /** The institution's storage quota: past it, a contact's file is not kept (the message is). */
  storageQuota?: StorageQuota;
  /** The messages come from reconciliation, not their webhook: marked so (ADR 0036). */
  recuperada?: boolean;
};

/** The same gateway id was stored meanwhile (a concurrent delivery of the same webhook). */
class DuplicateMessage extends Error {}

async function ingestMessage(
  db: Db,
  canal: CanalRecord,
  event: Extract<InboundEvent, { kind: 'message' }>,
  options: IngestOptions,
): Promise<InboundOutcome> {
  const { storageQuota } = options;
  const { idInstituicao, idCanal } = canal;
  try {
    return await db.transaction(async (tx) => {
      const seen = await tx.query('select 1 from mensagem where id_canal = $1 and id_gateway = $2', [
        idCanal,
        event.idGateway,
      ]);
      if (seen.length) return { kind: 'ignored', reason: 'duplicada' } as const;
      // Phone or LID, one person: contatos/contato-identidade.ts (ADR 0035).
      const contato = await resolveContatoWhatsapp(
        tx,
        idInstituicao,
        { telefone: event.telefone, lid: event.lid ?? null },
        { nome: event.nome ?? '' },
      );
      if (!contato) return { kind: 'ignored', reason: 'telefone-nao-suportado' } as const;
      const [created] = await tx.query<{ id: number }>(
        `insert into chat (id_instituicao, id_canal, id_contato) values ($1, $2, $3)
         on conflict (id_canal, id_contato) do nothing returning id`,
        [idInstituicao, idCanal, contato.idContato],
      );
      if (created) {
        // A new conversation: into the greeting menu, or straight into the channel's default queue (ADR 0034).
        const rota = await rotaInicial(tx, idInstituicao, idCanal);
        await tx.query('update chat set id_fila = $2, saudacao_tentativas = $3 where id = $1', [
          created.id,
          rota.idFila,
          rota.saudacao ? 0 : null,
        ]);
      }
      const [current] = await tx.query<{ id: number; status: ChatStatus }>(
        'select id, status from chat where id_canal = $1 and id_contato = $2 for update',
        [idCanal, contato.idContato],
      );
      if (!current) throw new Error('chat não encontrado após inserir');
      const [inserted] = await tx.query<{ id: number }>(
        // enviada_em: WhatsApp's time (whole seconds: the end of its second), never later than
        // now — a message arriving live keeps its place after what staff sent a moment before, one
        // fetched late takes its place back; recuperada: fetched by reconciliation (ADR 0036).
        `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, id_gateway,
                               citada_id_gateway, citada_previa, conteudo, leitura_pendente, enviada_em, recuperada)
         values ($1, $2, $3, 'entrada', $4, $5, 'entregue', $6, $7, $8, $9, true,
                 least(coalesce($10::timestamptz + interval '999 milliseconds', now()), now()), $11)
         on conflict (id_canal, id_gateway) do nothing returning id`,
        [
          idInstituicao,
          current.id,
          idCanal,
          event.midia?.tipo ?? 'texto',
          textoDaEntrada(event.texto, event.midia).slice(0, MENSAGEM_TEXTO_MAX),
          event.idGateway,
          event.citacao?.idGateway ?? null,
          event.citacao ? event.citacao.previa.slice(0, CITACAO_PREVIA_MAX) : null,
          event.conteudo ? JSON.stringify(event.conteudo) : null,
          event.enviadaEm ?? null,
          options.recuperada ?? false,
        ],
      );
      if (!inserted) throw new DuplicateMessage();
      if (event.midia) await storeMidiaEntrada(tx, idInstituicao, inserted.id, event.midia, storageQuota);
      // The survey's grade or comment (ADR 0039) keeps the conversation resolved; any other message
      // opens a service (the reports' facts, ADR 0030) and reopens a resolved conversation.
      const avaliacao =
        event.midia || event.conteudo
          ? null
          : await registrarRespostaDeAvaliacao(tx, current.id, current.status, event.texto);
      if (!avaliacao) await registrarEntrada(tx, idInstituicao, current.id, inserted.id);
      await tx.query(
        // A message fetched late moves the conversation only as far as its own time (ADR 0036).
        `update chat set nao_lidas = nao_lidas + 1,
                ultima_mensagem_em = case when $3 then greatest(ultima_mensagem_em, (select enviada_em from mensagem where id = $4))
                                          else now() end,
                status = case when status = 'resolvida' and not $2 then 'aberta' else status end
          where id = $1`,
        [current.id, !!avaliacao, options.recuperada ?? false, inserted.id],
      );
      const chat = await findChat(tx, idInstituicao, current.id);
      const mensagem = await findMensagem(tx, idInstituicao, inserted.id);
      if (!chat || !mensagem) throw new Error('mensagem não encontrada após inserir');
      const { chatsRemovidos } = contato;
      return {
        kind: 'message',
        chat,
        mensagem,
        chatCriado: !!created,
        statusAnterior: current.status,
        chatsRemovidos,
        ...(avaliacao ? { avaliacao } : {}),
      } as const;
    });
  } catch (error) {
    if (error instanceof DuplicateMessage) return { kind: 'ignored', reason: 'duplicada' };
    throw error;
  }
}

/**
 * A delivery receipt: the sent message moves forward only (enviada → entregue → lida), or to
 * falhou while not yet delivered; a late or repeated receipt changes nothing.
 */
async function ingestStatus(
  db: Queryable,
  canal: CanalRecord,
  event: Extract<InboundEvent, { kind: 'status' }>,
): Promise<InboundOutcome> {
  const [row] = await db.query<{ id: number; idChat: number }>(
    `update mensagem set status = $3
      where id_canal = $1 and id_gateway = $2 and direcao = 'saida'
        and (case when $3 = 'falhou' then status in ('pendente', 'enviada')
                  else status <> 'falhou' and array_position(array['pendente', 'enviada', 'entregue', 'lida'], $3)
                                            > array_position(array['pendente', 'enviada', 'entregue', 'lida'], status) end)
      returning id, id_chat as "idChat"`,
    [canal.idCanal, event.idGateway, event.status],
  );
  if (!row) return { kind: 'ignored', reason: 'desconhecida' };
  const chat = await findChat(db, canal.idInstituicao, row.idChat);
  const mensagem = await findMensagem(db, canal.idInstituicao, row.id);
  if (!chat || !mensagem) return { kind: 'ignored', reason: 'desconhecida' };
  return { kind: 'status', chat, mensagem };
}

/**
 * Stores a channel's messages and receipts in order (webhook, simulator, reconciliation; the canais
 * module hands them over and keeps the connection and QR events, which are its own). Idempotent:
 * the same gateway message twice is stored once; groups and broadcasts never get here (the
 * provider drops them).
 */
export async function ingestInbound(
  db: Db,
  canal: CanalRecord,
  events: readonly ChatInboundEvent[],
  options: IngestOptions = {},
): Promise<InboundOutcome[]> {
  const outcomes: InboundOutcome[] = [];
  for (const event of events) {
    if (event.kind === 'message') outcomes.push(await ingestMessage(db, canal, event, options));
    else if (event.kind === 'status') outcomes.push(await ingestStatus(db, canal, event));
    else if (event.kind === 'identidade') outcomes.push(await learnIdentidade(db, canal, event));
    else outcomes.push(await applyChange(db, canal, event));
  }
  return outcomes;
}
