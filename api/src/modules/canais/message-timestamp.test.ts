import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instantOfTimestamp, normaliseEvolutionWebhook } from './evolution-webhook';

/*
 * WhatsApp's own time of a message (MESSAGES_UPSERT and findMessages' `messageTimestamp`, in
 * seconds), which orders a conversation (ADR 0036): read in each shape a gateway sends it, and
 * ignored when it cannot be a real time.
 */

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

describe('messageTimestamp', () => {
  it('reads seconds as a number, a numeric string or Baileys’ Long', () => {
    const iso = '2026-11-28T11:59:00.000Z';
    const seconds = Date.parse(iso) / 1000;
    assert.equal(instantOfTimestamp(seconds, NOW), iso);
    assert.equal(instantOfTimestamp(String(seconds), NOW), iso);
    assert.equal(instantOfTimestamp({ low: seconds, high: 0, unsigned: false }, NOW), iso);
  });

  it('ignores what cannot be the time a message was sent', () => {
    assert.equal(instantOfTimestamp(undefined, NOW), undefined);
    assert.equal(instantOfTimestamp('ontem', NOW), undefined);
    assert.equal(instantOfTimestamp(0, NOW), undefined, 'before WhatsApp existed');
    assert.equal(instantOfTimestamp(NOW / 1000 + 3600, NOW), undefined, 'an hour ahead of our clock');
    assert.equal(instantOfTimestamp(NOW, NOW), undefined, 'milliseconds, not seconds');
  });

  it('is carried by the message event, and absent when the gateway sent none', () => {
    const upsert = (extra: Record<string, unknown>) =>
      normaliseEvolutionWebhook({
        event: 'messages.upsert',
        data: {
          key: { remoteJid: '5511955551234@s.whatsapp.net', fromMe: false, id: `ID${Object.keys(extra).length}` },
          pushName: 'Contato',
          message: { conversation: 'Oi' },
          ...extra,
        },
      })[0];
    const withTime = upsert({ messageTimestamp: Math.floor(Date.now() / 1000) - 60 });
    assert.ok(withTime?.kind === 'message' && withTime.enviadaEm);
    const without = upsert({});
    assert.ok(without?.kind === 'message' && without.enviadaEm === undefined);
  });
});
