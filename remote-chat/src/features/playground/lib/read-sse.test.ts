import { readServerSentEvents } from './read-sse';

/** A body that arrives in the given pieces, as a network delivers it. */
function bodyOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function all<T>(body: ReadableStream<Uint8Array>): Promise<T[]> {
  const events: T[] = [];
  for await (const evento of readServerSentEvents<T>(body)) events.push(evento);
  return events;
}

describe('reading a text/event-stream', () => {
  it('yields each event, even when one arrives split across pieces', async () => {
    const events = await all(
      bodyOf('data: {"tipo":"texto","delta":"Ol', 'á"}\n\n: comentário\n\ndata: {"tipo":"fim"}\r\n\r\n'),
    );
    expect(events).toEqual([{ tipo: 'texto', delta: 'Olá' }, { tipo: 'fim' }]);
  });

  it('joins a payload written over several data lines', async () => {
    const events = await all(bodyOf('event: x\ndata: {"a":\ndata: 1}\n\n'));
    expect(events).toEqual([{ a: 1 }]);
  });
});
