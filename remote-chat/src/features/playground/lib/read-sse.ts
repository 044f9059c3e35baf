/**
 * The `data:` payloads of a text/event-stream body, parsed as JSON, as they arrive (events are
 * separated by a blank line; a payload may span several `data:` lines). Comments and other
 * fields are skipped.
 * @example for await (const evento of readServerSentEvents<PlaygroundEvento>(response.body)) show(evento);
 */
export async function* readServerSentEvents<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let boundary = buffer.search(/\r?\n\r?\n/);
      while (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        const data = block
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data) yield JSON.parse(data) as T;
        boundary = buffer.search(/\r?\n\r?\n/);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
