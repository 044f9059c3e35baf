import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lidOfJid, normaliseEvolutionWebhook, phoneOfJid } from './evolution-webhook';

describe('Evolution v2 webhooks, normalised', () => {
  it('reads a phone only from one-to-one JIDs', () => {
    assert.equal(phoneOfJid('5511988887777@s.whatsapp.net'), '+5511988887777');
    assert.equal(phoneOfJid('5511988887777:12@s.whatsapp.net'), '+5511988887777');
    assert.equal(phoneOfJid('5511988887777@c.us'), '+5511988887777');
    for (const jid of ['123456789012345@lid', '120363025246125486@g.us', 'status@broadcast', '', null, undefined])
      assert.equal(phoneOfJid(jid), null, String(jid));
  });

  it('reads a LID apart from the phone, and our own message only for the pair it names (ADR 0035)', () => {
    assert.equal(lidOfJid('123456789012345@lid'), '123456789012345');
    assert.equal(lidOfJid('123456789012345:3@lid'), '123456789012345');
    assert.equal(lidOfJid('5511988887777@s.whatsapp.net'), null);
    const events = normaliseEvolutionWebhook({
      event: 'MESSAGES_UPSERT',
      data: [
        { key: { remoteJid: '111@lid', addressingMode: 'lid', id: 'A' }, message: { conversation: 'só LID' } },
        {
          key: { remoteJid: '222@lid', remoteJidAlt: '5511911112222@s.whatsapp.net', addressingMode: 'lid', id: 'B' },
          message: { conversation: 'os dois' },
        },
        {
          key: { remoteJid: '5511911113333@s.whatsapp.net', remoteJidAlt: '333@lid', addressingMode: 'pn', id: 'C' },
          message: { conversation: 'pelo número' },
        },
        {
          key: { remoteJid: '444@lid', remoteJidAlt: '5511911114444@s.whatsapp.net', fromMe: true, id: 'D' },
          message: { conversation: 'nossa' },
        },
        { key: { remoteJid: '555@lid', fromMe: true, id: 'E' }, message: { conversation: 'nossa, só LID' } },
        {
          key: {
            remoteJid: '1203630@g.us',
            participant: '666@lid',
            participantAlt: '5511911116666@s.whatsapp.net',
            id: 'F',
          },
          message: { conversation: 'grupo' },
        },
      ],
    });
    assert.deepEqual(
      events.map((event) =>
        event.kind === 'message'
          ? [event.idGateway, event.telefone, event.lid]
          : [event.kind, 'telefone' in event ? event.telefone : null],
      ),
      [
        ['A', null, '111'],
        ['B', '+5511911112222', '222'],
        ['C', '+5511911113333', '333'],
        ['identidade', '+5511911114444'],
      ],
    );
  });

  it('takes text from conversation and extendedTextMessage, in batches, media as files, and drops empty texts', () => {
    const events = normaliseEvolutionWebhook({
      event: 'MESSAGES_UPSERT',
      data: [
        { key: { remoteJid: '5511911112222@s.whatsapp.net', id: 'A' }, message: { conversation: 'um' } },
        {
          key: { remoteJid: '5511911112222@s.whatsapp.net', id: 'B' },
          pushName: '  ',
          message: { extendedTextMessage: { text: 'dois' } },
        },
        { key: { remoteJid: '5511911112222@s.whatsapp.net', id: 'C' }, message: { imageMessage: { url: 'x' } } },
        { key: { remoteJid: '5511911112222@s.whatsapp.net', id: 'D' }, message: { conversation: '   ' } },
        { key: { remoteJid: '5511911112222@s.whatsapp.net' }, message: { conversation: 'sem id' } },
        'lixo',
      ],
    });
    assert.deepEqual(events, [
      { kind: 'message', idGateway: 'A', telefone: '+5511911112222', nome: null, texto: 'um' },
      { kind: 'message', idGateway: 'B', telefone: '+5511911112222', nome: null, texto: 'dois' },
      // A picture described without its type or bytes is kept, saying what it was (chat-midia.routes.test).
      {
        kind: 'message',
        idGateway: 'C',
        telefone: '+5511911112222',
        nome: null,
        texto: '',
        midia: { tipo: 'imagem', mime: 'application/octet-stream', nome: 'imagem.bin', base64: null },
      },
    ]);
  });

  it('maps delivery receipts, connection states and QR codes', () => {
    assert.deepEqual(
      normaliseEvolutionWebhook({
        event: 'messages.update',
        data: [
          { keyId: 'A', status: 'SERVER_ACK' },
          { key: { id: 'B' }, status: 'DELIVERY_ACK' },
          { keyId: 'C', status: 'READ' },
          { keyId: 'D', status: 'PLAYED' },
          { keyId: 'E', status: 'ERROR' },
          { keyId: 'F', status: 'PENDING' },
        ],
      }).map((event) => (event.kind === 'status' ? [event.idGateway, event.status] : event.kind)),
      [
        ['A', 'enviada'],
        ['B', 'entregue'],
        ['C', 'lida'],
        ['D', 'lida'],
        ['E', 'falhou'],
      ],
    );
    assert.deepEqual(normaliseEvolutionWebhook({ event: 'connection.update', data: { state: 'close' } }), [
      { kind: 'connection', estado: 'desconectado', telefone: null },
    ]);
    assert.deepEqual(normaliseEvolutionWebhook({ event: 'QRCODE_UPDATED', data: { qrcode: { code: '2@abc' } } }), [
      { kind: 'qr', qrCode: '2@abc', pairingCode: null },
    ]);
    assert.deepEqual(
      normaliseEvolutionWebhook({
        event: 'qrcode.updated',
        data: { qrcode: { instance: 'x', code: '2@def', pairingCode: 'ABCD1234', base64: 'data:image/png;base64,' } },
      }),
      [{ kind: 'qr', qrCode: '2@def', pairingCode: 'ABCD1234' }],
    );
    assert.deepEqual(normaliseEvolutionWebhook({ event: 'presence.update', data: {} }), []);
  });

  it('tells a refused session (logged out on the phone, banned, QR limit) from a plain close', () => {
    const estado = (data: object) =>
      normaliseEvolutionWebhook({ event: 'connection.update', data }).map((event) =>
        event.kind === 'connection' ? [event.estado, event.telefone] : event.kind,
      );
    assert.deepEqual(estado({ state: 'open', statusReason: 200, wuid: '5511988887777@s.whatsapp.net' }), [
      ['conectado', '+5511988887777'],
    ]);
    assert.deepEqual(estado({ state: 'open', wuid: '123456789012345@lid' }), [['conectado', null]]);
    assert.deepEqual(estado({ state: 'connecting', statusReason: 200 }), [['aguardando_qr', null]]);
    assert.deepEqual(estado({ state: 'close', statusReason: 428 }), [['desconectado', null]]);
    for (const statusReason of [401, 403, '401'])
      assert.deepEqual(estado({ state: 'close', statusReason }), [['recusado', null]], String(statusReason));
    assert.deepEqual(estado({ state: 'refused', statusReason: 428 }), [['recusado', null]]);
    assert.deepEqual(estado({ state: 'dormindo' }), []);
  });
});
