import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for an app a fake gateway must reach over HTTP). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('sem porta');
  return address.port;
}
