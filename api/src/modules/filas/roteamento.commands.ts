import type { Chat } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { ChannelRegistry } from '../canais/channel-registry';
import type { InboundOutcome } from '../chat/chat-inbound.commands';
import { publishConversaAtualizada } from '../chat/chat.events';
import { findChat } from '../chat/chat.queries';
import { distribuirFilas } from './atribuicao-automatica';
import { avisarForaDoHorario } from './horario-ausencia.commands';

/*
 * What a queue does with a conversation that reaches it (ADR 0037), in this order:
 * 1. its AI specialist, when it has a first responder, answers it (a new service only: the
 *    conversation was just created in the queue, chosen in the greeting, or reopened by the contact);
 * 2. otherwise, outside the queue's hours, the away message (once per service) and the mark;
 * 3. automatic assignment to the next member online with room, when the queue has it on.
 * The specialist's hand-off comes back to 2 and 3 (aposTransferenciaDaIa).
 */

export type RoteamentoDeps = { db: Db; registry: ChannelRegistry; sink: EventSink; now?: () => Date };

/** The queue's first responder takes the conversation (nobody holds it); the updated conversation, or null. */
async function darAoPrimeiroAtendente(db: Db, chat: Chat): Promise<Chat | null> {
  const rows = await db.query(
    `update chat c set id_especialista = f.id_especialista
       from fila f join especialista e on e.id = f.id_especialista
      where c.id = $1 and c.id_instituicao = $2 and f.id = c.id_fila and e.ativo
        and c.id_especialista is null and c.id_responsavel is null and c.saudacao_tentativas is null
      returning c.id`,
    [chat.idChat, chat.idInstituicao],
  );
  return rows.length ? findChat(db, chat.idInstituicao, chat.idChat) : null;
}

/** Steps 2 and 3: the away message outside hours, then the queue's automatic assignment. */
async function esperarNaFila(deps: RoteamentoDeps, chat: Chat): Promise<void> {
  if (!chat.fila) return;
  await avisarForaDoHorario(deps, chat, (deps.now ?? (() => new Date()))());
  if (!chat.responsavel) await distribuirFilas(deps, chat.idInstituicao, [chat.fila.idFila]);
}

/**
 * A new service in a queue (created there, chosen in the greeting, reopened by the contact): the
 * first responder, or the away message and the assignment. Answers the conversation as it is now.
 */
export async function aoChegarNaFila(deps: RoteamentoDeps, chat: Chat): Promise<Chat> {
  if (!chat.fila || chat.aguardandoSaudacao || chat.responsavel || chat.especialista) {
    await esperarNaFila(deps, chat);
    return chat;
  }
  const comEspecialista = await darAoPrimeiroAtendente(deps.db, chat);
  if (comEspecialista) {
    await publishConversaAtualizada(deps.sink, comEspecialista);
    return comEspecialista;
  }
  await esperarNaFila(deps, chat);
  return chat;
}

/** The specialist handed the conversation to the people: the away message outside hours, then the assignment. */
export async function aposTransferenciaDaIa(deps: RoteamentoDeps, chat: Chat): Promise<void> {
  try {
    await esperarNaFila(deps, chat);
  } catch (error) {
    deps.sink.log.error({ err: error, idChat: chat.idChat }, 'roteamento: falha após a transferência da IA');
  }
}

/**
 * The inbound listener step app.ts puts after the greeting and before the specialists: each
 * contact message of a conversation in a queue goes through the queue's routing; the outcome is
 * handed on with the conversation as it is now (a first responder set here answers it next).
 * Never rejects (a failure is logged; the message stays for staff).
 */
export function createRoteamento(deps: Omit<RoteamentoDeps, 'sink'>) {
  return async (sink: EventSink, outcomes: readonly InboundOutcome[]): Promise<InboundOutcome[]> => {
    const rest: InboundOutcome[] = [];
    for (const outcome of outcomes) {
      if (outcome.kind !== 'message' || outcome.mensagem.direcao !== 'entrada' || !outcome.chat.fila) {
        rest.push(outcome);
        continue;
      }
      try {
        const novo = outcome.chatCriado || outcome.statusAnterior === 'resolvida';
        if (novo) rest.push({ ...outcome, chat: await aoChegarNaFila({ ...deps, sink }, outcome.chat) });
        else {
          if (!outcome.chat.especialista && !outcome.chat.aguardandoSaudacao)
            await esperarNaFila({ ...deps, sink }, outcome.chat);
          rest.push(outcome);
        }
      } catch (error) {
        sink.log.error({ err: error, idChat: outcome.chat.idChat }, 'roteamento: falha ao rotear a conversa');
        rest.push(outcome);
      }
    }
    return rest;
  };
}
