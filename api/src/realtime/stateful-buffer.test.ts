import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { StatefulBuffer } from './stateful-buffer';

const frame = (bytes: number) => Buffer.alloc(bytes, 0x61);

describe('StatefulBuffer, outgoing', () => {
  it('numbers records from 1 and resends the unacknowledged ones after a drop', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    assert.equal(buffer.enqueue(frame(10))?.id, 1);
    assert.equal(buffer.enqueue(frame(10))?.id, 2);
    assert.equal(buffer.enqueue(frame(10))?.id, 3);
    buffer.ack(1);
    const { sequenceId, frames } = buffer.resend();
    assert.equal(sequenceId, 2);
    assert.deepEqual(
      frames.map((item) => item.id),
      [2, 3],
    );
  });

  it('after everything is acked, Sequence points at the next id', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    buffer.enqueue(frame(10));
    buffer.ack(1);
    assert.deepEqual(buffer.resend(), { sequenceId: 2, frames: [] });
  });

  it('holds records back past the byte limit and releases them in order as acks arrive', () => {
    const buffer = new StatefulBuffer(100, 10_000);
    assert.equal(buffer.enqueue(frame(60))?.id, 1);
    assert.equal(buffer.enqueue(frame(60)), null);
    assert.equal(buffer.enqueue(frame(30)), null);
    const released = buffer.ack(1);
    assert.deepEqual(
      released.map((item) => item.id),
      [2, 3],
    );
  });

  it('gives up on a client that never acks instead of dropping records', () => {
    const buffer = new StatefulBuffer(100, 150);
    buffer.enqueue(frame(100));
    buffer.enqueue(frame(100));
    assert.throws(() => buffer.enqueue(frame(100)), /not acknowledging/);
  });
});

describe('StatefulBuffer, incoming', () => {
  it('drops records the client resends after a reconnect', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    assert.equal(buffer.acceptIncoming(), true); // 1
    assert.equal(buffer.acceptIncoming(), true); // 2
    buffer.disconnected();
    assert.equal(buffer.acceptIncoming(), false, 'stale until the Sequence arrives');
    buffer.resetSequence(2);
    assert.equal(buffer.acceptIncoming(), false, '2 again is a duplicate');
    assert.equal(buffer.acceptIncoming(), true, '3 is new');
    assert.equal(buffer.latestReceived, 3);
  });

  it('rejects a Sequence beyond what was received', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    buffer.acceptIncoming();
    assert.throws(() => buffer.resetSequence(5), /Sequence ID greater/);
  });
});
