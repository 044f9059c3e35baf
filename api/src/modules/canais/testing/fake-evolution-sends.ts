import { randomBytes } from 'node:crypto';
import { isKey } from './fake-evolution-message-actions';
import type { FakeInstance } from './fake-evolution-state';

/*
 * Test support: the fake Evolution API v2's send routes (message/sendText with `quoted`,
 * sendMedia, sendWhatsAppAudio, sendLocation, sendContact), each validated as the gateway's DTOs
 * (src/api/dto/sendMessage.dto.ts) and JSON schemas do, recorded on the instance as sent, stored
 * as the baileys service stores what it sent (findMessages answers it, fromMe) and answered with
 * the message's key and content, as whatsapp.baileys.service.ts answers.
 */

type Answer = [number, unknown];
type Body = Record<string, unknown> | undefined;

/** A phone's JID, or a LID's JID as given (`<digits>@lid`: Evolution's createJid keeps it). */
export const jidOf = (telefone: string) =>
  telefone.endsWith('@lid') ? telefone : `${telefone.replace(/^\+/, '')}@s.whatsapp.net`;

const closed = (): Answer => [400, { status: 400, error: 'Bad Request', response: { message: ['Connection Closed'] } }];
const invalid = (message: string): Answer => [
  400,
  { status: 400, error: 'Bad Request', response: { message: [message] } },
];
const newId = () => `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;

/** Keeps what was sent (findMessages reads it) and answers as the gateway does: 201 with the key, PENDING. */
function stored(instance: FakeInstance, number: string, id: string, message: Record<string, unknown>): Answer {
  const messageType = Object.keys(message)[0] ?? 'conversation';
  const messageTimestamp = Math.floor(Date.now() / 1000);
  const key = { remoteJid: jidOf(number), fromMe: true, id };
  instance.messages.push({ key, pushName: '', message, messageType, messageTimestamp });
  return [201, { key, pushName: '', status: 'PENDING', message, messageType, messageTimestamp }];
}

/** Ogg (`OggS`) carrying Opus (`OpusHead`): what WhatsApp plays as a voice note. */
export const isOggOpus = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'OggS' && bytes.subarray(0, 200).includes('OpusHead');

/** The answer to `route` when it is a send, or null (the server answers the rest). */
export function sendMessage(route: string, instance: FakeInstance, body: Body): Answer | null {
  if (!route.startsWith('POST /message/send') || route === 'POST /message/sendReaction') return null;
  if (instance.state !== 'open') return closed();
  const number = String(body?.number ?? '');
  if (!/^(\d{8,15}|\d{1,24}@lid)$/.test(number)) return invalid('number is required');
  const id = newId();
  switch (route) {
    case 'POST /message/sendText': {
      const text = String(body?.text ?? '');
      const quoted = body?.quoted as FakeInstance['sent'][number]['quoted'] | undefined;
      if (quoted !== undefined && !isKey(quoted?.key)) return invalid('quoted.key is invalid');
      instance.sent.push({ number, text, id, ...(quoted ? { quoted } : {}) });
      // A reply is an extendedTextMessage whose contextInfo names the quoted message, as Baileys builds it.
      return stored(
        instance,
        number,
        id,
        quoted
          ? { extendedTextMessage: { text, contextInfo: { stanzaId: quoted.key.id, quotedMessage: quoted.message } } }
          : { conversation: text },
      );
    }
    case 'POST /message/sendMedia': {
      const media = {
        mediatype: String(body?.mediatype ?? ''),
        mimetype: String(body?.mimetype ?? ''),
        fileName: String(body?.fileName ?? ''),
        base64: String(body?.media ?? ''),
      };
      if (!['image', 'document', 'video', 'audio'].includes(media.mediatype)) return invalid('mediatype is invalid');
      const caption = String(body?.caption ?? '');
      instance.sent.push({ number, text: caption, id, media });
      return stored(instance, number, id, { [`${media.mediatype}Message`]: { caption, mimetype: media.mimetype } });
    }
    case 'POST /message/sendWhatsAppAudio': {
      // SendAudioDto: `audio` (URL or base64) and `encoding` (default true: the gateway converts it
      // with ffmpeg; false: sent as is). Either way the phone gets a voice note (ptt) in Ogg/Opus.
      const audio = body?.audio;
      if (typeof audio !== 'string' || !audio) return invalid('audio is required');
      if (body?.encoding !== undefined && typeof body.encoding !== 'boolean')
        return invalid('encoding must be boolean');
      const encoding = body?.encoding !== false;
      const media = { mediatype: 'audio', mimetype: 'audio/ogg', fileName: 'audio.ogg', base64: audio };
      instance.sent.push({ number, text: '', id, media, voz: { ptt: true, encoding } });
      return stored(instance, number, id, { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } });
    }
    case 'POST /message/sendLocation': {
      const { latitude, longitude } = body ?? {};
      if (typeof latitude !== 'number' || typeof longitude !== 'number')
        return invalid('latitude and longitude are required');
      const name = typeof body?.name === 'string' ? body.name : undefined;
      const address = typeof body?.address === 'string' ? body.address : undefined;
      const location = { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) };
      instance.sent.push({ number, text: '', id, location });
      return stored(instance, number, id, {
        locationMessage: { degreesLatitude: latitude, degreesLongitude: longitude, name, address },
      });
    }
    case 'POST /message/sendContact': {
      const contact = body?.contact;
      const valid = (card: unknown): card is { fullName: string; phoneNumber: string; wuid?: string } => {
        const c = card as Record<string, unknown> | null;
        return !!c && typeof c.fullName === 'string' && !!c.fullName && typeof c.phoneNumber === 'string';
      };
      if (!Array.isArray(contact) || !contact.length || !contact.every(valid))
        return invalid('contact is required: fullName and phoneNumber');
      const cards = contact.map((card) => ({
        fullName: card.fullName,
        phoneNumber: card.phoneNumber,
        wuid: card.wuid ?? card.phoneNumber.replace(/\D/g, ''),
      }));
      instance.sent.push({ number, text: '', id, contacts: cards });
      // As the baileys service builds it: one vCard per card, with the WhatsApp id as `waid`.
      const vcard = (card: (typeof cards)[number]) =>
        `BEGIN:VCARD\nVERSION:3.0\nN:${card.fullName}\nFN:${card.fullName}\nTEL;type=CELL;type=VOICE;waid=${card.wuid}:${card.phoneNumber}\nEND:VCARD`;
      const [first] = cards;
      return stored(
        instance,
        number,
        id,
        cards.length === 1 && first
          ? { contactMessage: { displayName: first.fullName, vcard: vcard(first) } }
          : {
              contactsArrayMessage: {
                displayName: `${cards.length} contatos`,
                contacts: cards.map((card) => ({ displayName: card.fullName, vcard: vcard(card) })),
              },
            },
      );
    }
    default:
      return null;
  }
}
