import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../plugins/database/db';
import type { EventSink } from '../../../realtime/publish-safely';
import type { InboundOutcome } from '../chat-inbound.commands';
import { publishMessageChange } from '../chat.events';
import { despertarChat, type Despertar } from './adiamento.commands';

/*
 * Bringing snoozed conversations back (ADR 0038): at their time (the agenda's job and clock) and
 * when the contact writes (a step of the inbound listener chain in app.ts, after the message is
 * stored and published). Each publishes the history line to the room and the conversation to the
 * lists, which put it back.
 */

/** Wakes one conversation and publishes what changed; answers whether it woke. */
export async function despertar(
  deps: { db: Db; sink: EventSink },
  idInstituicao: number,
  idChat: number,
  motivo: Despertar,
): Promise<boolean> {
  const outcome = await deps.db.transaction((tx) => despertarChat(tx, idInstituicao, idChat, motivo));
  if (outcome.kind !== 'changed') return false;
  await publishMessageChange(deps.sink, outcome.chat, outcome.nota);
  return true;
}

/**
 * The inbound step: a contact's message to a snoozed conversation brings it back at once. Passes
 * the outcomes on unchanged; a failure is logged, never thrown (the chain goes on).
 * @example const onInbound = async (sink, outcomes) => answerer(sink, await despertarPorContato(db, log)(sink, outcomes));
 */
export function despertarPorContato(
  db: Db,
  log: FastifyBaseLogger,
): (sink: EventSink, outcomes: readonly InboundOutcome[]) => Promise<readonly InboundOutcome[]> {
  return async (sink, outcomes) => {
    for (const outcome of outcomes) {
      if (outcome.kind !== 'message' || outcome.mensagem.direcao !== 'entrada' || !outcome.chat.adiadaAte) continue;
      try {
        await despertar({ db, sink }, outcome.chat.idInstituicao, outcome.chat.idChat, { por: 'contato' });
      } catch (error) {
        log.error({ err: error, idChat: outcome.chat.idChat }, 'não foi possível trazer a conversa adiada de volta');
      }
    }
    return outcomes;
  };
}
