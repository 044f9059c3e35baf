/**
 * A hand-driven protocol client for the cases the official client will not produce (abuse,
 * exact frames, silence). Speaks negotiate + WebSocket itself.
 */
import WebSocket from 'ws';

export const RS = '\u001e';

export type RawClient = {
  ws: WebSocket;
  connectionId: string;
  connectionToken: string;
  /** Next complete record from the server, parsed. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves when the socket closes. */
  closed: Promise<{ code: number }>;
  /** Every record received so far. */
  received: Record<string, unknown>[];
  sendText(text: string): void;
};

export async function negotiate(
  url: string,
  hub: string,
  token: string,
  stateful = false,
): Promise<{ connectionId: string; connectionToken: string; useStatefulReconnect?: boolean }> {
  const response = await fetch(
    `${url}${hub}/negotiate?negotiateVersion=1${stateful ? '&useStatefulReconnect=true' : ''}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain;charset=UTF-8' },
      body: '',
    },
  );
  if (response.status !== 200) throw new Error(`negotiate ${response.status}`);
  return (await response.json()) as { connectionId: string; connectionToken: string };
}

export function openSocket(
  url: string,
  hub: string,
  connectionToken: string,
  token: string,
  headers: Record<string, string> = {},
): WebSocket {
  const wsUrl = `${url.replace(/^http/, 'ws')}${hub}?id=${encodeURIComponent(connectionToken)}&access_token=${encodeURIComponent(token)}`;
  return new WebSocket(wsUrl, { headers });
}

export async function rawConnect(
  url: string,
  hub: string,
  token: string,
  options: { stateful?: boolean; handshake?: boolean } = {},
): Promise<RawClient> {
  const { connectionId, connectionToken } = await negotiate(url, hub, token, options.stateful);
  const ws = openSocket(url, hub, connectionToken, token);
  const received: Record<string, unknown>[] = [];
  const waiters: ((record: Record<string, unknown>) => void)[] = [];
  let cursor = 0;
  ws.on('message', (data) => {
    for (const text of data.toString().split(RS)) {
      if (text === '') continue;
      const record = JSON.parse(text) as Record<string, unknown>;
      received.push(record);
      const waiter = waiters.shift();
      if (waiter) {
        cursor++;
        waiter(record);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: RawClient = {
    ws,
    connectionId,
    connectionToken,
    received,
    closed,
    sendText: (text) => ws.send(text),
    next(timeoutMs = 5_000) {
      if (cursor < received.length) return Promise.resolve(received[cursor++] as Record<string, unknown>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for a record')), timeoutMs);
        waiters.push((record) => {
          clearTimeout(timer);
          resolve(record);
        });
      });
    },
  };
  if (options.handshake !== false) {
    client.sendText(JSON.stringify({ protocol: 'json', version: options.stateful ? 2 : 1 }) + RS);
    const response = await client.next();
    if (Object.keys(response).length !== 0) throw new Error(`handshake refused: ${JSON.stringify(response)}`);
  }
  return client;
}

/** Waits for the next record of a given type, skipping pings. */
export async function nextOfType(client: RawClient, type: number, timeoutMs = 5_000): Promise<Record<string, unknown>> {
  for (;;) {
    const record = await client.next(timeoutMs);
    if (record['type'] === type) return record;
  }
}
