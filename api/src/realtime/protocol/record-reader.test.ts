import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RecordReader } from './record-reader';
import { ProtocolError } from './protocol-error';

const RS = '\u001e';

describe('RecordReader', () => {
  it('returns several records carried by one frame', () => {
    const reader = new RecordReader(1024);
    assert.deepEqual(reader.push(Buffer.from(`{"a":1}${RS}{"b":2}${RS}`)), ['{"a":1}', '{"b":2}']);
  });

  it('joins a record split across frames, even inside a multi-byte character', () => {
    const reader = new RecordReader(1024);
    const bytes = Buffer.from(`{"nome":"João"}${RS}`);
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of "ã"
    assert.deepEqual(reader.push(bytes.subarray(0, cut)), []);
    assert.deepEqual(reader.push(bytes.subarray(cut)), ['{"nome":"João"}']);
  });

  it('rejects a record longer than the limit, whether complete or still open', () => {
    assert.throws(() => new RecordReader(8).push(Buffer.from(`123456789${RS}`)), ProtocolError);
    const open = new RecordReader(8);
    open.push(Buffer.from('12345'));
    assert.throws(() => open.push(Buffer.from('6789')), /maximum size of 8 bytes/);
  });

  it('accepts a record of exactly the limit', () => {
    assert.deepEqual(new RecordReader(8).push(Buffer.from(`12345678${RS}`)), ['12345678']);
  });
});
