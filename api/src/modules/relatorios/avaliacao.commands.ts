import type { Queryable } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { InboundOutcome } from '../chat/chat-inbound.commands';
import { deliver, newMessage, type OutboundDeps } from '../chat/outbound-delivery';

/*
 * The satisfaction survey (CSAT, ADR 0039). When staff resolve a conversation of a queue that asks
 * (`fila.avaliacao`), the contact receives AVALIACAO_MENSAGENS.pergunta through the one outbound
 * pipeline, once per conversation ever (`avaliacao` is unique per chat) and never when the contact
 * opted out of messages (said SAIR: consent revoked). The contact's "1".."5" alone, while the
 * conversation is still resolved and within AVALIACAO_PRAZO_HORAS, is the grade: recorded against
 * the conversation and its assignee when resolved (else who answered it first), without reopening it; the next message
 * within AVALIACAO_COMENTARIO_HORAS is its comment. Anything else is a normal message (it reopens
 * the conversation as always, which also ends the survey's window).
 */

export const AVALIACAO_MENSAGENS = {
  pergunta: 'Como você avalia nosso atendimento? Responda de 1 a 5',
  obrigado: 'Obrigado pela sua avaliação! Se quiser, conte em uma mensagem o que motivou sua nota.',
} as const;

/** How long after the question a grade is taken. */
export const AVALIACAO_PRAZO_HORAS = 24;
/** How long after the grade the next message is its comment. */
export const AVALIACAO_COMENTARIO_HORAS = 1;

/** A grade: one digit from 1 to 5, alone (spaces and a final `.`, `!` or `)` allowed). */
export function notaDe(texto: string): number | null {
  const digito = /^\s*([1-5])\s*[.!)]?\s*$/.exec(texto)?.[1];
  return digito ? Number(digito) : null;
}

type Pedido = { kind: 'nao-pede' };

/**
 * After staff resolved `idChat`: asks the contact for a grade when its queue asks, it was never
 * asked and the contact did not opt out. Answers whether the question went to the pipeline.
 */
export async function pedirAvaliacao(deps: OutboundDeps, idInstituicao: number, idChat: number): Promise<boolean> {
  const outcome = await deliver<Pedido>(deps, idInstituicao, async (tx) => {
    const [chat] = await tx.query<{ idFila: number; idAtendente: number | null }>(
      // The grade counts for who held the conversation, else for who answered it first (as the
      // reports credit a service, ADR 0030).
      `select c.id_fila as "idFila",
              coalesce(c.id_responsavel,
                       (select e.id_usuario from conversa_evento e where e.id_chat = c.id and e.tipo = 'primeira_resposta'
                         order by e.ocorrido_em desc, e.id desc limit 1)) as "idAtendente"
         from chat c join fila f on f.id = c.id_fila join contatos ct on ct.id = c.id_contato
        where c.id = $1 and c.id_instituicao = $2 and c.status = 'resolvida' and f.avaliacao
          and not (ct.consentimento_marketing = false and ct.consentimento_em is not null)
          and not exists (select 1 from avaliacao a where a.id_chat = c.id)
        for update of c`,
      [idChat, idInstituicao],
    );
    if (!chat) return { kind: 'nao-pede' };
    const claimed = await newMessage(idInstituicao, {
      idChat,
      remetente: { idUsuario: null },
      conteudo: AVALIACAO_MENSAGENS.pergunta,
    })(tx);
    if (claimed.kind !== 'pending') return { kind: 'nao-pede' };
    await tx.query(
      `insert into avaliacao (id_instituicao, id_chat, id_fila, id_atendente, id_mensagem_pergunta)
       values ($1, $2, $3, $4, $5)`,
      [idInstituicao, idChat, chat.idFila, chat.idAtendente, claimed.idMensagem],
    );
    return claimed;
  });
  return outcome.kind === 'sent';
}

/**
 * A contact's text on a conversation that was `status` before it: the survey's grade or comment
 * (recorded here, in the inbound transaction), or null for a normal message. Called by the chat's
 * inbound command before it opens a service or reopens the conversation.
 */
export async function registrarRespostaDeAvaliacao(
  tx: Queryable,
  idChat: number,
  status: string,
  texto: string,
): Promise<'nota' | 'comentario' | null> {
  if (status !== 'resolvida') return null;
  const [row] = await tx.query<{ id: number; nota: number | null; prazo: boolean; comentavel: boolean }>(
    `select id, nota,
            perguntada_em > now() - make_interval(hours => $2) as prazo,
            comentario is null and respondida_em > now() - make_interval(hours => $3) as comentavel
       from avaliacao where id_chat = $1 for update`,
    [idChat, AVALIACAO_PRAZO_HORAS, AVALIACAO_COMENTARIO_HORAS],
  );
  if (!row) return null;
  if (row.nota === null) {
    const nota = notaDe(texto);
    if (nota === null || !row.prazo) return null;
    await tx.query('update avaliacao set nota = $2, respondida_em = now() where id = $1', [row.id, nota]);
    return 'nota';
  }
  const comentario = texto.trim();
  if (!row.comentavel || !comentario) return null;
  await tx.query('update avaliacao set comentario = $2, comentada_em = now() where id = $1', [
    row.id,
    comentario.slice(0, 2000),
  ]);
  return 'comentario';
}

/**
 * The listener step app.ts puts first: thanks the contact for a grade (inviting the comment) and
 * keeps the survey's answers from the campaign replies, the greeting and the specialists. Never
 * rejects (a failure is logged; the grade is already recorded).
 */
export function createAvaliacaoRespostas(deps: Omit<OutboundDeps, 'sink'>) {
  return async (sink: EventSink, outcomes: readonly InboundOutcome[]): Promise<InboundOutcome[]> => {
    const rest: InboundOutcome[] = [];
    for (const outcome of outcomes) {
      if (outcome.kind !== 'message' || !outcome.avaliacao) {
        rest.push(outcome);
        continue;
      }
      if (outcome.avaliacao !== 'nota') continue;
      const { idChat, idInstituicao } = outcome.chat;
      try {
        await deliver({ ...deps, sink }, idInstituicao, (tx) =>
          newMessage(idInstituicao, { idChat, remetente: { idUsuario: null }, conteudo: AVALIACAO_MENSAGENS.obrigado })(
            tx,
          ),
        );
      } catch (error) {
        sink.log.error({ err: error, idChat }, 'avaliação: falha ao agradecer a nota');
      }
    }
    return rest;
  };
}
