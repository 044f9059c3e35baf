import { randomBytes, randomUUID } from 'node:crypto';
import { upsertContentOf, type EvolutionAcao } from '../evolution-payloads';
import { jidOf } from './fake-evolution-sends';
import type { ContactMessage, StoredMessage } from './fake-evolution-state';

/*
 * Test support: the messages the phone's side of the fake Evolution API v2 receives, built as
 * Evolution stores them (findMessages answers them) and posts them in a MESSAGES_UPSERT.
 */

/** A new message id, shaped as WhatsApp's. */
export const newMessageId = () => `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;

/** A contact's text or file: in a LID chat keyed by the LID, else by the phone's JID. */
export function contactMessageOf(contact: ContactMessage, id: string): StoredMessage {
  const remoteJid = contact.lid?.lid ?? jidOf(contact.telefone ?? '');
  return {
    key: {
      remoteJid,
      ...(contact.lid?.alt ? { remoteJidAlt: contact.lid.alt } : {}),
      ...(contact.lid ? { addressingMode: 'lid' as const } : {}),
      fromMe: false,
      id,
    },
    pushName: contact.nome,
    message: contact.midia
      ? {
          [contact.midia.kind]: { mimetype: contact.midia.mimetype, caption: contact.texto },
          base64: contact.midia.base64,
        }
      : { conversation: contact.texto },
    messageType: contact.midia?.kind ?? 'conversation',
    messageTimestamp: Math.floor((contact.at ?? new Date()).getTime() / 1000),
  };
}

/** A contact's action that is a message (a quoted reply, a reaction, a location...), sent now. */
export function actionMessageOf(
  remoteJid: string,
  nome: string,
  acao: Exclude<EvolutionAcao, { tipo: 'edicao' | 'apagar' }>,
  id: string,
): StoredMessage {
  return {
    key: { remoteJid, fromMe: false, id },
    pushName: nome,
    ...upsertContentOf(acao, remoteJid),
    messageTimestamp: Math.floor(Date.now() / 1000),
  };
}

/** A text with exactly this key, sent now. */
export function textMessageOf(key: StoredMessage['key'], pushName: string, texto: string): StoredMessage {
  return {
    key,
    pushName,
    message: { conversation: texto },
    messageType: 'conversation',
    messageTimestamp: Math.floor(Date.now() / 1000),
  };
}

/** A MESSAGES_UPSERT's `data`: the stored message and the instance's id. */
export const upsertDataOf = (record: StoredMessage) => ({ ...record, instanceId: randomUUID() });
