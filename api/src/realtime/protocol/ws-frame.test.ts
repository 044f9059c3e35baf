import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as ws from 'ws';
import { framePayload, textFrame } from './ws-frame';

/** ws's frame parser (exported by ws, not by its type definitions). */
type FrameReceiver = {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(chunk: Buffer): void;
};
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameReceiver };

/** ws's own parser, as a client's side of the socket reads frames. */
function parse(bytes: Buffer): Promise<{ text: string; isBinary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => resolve({ text: data.toString(), isBinary }));
    receiver.on('error', reject);
    receiver.write(bytes);
  });
}

describe('a prebuilt WebSocket text frame', () => {
  for (const size of [0, 125, 126, 65_535, 65_536, 200_000]) {
    it(`of ${size} bytes reads back as the same text (length encoding of that size)`, async () => {
      // Exactly `size` bytes, with a multi-byte character and the record separator at the end.
      const record = Buffer.alloc(size, 0x61);
      if (size >= 3) Buffer.from('é\u001e').copy(record, size - 3);
      const frame = textFrame(record);
      assert.deepEqual(await parse(frame), { text: record.toString(), isBinary: false });
      assert.equal(framePayload(frame).equals(record), true);
    });
  }
});
