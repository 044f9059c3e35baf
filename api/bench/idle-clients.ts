/**
 * Child process of realtime-idle.ts: opens idle /pedidoshub connections from one loopback source
 * address (argv[2], e.g. 127.0.0.11), each negotiated with stateful reconnect, handshaken (JSON v2)
 * and joined to its institution's orders group, then kept alive with a Ping every 15 s as the
 * official client does. Several children with different addresses get past the ~28,000
 * ephemeral ports one address has towards one server port.
 */
import { request } from 'node:http';
import WebSocket from 'ws';

const RS = '\u001e';
const localAddress = process.argv[2] ?? '127.0.0.1';
const sockets: WebSocket[] = [];
const reply = (message: object) => process.send?.(message);

function negotiate(url: URL, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: '/pedidoshub/negotiate?negotiateVersion=1&useStatefulReconnect=true',
        method: 'POST',
        localAddress,
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-length': 0 },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`negotiate ${response.statusCode}: ${body}`));
          else resolve((JSON.parse(body) as { connectionToken: string }).connectionToken);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function open(base: string, index: number): Promise<void> {
  const url = new URL(base);
  const token = `bench-${index}`;
  const id = await negotiate(url, token);
  const ws = new WebSocket(`ws://${url.host}/pedidoshub?id=${id}&access_token=${token}`, {
    perMessageDeflate: false,
    localAddress,
  });
  await new Promise<void>((resolve, reject) => {
    let handshaken = false;
    ws.on('message', (data) => {
      for (const record of data.toString().split(RS)) {
        if (!record) continue;
        if (!handshaken) {
          handshaken = true;
          ws.send(`{"type":1,"invocationId":"1","target":"JoinPedidosGroup","arguments":[]}${RS}`);
        } else if (record.includes('"invocationId":"1"')) resolve();
      }
    });
    ws.on('open', () => ws.send(`{"protocol":"json","version":2}${RS}`));
    ws.on('error', reject);
    ws.on('close', () => reject(new Error('closed before joining')));
  });
  ws.removeAllListeners('close');
  ws.on('close', () => reply({ ok: 'lost' }));
  sockets.push(ws);
}

// Keep-alive: a Ping per connection every 15 s (the server closes a client silent for 30 s),
// spread over the interval so the server is not woken by all of them at once.
let pingCursor = 0;
setInterval(() => {
  const slice = Math.ceil(sockets.length / 15);
  for (let i = 0; i < slice && sockets.length; i++) {
    const ws = sockets[pingCursor++ % sockets.length];
    if (ws?.readyState === WebSocket.OPEN) ws.send(`{"type":6}${RS}`);
  }
}, 1_000).unref();

process.on('message', async (command: { cmd: 'open'; url: string; from: number; count: number } | { cmd: 'close' }) => {
  if (command.cmd === 'close') {
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    for (const ws of sockets) ws.terminate();
    reply({ ok: 'closed', open });
    return;
  }
  let failed = '';
  for (let start = 0; start < command.count && !failed; start += 100) {
    const batch = Array.from({ length: Math.min(100, command.count - start) }, (_, offset) =>
      open(command.url, command.from + start + offset),
    );
    const results = await Promise.allSettled(batch);
    const refused = results.find((result) => result.status === 'rejected');
    if (refused) failed = String((refused as PromiseRejectedResult).reason);
  }
  reply({ ok: 'open', open: sockets.length, failed });
});
reply({ ok: 'ready' });
