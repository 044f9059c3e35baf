import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeWire, encodeWire } from './redis-backplane';

describe('the Redis backplane wire (origin, envelope JSON, frame bytes)', () => {
  it('carries the frame byte for byte beside the envelope, never escaped inside it', () => {
    const frame = Buffer.from(
      '{"type":1,"target":"NovoPedido","arguments":[{"cliente":"João \\"Zé\\"\\nSão Paulo"}]}\u001e',
    );
    const envelope = {
      type: 'deliver',
      hub: 'pedidos',
      idInstituicao: 7,
      target: { kind: 'group', group: 'g' },
    } as const;
    const raw = encodeWire('origem-1', envelope, frame);
    // The record appears once, as is: the JSON part does not hold a second, escaped copy.
    assert.equal(raw.subarray(raw.length - frame.length).equals(frame), true);
    assert.equal(raw.length, Buffer.byteLength(`origem-1\n${JSON.stringify(envelope)}\n`) + frame.length);
    const decoded = decodeWire(raw);
    assert.deepEqual(decoded?.envelope, envelope);
    assert.equal(decoded?.origin, 'origem-1');
    assert.equal(decoded?.frame?.equals(frame), true);
  });

  it('a disconnect has no frame, and an unreadable message is refused', () => {
    const envelope = { type: 'disconnect', idUsuario: 3, allowReconnect: false } as const;
    assert.deepEqual(decodeWire(encodeWire('o', envelope, null)), { origin: 'o', envelope, frame: null });
    assert.equal(decodeWire(Buffer.from('sem quebra de linha')), null);
    assert.equal(decodeWire(Buffer.from('o\n{não é json\n')), null);
  });
});
