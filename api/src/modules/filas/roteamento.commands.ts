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

/**
 * The queue's first responder takes the conversation (nobody holds it); for a conversation just
 * created, without one, the channel's default specialist (ADR 0013's order: it answers a new
 * contact before anyone is assigned). The updated conversation, or null.
 */
async function darAoPrimeiroAtendente(db: Db, chat: Chat, criada: boolean): Promise<Chat | null> {
  const rows = await db.query(
    `with escolhido as (
       select coalesce(
         (select e.id from fila f join especialista e on e.id = f.id_especialista
           where f.id = c.id_fila and e.ativo),
         (select e.id from especialista_canal ec join especialista e on e.id = ec.id_especialista
           where $3::boolean and ec.id_canal = c.id_canal and e.ativo order by e.id limit 1)) as id
         from chat c where c.id = $1)
     update chat c set id_especialista = escolhido.id from escolhido
      where c.id = $1 and c.id_instituicao = $2 and escolhido.id is not null
        and c.id_especialista is null and c.id_responsavel is null and c.saudacao_tentativas is null
      returning c.id`,
    [chat.idChat, chat.idInstituicao, criada],
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
export async function aoChegarNaFila(deps: RoteamentoDeps, chat: Chat, criada = false): Promise<Chat> {
  if (!chat.fila || chat.aguardandoSaudacao || chat.responsavel || chat.especialista) {
    await esperarNaFila(deps, chat);
    return chat;
  }
  const comEspecialista = await darAoPrimeiroAtendente(deps.db, chat, criada);
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
        if (novo)
          rest.push({ ...outcome, chat: await aoChegarNaFila({ ...deps, sink }, outcome.chat, outcome.chatCriado) });
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
