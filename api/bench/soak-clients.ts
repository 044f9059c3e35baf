/**
 * The soak's hub clients (realtime-soak.ts): hand-written SignalR JSON clients as the browser's
 * would behave (negotiate with stateful reconnect, handshake v2, an Ack one second after the
 * first unacknowledged record, a Ping every 15 s), each counting the events it was sent by their
 * marker. A client whose socket drops stays down and is reported: the soak looks for losses.
 */
import { request } from 'node:http';
import WebSocket from 'ws';

const RS = '\u001e';

export type SoakClient = {
  hub: 'pedidos' | 'chat';
  /** The chat room it joined (chat clients). */
  room: number | null;
  /** How many times each marker arrived. */
  seen: Map<string, number>;
  dropped: boolean;
  /** Why it dropped: the server's Close message, or the socket's close code. */
  dropReason: string;
  ws: WebSocket;
};

function negotiate(base: URL, hub: string, token: string, localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: `/${hub}hub/negotiate?negotiateVersion=1&useStatefulReconnect=true`,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-length': 0 },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve((JSON.parse(body) as { connectionToken: string }).connectionToken)
            : reject(new Error(`negotiate ${hub} ${response.statusCode}: ${body}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The marker of an event this soak published: an order's client name or a message's text. */
const MARKER = /soak-[a-z]+-\d+/g;

export async function openSoakClient(options: {
  base: string;
  hub: 'pedidos' | 'chat';
  token: string;
  room: number | null;
  localAddress: string;
}): Promise<SoakClient> {
  const base = new URL(options.base);
  const id = await negotiate(base, options.hub, options.token, options.localAddress);
  const ws = new WebSocket(`ws://${base.host}/${options.hub}hub?id=${id}&access_token=${options.token}`, {
    perMessageDeflate: false,
    localAddress: options.localAddress,
  });
  const client: SoakClient = {
    hub: options.hub,
    room: options.room,
    seen: new Map(),
    dropped: false,
    dropReason: '',
    ws,
  };
  let sequence = 0;
  let ackTimer: NodeJS.Timeout | null = null;
  const join =
    options.hub === 'pedidos'
      ? `{"type":1,"invocationId":"1","target":"JoinPedidosGroup","arguments":[]}${RS}`
      : `{"type":1,"invocationId":"1","target":"JoinRoom","arguments":[${options.room},1]}${RS}`;
  await new Promise<void>((resolve, reject) => {
    let handshaken = false;
    ws.on('message', (data) => {
      for (const record of data.toString().split(RS)) {
        if (!record) continue;
        if (!handshaken) {
          handshaken = true;
          ws.send(join);
          continue;
        }
        const type = Number(/^\{"type":(\d+)/.exec(record)?.[1]);
        if (type === 7) client.dropReason = record;
        if (type === 1 || type === 3) {
          sequence++;
          ackTimer ??= setTimeout(() => {
            ackTimer = null;
            if (ws.readyState === WebSocket.OPEN) ws.send(`{"type":8,"sequenceId":${sequence}}${RS}`);
          }, 1_000).unref();
        }
        if (type === 3 && record.includes('"invocationId":"1"')) {
          if (record.includes('"error"')) reject(new Error(`join refused: ${record}`));
          else resolve();
        }
        const target = /"target":"(NovoPedido|NewMessage)"/.exec(record)?.[1];
        if (type !== 1 || !target) continue;
        // One marker per event (the order's client name, the message's text), counted once per record.
        const marker = record.match(MARKER)?.[0];
        if (marker) client.seen.set(marker, (client.seen.get(marker) ?? 0) + 1);
      }
    });
    ws.on('open', () => ws.send(`{"protocol":"json","version":2}${RS}`));
    ws.on('error', reject);
    ws.on('close', (code) => {
      client.dropped = true;
      client.dropReason ||= `socket closed (${code})`;
      reject(new Error('closed before joining'));
    });
  });
  return client;
}

/**
 * A Ping per client every 10 s, spread over the interval (the server drops a client silent for
 * 30 s; the official client pings every 15 s, but this one process plays a thousand browsers on a
 * shared machine, and a late timer must not look like a lost client). Started before the clients
 * open: the first ones must not wait for the last to connect.
 */
export function keepAlive(clients: SoakClient[]): NodeJS.Timeout {
  let cursor = 0;
  return setInterval(() => {
    const slice = Math.ceil(clients.length / 10);
    for (let i = 0; i < slice && clients.length; i++) {
      const client = clients[cursor++ % clients.length];
      if (client?.ws.readyState === WebSocket.OPEN) client.ws.send(`{"type":6}${RS}`);
    }
  }, 1_000);
}
