import { randomBytes } from 'node:crypto';
import type { EvolutionKeyBody, FakeInstance } from './fake-evolution-state';

/*
 * Test support: the fake Evolution API v2's routes that act on messages already sent or received
 * (issue #26, ADR 0027): message/sendReaction, chat/markMessageAsRead, chat/updateMessage and
 * chat/deleteMessageForEveryone, each recorded on the instance and validated as the gateway's
 * schemas do (a malformed key is a 400).
 */

export const isKey = (value: unknown): value is EvolutionKeyBody => {
  const key = value as Partial<EvolutionKeyBody> | null;
  return !!key && typeof key.remoteJid === 'string' && typeof key.fromMe === 'boolean' && typeof key.id === 'string';
};

type Answer = [number, unknown];

const closed = (): Answer => [400, { status: 400, error: 'Bad Request', response: { message: ['Connection Closed'] } }];

/** The answer to `route` when it is one of these, or null (the server answers the rest). */
export function actOnMessages(
  route: string,
  instance: FakeInstance,
  body: Record<string, unknown> | undefined,
): Answer | null {
  switch (route) {
    case 'POST /message/sendReaction': {
      if (instance.state !== 'open') return closed();
      if (!isKey(body?.key) || typeof body?.reaction !== 'string')
        return [400, { status: 400, error: 'Bad Request', response: { message: ['key and reaction are required'] } }];
      instance.reactions.push({ key: body.key, reaction: body.reaction });
      const id = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
      return [
        201,
        {
          key: { remoteJid: body.key.remoteJid, fromMe: true, id },
          message: { reactionMessage: { key: body.key, text: body.reaction } },
          messageType: 'reactionMessage',
          status: 'PENDING',
        },
      ];
    }
    case 'POST /chat/markMessageAsRead': {
      if (instance.state !== 'open') return closed();
      const keys = body?.readMessages;
      if (!Array.isArray(keys) || !keys.every(isKey))
        return [400, { status: 400, error: 'Bad Request', response: { message: ['readMessages is required'] } }];
      instance.reads.push(keys);
      return [200, { message: 'Read messages', read: 'success' }];
    }
    case 'POST /chat/updateMessage': {
      if (instance.state !== 'open') return closed();
      const key = body?.key;
      if (!isKey(key) || typeof body?.text !== 'string' || typeof body?.number !== 'string')
        return [
          400,
          { status: 400, error: 'Bad Request', response: { message: ['number, key and text are required'] } },
        ];
      // As the baileys service: only a message we sent, and one it stored.
      const stored = instance.messages.find((m) => m.key.id === key.id && m.key.fromMe);
      if (!key.fromMe || !stored)
        return [400, { status: 400, error: 'Bad Request', response: { message: ['Message not found'] } }];
      instance.edits.push({ number: body.number, key, text: body.text });
      return [
        201,
        {
          key,
          message: { protocolMessage: { key, type: 'MESSAGE_EDIT', editedMessage: { conversation: body.text } } },
        },
      ];
    }
    case 'DELETE /chat/deleteMessageForEveryone': {
      if (instance.state !== 'open') return closed();
      const key = { remoteJid: body?.remoteJid, fromMe: body?.fromMe, id: body?.id };
      if (!isKey(key))
        return [
          400,
          { status: 400, error: 'Bad Request', response: { message: ['id, remoteJid and fromMe are required'] } },
        ];
      instance.deletes.push(key);
      return [201, { key, message: { protocolMessage: { key, type: 'REVOKE' } }, status: 'PENDING' }];
    }
    default:
      return null;
  }
}
