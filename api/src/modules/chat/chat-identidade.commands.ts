import type { Db } from '../../plugins/database/db';
import type { InboundEvent } from '../canais/channel-adapter';
import type { CanalRecord } from '../canais/canais.repository';
import { resolveContatoWhatsapp } from '../contatos/contato-identidade';
import type { InboundOutcome } from './chat-inbound.commands';

/**
 * A LID and a phone WhatsApp named together on a message the institution sent (ADR 0035): taught
 * to the contact that has either, nothing created, nothing stored. When they belonged to two
 * contacts, those are joined and the conversations that went are answered for `ChatDeleted`.
 */
export async function learnIdentidade(
  db: Db,
  canal: CanalRecord,
  event: Extract<InboundEvent, { kind: 'identidade' }>,
): Promise<InboundOutcome> {
  const contato = await db.transaction((tx) =>
    resolveContatoWhatsapp(tx, canal.idInstituicao, event, { criar: false }),
  );
  return contato?.chatsRemovidos.length
    ? { kind: 'juntados', idInstituicao: canal.idInstituicao, chatsRemovidos: contato.chatsRemovidos }
    : { kind: 'ignored', reason: 'sem-mudanca' };
}
