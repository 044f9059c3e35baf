import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseEvolutionWebhook } from './evolution-webhook';
import { readVcard } from './vcard';

const JID = '5511911112222@s.whatsapp.net';
const upsert = (message: object, extra: object = {}) =>
  normaliseEvolutionWebhook({
    event: 'MESSAGES_UPSERT',
    data: { key: { remoteJid: JID, fromMe: false, id: 'M1' }, message, ...extra },
  });

describe('Evolution v2 message kinds, read as the contact meant them', () => {
  it('takes a quote from the content’s own contextInfo or from the one Evolution lifts beside it', () => {
    const inner = upsert({
      extendedTextMessage: {
        text: 'sim',
        contextInfo: { stanzaId: 'Q1', quotedMessage: { imageMessage: { caption: '' } } },
      },
    });
    assert.deepEqual(inner[0]?.kind === 'message' && inner[0].citacao, { idGateway: 'Q1', previa: 'Imagem' });
    const lifted = upsert(
      { conversation: 'sim' },
      { contextInfo: { stanzaId: 'Q2', quotedMessage: { conversation: 'Abre sábado?' } } },
    );
    assert.deepEqual(lifted[0]?.kind === 'message' && lifted[0].citacao, { idGateway: 'Q2', previa: 'Abre sábado?' });
  });

  it('reads edits and deletes for everyone, by proto number or name, and ignores the session’s protocol messages', () => {
    const edited = (data: object) => normaliseEvolutionWebhook({ event: 'MESSAGES_EDITED', data });
    assert.deepEqual(edited({ key: { id: 'A' }, type: 14, editedMessage: { extendedTextMessage: { text: 'novo' } } }), [
      { kind: 'edit', alvo: 'A', telefone: null, texto: 'novo' },
    ]);
    assert.deepEqual(edited({ key: { id: 'A' }, type: 'REVOKE' }), [{ kind: 'revoke', alvo: 'A', telefone: null }]);
    assert.deepEqual(edited({ key: { id: 'A' }, type: 'EPHEMERAL_SETTING' }), []);
    assert.deepEqual(edited({ key: { id: 'A' }, type: 'MESSAGE_EDIT', editedMessage: { conversation: '  ' } }), []);
    // Inside an upsert (older Evolution, findMessages): the sender is known.
    assert.deepEqual(
      upsert({
        editedMessage: {
          message: { protocolMessage: { key: { id: 'B' }, type: 14, editedMessage: { conversation: 'x' } } },
        },
      }),
      [{ kind: 'edit', alvo: 'B', telefone: '+5511911112222', texto: 'x' }],
    );
    assert.deepEqual(
      normaliseEvolutionWebhook({ event: 'messages.delete', data: { remoteJid: JID, fromMe: false, id: 'C' } }),
      [{ kind: 'revoke', alvo: 'C', telefone: '+5511911112222' }],
    );
    assert.deepEqual(
      normaliseEvolutionWebhook({ event: 'messages.delete', data: { remoteJid: JID, fromMe: true, id: 'D' } }),
      [],
    );
  });

  it('unwraps view-once and disappearing messages, and names what it cannot show', () => {
    const [ephemeral] = upsert({
      ephemeralMessage: { message: { viewOnceMessage: { message: { conversation: 'oi' } } } },
    });
    assert.equal(ephemeral?.kind === 'message' && ephemeral.texto, 'oi');
    const [unknown] = upsert({ messageContextInfo: {}, ptvMessage: null, callLogMesssage: { outcome: 1 } });
    assert.deepEqual(unknown?.kind === 'message' && [unknown.texto, unknown.conteudo], [
      'Tipo de mensagem não suportado (callLogMesssage)',
      { tipo: 'nao_suportado', tipoOriginal: 'callLogMesssage' },
    ]);
    // A poll vote and an empty reaction target are nobody's new message.
    assert.deepEqual(upsert({ pollUpdateMessage: { vote: {} } }), []);
    assert.deepEqual(upsert({ reactionMessage: { key: {}, text: '👍' } }), []);
  });

  it('refuses coordinates off the globe and reads a contacts array', () => {
    const [location] = upsert({ locationMessage: { degreesLatitude: 123, degreesLongitude: 0 } });
    assert.equal(location?.kind === 'message' && location.conteudo?.tipo, 'nao_suportado');
    const [cards] = upsert({
      contactsArrayMessage: {
        contacts: [
          { displayName: 'Ana', vcard: 'BEGIN:VCARD\nTEL:+55 11 3333-4444\nEND:VCARD' },
          { displayName: 'Bia', vcard: '' },
        ],
      },
    });
    assert.deepEqual(cards?.kind === 'message' && cards.conteudo, {
      tipo: 'contatos',
      contatos: [
        { nome: 'Ana', telefones: ['+55 11 3333-4444'] },
        { nome: 'Bia', telefones: [] },
      ],
    });
  });
});

describe('vCard', () => {
  it('reads the name and phones of WhatsApp’s cards, folded, grouped and escaped', () => {
    assert.deepEqual(
      readVcard(
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Souza;Maria;;;\r\nFN:Maria\\, da\r\n  Padaria\r\nitem1.TEL;type=CELL;waid=5511988887777:+55 11 98888-7777\r\nTEL:+55 11 3333-4444\r\nEND:VCARD',
      ),
      { nome: 'Maria, da Padaria', telefones: ['+5511988887777', '+55 11 3333-4444'] },
    );
    assert.deepEqual(readVcard('BEGIN:VCARD\nN:Souza;Maria;;;\nEND:VCARD'), { nome: 'Maria Souza', telefones: [] });
  });
});
