import type { Chat, Mensagem } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { ChannelRegistry } from '../canais/channel-registry';
import { setChatEspecialista } from '../chat/chat-handoff.commands';
import type { InboundOutcome } from '../chat/chat-inbound.commands';
import { publishConversaAtualizada } from '../chat/chat.events';
import { deliver, newMessage } from '../chat/outbound-delivery';
import { setConsentimentoAutoria } from '../contatos/contatos-consentimento.repository';
import { publishEnvioMassa } from './envio-massa.events';

/*
 * What a contact's answer to a campaign does. It is a chat message like any other (the chat
 * stores it, opens or continues the conversation); here, the campaign's recipient becomes
 * 'respondeu' (live on envio-massa), and a message that is only "SAIR", "PARAR" or "STOP" revokes
 * the contact's marketing consent, which later runs respect, and confirms it to the contact. A
 * campaign run by a specialist gives it the conversation (when no one holds it), so the specialist
 * answers the reply.
 */

/** The whole message, without accents, case or punctuation around it. */
export const PALAVRAS_SAIR = ['sair', 'parar', 'stop'] as const;
export const CONFIRMACAO_SAIR =
  'Pronto: você não receberá mais mensagens de campanhas. Se mudar de ideia, é só nos escrever.';
/** The note of the consent history's row when a contact leaves this way. */
export const NOTA_SAIR = 'O contato pediu para sair respondendo no WhatsApp.';
/** A reply counts for the campaign sent to that number in the last 30 days. */
const JANELA_RESPOSTA_DIAS = 30;

export function pedeParaSair(texto: string): boolean {
  const palavra = texto
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return (PALAVRAS_SAIR as readonly string[]).includes(palavra);
}

/** The recipient the reply answers becomes 'respondeu'; the campaign's specialist, if any, is returned. */
async function marcarRespondeu(db: Db, sink: EventSink, chat: Chat, now: Date): Promise<number | null> {
  // Campaigns go to phones: a contact known only by its LID received none (ADR 0035).
  const telefone = chat.contato.telefone;
  if (!telefone) return null;
  const [row] = await db.query<{
    idCampanha: number;
    ordem: number;
    atualizadoEm: Date;
    idEspecialista: number | null;
  }>(
    `update campanha_destinatario d set status = 'respondeu', atualizado_em = $4
      where (d.id_campanha, d.rodada, d.ordem) = (
        select id_campanha, rodada, ordem from campanha_destinatario
         where id_instituicao = $1 and telefone = $2 and status in ('enviado', 'entregue', 'lido')
           and enviado_em > $4::timestamptz - make_interval(days => $3)
         order by enviado_em desc limit 1)
      returning d.id_campanha as "idCampanha", d.ordem, d.atualizado_em as "atualizadoEm",
                (select id_especialista from especialista_campanha where id = d.id_campanha) as "idEspecialista"`,
    [chat.idInstituicao, telefone, JANELA_RESPOSTA_DIAS, now],
  );
  if (!row) return null;
  await publishEnvioMassa(sink, chat.idInstituicao, {
    idEspecialistaCampanha: row.idCampanha,
    status: 'respondeu',
    telefone,
    ordem: row.ordem,
    timestamp: row.atualizadoEm.toISOString(),
  });
  return row.idEspecialista;
}

/**
 * Revokes the consent (origin 'chat') and confirms it in the conversation, through the one outbound
 * pipeline, in the same transaction: an automatic message (no author), only when the consent was
 * still given and the channel is connected.
 */
async function revogarConsentimento(db: Db, registry: ChannelRegistry, sink: EventSink, chat: Chat): Promise<void> {
  await deliver({ db, registry, sink }, chat.idInstituicao, async (tx) => {
    // The history row (migration 0025) says what the contact did; no member of staff did it.
    await setConsentimentoAutoria(tx, { idUsuario: null, nota: NOTA_SAIR });
    const revoked = await tx.query(
      `update contatos set consentimento_marketing = false, consentimento_em = now(), consentimento_origem = 'chat',
              updated_at = now()
        where id = $1 and id_instituicao = $2 and consentimento_marketing returning id`,
      [chat.contato.idContato, chat.idInstituicao],
    );
    if (!revoked.length) return { kind: 'kept' } as const;
    return newMessage(chat.idInstituicao, {
      idChat: chat.idChat,
      remetente: { idUsuario: null },
      conteudo: CONFIRMACAO_SAIR,
    })(tx);
  });
}

/**
 * Handles one reply and says how the specialists' answerer should see it: null when it asked to
 * leave (the confirmation is the answer), else the conversation as it is now (with the campaign's
 * specialist when it was given the conversation).
 */
async function onReply(
  db: Db,
  registry: ChannelRegistry,
  sink: EventSink,
  chat: Chat,
  mensagem: Mensagem,
  now: Date,
): Promise<Chat | null> {
  const idEspecialista = await marcarRespondeu(db, sink, chat, now);
  if (pedeParaSair(mensagem.texto)) {
    await revogarConsentimento(db, registry, sink, chat);
    return null;
  }
  // A conversation a member of staff holds stays theirs; a free one goes to the campaign's specialist.
  const livre = !chat.especialista && !chat.responsavel;
  if (!idEspecialista || !livre) return chat;
  const assigned = await setChatEspecialista(db, chat.idInstituicao, chat.idChat, idEspecialista);
  if (!assigned) return chat;
  await publishConversaAtualizada(sink, assigned);
  return assigned;
}

/**
 * Runs before the specialists' answerer (app.ts): marks replies, handles "SAIR", gives the
 * campaign's specialist the conversation; returns the outcomes the answerer should answer.
 */
export function createCampanhaReplies(deps: {
  db: Db;
  registry: ChannelRegistry;
  /** The clock the sends were stamped with (tests fix it). */
  now: () => Date;
}): (sink: EventSink, outcomes: readonly InboundOutcome[]) => Promise<InboundOutcome[]> {
  return async (sink, outcomes) => {
    const toAnswer: InboundOutcome[] = [];
    for (const outcome of outcomes) {
      if (outcome.kind !== 'message' || outcome.mensagem.direcao !== 'entrada') {
        toAnswer.push(outcome);
        continue;
      }
      try {
        const chat = await onReply(deps.db, deps.registry, sink, outcome.chat, outcome.mensagem, deps.now());
        if (chat) toAnswer.push({ ...outcome, chat });
      } catch (error) {
        sink.log.error({ err: error, idChat: outcome.chat.idChat }, 'falha ao tratar a resposta a uma campanha');
        toAnswer.push(outcome);
      }
    }
    return toAnswer;
  };
}
