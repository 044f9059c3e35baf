/*
 * What Evolution API v2 (2.3, Baileys) posts for each thing a contact does, built in one place so
 * the simulator (a channel that lives in the API) and the tests' fake Evolution server
 * (testing/fake-evolution-server.ts) speak exactly the same dialect as the real gateway:
 * - MESSAGES_UPSERT `data`: { key, pushName, message, contextInfo, messageType, messageTimestamp }
 *   as whatsapp.baileys.service.ts prepareMessage() writes it (an extendedTextMessage becomes
 *   `conversation`, its contextInfo lifted beside the message);
 * - MESSAGES_EDITED `data`: the protocolMessage alone (MESSAGE_EDIT with editedMessage, or REVOKE);
 * - MESSAGES_DELETE `data`: the deleted message's key.
 */

type Rec = Record<string, unknown>;

/** A 1×1 WebP (RIFF…WEBPVP8): the smallest real sticker, whose bytes pass the file check. */
export const STICKER_WEBP_BASE64 = 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

/** What a simulated or fake contact can send besides a plain text or file. */
export type EvolutionAcao =
  | { tipo: 'texto'; texto: string; citando?: { idGateway: string; texto: string } }
  | { tipo: 'reacao'; alvo: string; emoji: string }
  | { tipo: 'edicao'; alvo: string; texto: string }
  | { tipo: 'apagar'; alvo: string }
  | { tipo: 'localizacao'; latitude: number; longitude: number; nome?: string; endereco?: string }
  | { tipo: 'contato'; nome: string; telefone: string }
  | { tipo: 'enquete'; pergunta: string; opcoes: string[] }
  | { tipo: 'figurinha' }
  | { tipo: 'visualizacao_unica'; legenda: string }
  | { tipo: 'temporaria'; texto: string }
  | { tipo: 'desconhecido'; tipoOriginal: string };

/**
 * A vCard as WhatsApp writes a shared contact (Evolution's own `vcard()` in sendContact).
 * @example vcardOf('Maria', '+5511988887777')
 */
export function vcardOf(nome: string, telefoneE164: string): string {
  const digits = telefoneE164.replace(/\D/g, '');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:;${nome};;;`,
    `FN:${nome}`,
    `item1.TEL;waid=${digits}:${telefoneE164}`,
    'item1.X-ABLabel:Celular',
    'END:VCARD',
  ].join('\n');
}

/** One upsert's `message`, `messageType` and lifted `contextInfo` for an action that is a message. */
export function upsertContentOf(
  acao: Exclude<EvolutionAcao, { tipo: 'edicao' | 'apagar' }>,
  remoteJid: string,
): { message: Rec; messageType: string; contextInfo?: Rec } {
  switch (acao.tipo) {
    case 'texto':
      if (!acao.citando) return { message: { conversation: acao.texto }, messageType: 'conversation' };
      // prepareMessage: the extendedTextMessage read as a conversation, its contextInfo beside it.
      return {
        message: { conversation: acao.texto },
        messageType: 'conversation',
        contextInfo: {
          stanzaId: acao.citando.idGateway,
          participant: remoteJid,
          quotedMessage: { conversation: acao.citando.texto },
        },
      };
    case 'reacao':
      return {
        message: {
          reactionMessage: {
            key: { remoteJid, fromMe: true, id: acao.alvo },
            text: acao.emoji,
            senderTimestampMs: String(Date.now()),
          },
        },
        messageType: 'reactionMessage',
      };
    case 'localizacao':
      return {
        message: {
          locationMessage: {
            degreesLatitude: acao.latitude,
            degreesLongitude: acao.longitude,
            ...(acao.nome ? { name: acao.nome } : {}),
            ...(acao.endereco ? { address: acao.endereco } : {}),
          },
        },
        messageType: 'locationMessage',
      };
    case 'contato':
      return {
        message: { contactMessage: { displayName: acao.nome, vcard: vcardOf(acao.nome, acao.telefone) } },
        messageType: 'contactMessage',
      };
    case 'enquete':
      return {
        message: {
          pollCreationMessageV3: {
            name: acao.pergunta,
            options: acao.opcoes.map((optionName) => ({ optionName })),
            selectableOptionsCount: 1,
          },
        },
        messageType: 'pollCreationMessageV3',
      };
    case 'figurinha':
      return {
        message: {
          stickerMessage: { mimetype: 'image/webp', isAnimated: false, fileLength: '44' },
          base64: STICKER_WEBP_BASE64,
        },
        messageType: 'stickerMessage',
      };
    case 'visualizacao_unica':
      return {
        message: {
          viewOnceMessageV2: {
            message: { imageMessage: { mimetype: 'image/webp', caption: acao.legenda, viewOnce: true } },
          },
          base64: STICKER_WEBP_BASE64,
        },
        messageType: 'viewOnceMessageV2',
      };
    case 'temporaria':
      return {
        message: {
          ephemeralMessage: {
            message: { extendedTextMessage: { text: acao.texto, contextInfo: { expiration: 604800 } } },
          },
        },
        messageType: 'ephemeralMessage',
      };
    case 'desconhecido':
      return { message: { [acao.tipoOriginal]: {} }, messageType: acao.tipoOriginal };
  }
}

/**
 * MESSAGES_EDITED's `data` for an edit or a delete for everyone: the protocol message as the
 * contact's phone sent it (its key from the sender's side: fromMe, to the institution's number).
 */
export function protocolDataOf(acao: Extract<EvolutionAcao, { tipo: 'edicao' | 'apagar' }>, ownJid: string): Rec {
  const key = { remoteJid: ownJid, fromMe: true, id: acao.alvo };
  return acao.tipo === 'edicao'
    ? { key, type: 'MESSAGE_EDIT', editedMessage: { conversation: acao.texto }, timestampMs: String(Date.now()) }
    : { key, type: 'REVOKE' };
}

/** MESSAGES_DELETE's `data`: the deleted message's key, from the institution's side. */
export function deleteDataOf(alvo: string, remoteJid: string): Rec {
  return { remoteJid, fromMe: false, id: alvo };
}
