import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TextFrame } from './protocol/ws-frame';
import { StatefulBuffer } from './stateful-buffer';

const frame = (bytes: number) => Buffer.alloc(bytes, 0x61) as TextFrame;

describe('StatefulBuffer, outgoing', () => {
  it('numbers records from 1 and resends the unacknowledged ones after a drop', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    const sent = [frame(10), frame(11), frame(12)];
    for (const item of sent) assert.equal(buffer.enqueue(item), true);
    buffer.ack(1);
    const { sequenceId, frames } = buffer.resend();
    assert.equal(sequenceId, 2);
    // The same bytes each recipient shares, not copies: records 2 and 3.
    assert.equal(frames.length, 2);
    assert.equal(frames[0], sent[1]);
    assert.equal(frames[1], sent[2]);
  });

  it('after everything is acked, Sequence points at the next id', () => {
    const buffer = new StatefulBuffer(1000, 10_000);
    buffer.enqueue(frame(10));
    buffer.ack(1);
    assert.deepEqual(buffer.resend(), { sequenceId: 2, frames: [] });
  });

  it('holds records back past the byte limit and releases them in order as acks arrive', () => {
    const buffer = new StatefulBuffer(100, 10_000);
    const [first, second, third] = [frame(60), frame(60), frame(30)];
    assert.equal(buffer.enqueue(first), true);
    assert.equal(buffer.enqueue(second), false);
    assert.equal(buffer.enqueue(third), false);
    const released = buffer.ack(1);
    assert.equal(released.length, 2);
    assert.equal(released[0], second);
    assert.equal(released[1], third);
    // Released records got ids 2 and 3: unacked, they are what a resume replays from Sequence 2.
    assert.deepEqual(buffer.resend(), { sequenceId: 2, frames: [second, third] });
    buffer.ack(3);
    assert.deepEqual(buffer.resend(), { sequenceId: 4, frames: [] });
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
