/**
 * Child process of realtime-fanout.ts: opens the benchmark's client sockets so their CPU does
 * not share the server's event loop. Speaks the SignalR JSON protocol by hand (negotiate,
 * handshake v2 with stateful reconnect, JoinPedidosGroup, periodic Ack) or plain ws.
 */
import WebSocket from 'ws';

const RS = '\u001e';
type Kind = 'hub' | 'raw';
type Command =
  | { cmd: 'open'; kind: Kind; count: number; url: string }
  | { cmd: 'expect'; kind: Kind; perClient: number; timeoutMs: number }
  | { cmd: 'closeAll' };

type Client = { ws: WebSocket; received: number; sequence: number; ackTimer: NodeJS.Timeout | null };
const clients: Record<Kind, Client[]> = { hub: [], raw: [] };
let latencies: number[] = [];
let lastReceivedAt = 0;
const now = () => performance.timeOrigin + performance.now();
const reply = (message: object) => process.send?.(message);

function onPayload(client: Client, sentAt: number): void {
  const at = now();
  client.received++;
  latencies.push(at - sentAt);
  lastReceivedAt = at;
}

async function openHub(url: string, index: number): Promise<Client> {
  const token = `bench-${index}`;
  const response = await fetch(`${url}/pedidoshub/negotiate?negotiateVersion=1&useStatefulReconnect=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain;charset=UTF-8' },
    body: '',
  });
  // A refused negotiate (a cap, a bad token) must say so, not open `?id=undefined` and meet a 404.
  if (!response.ok) throw new Error(`negotiate do cliente ${index}: ${response.status} ${await response.text()}`);
  const { connectionToken } = (await response.json()) as { connectionToken: string };
  const ws = new WebSocket(`${url.replace('http', 'ws')}/pedidoshub?id=${connectionToken}&access_token=${token}`, {
    perMessageDeflate: false,
  });
  const client: Client = { ws, received: 0, sequence: 0, ackTimer: null };
  await new Promise<void>((resolve, reject) => {
    let handshaken = false;
    ws.on('message', (data) => {
      for (const record of data.toString().split(RS)) {
        if (!record) continue;
        if (!handshaken) {
          handshaken = true;
          ws.send(`{"type":1,"invocationId":"1","target":"JoinPedidosGroup","arguments":[]}${RS}`);
          continue;
        }
        const message = JSON.parse(record) as { type: number; invocationId?: string; arguments?: [{ sentAt: number }] };
        if (message.type === 1 || message.type === 3) {
          client.sequence++;
          scheduleAck(client);
        }
        if (message.type === 3 && message.invocationId === '1') resolve();
        else if (message.type === 1 && message.arguments?.[0]?.sentAt) onPayload(client, message.arguments[0].sentAt);
      }
    });
    ws.on('open', () => ws.send(`{"protocol":"json","version":2}${RS}`));
    ws.on('error', reject);
  });
  return client;
}

async function openRaw(url: string): Promise<Client> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const client: Client = { ws, received: 0, sequence: 0, ackTimer: null };
  ws.on('message', (data) => onPayload(client, (JSON.parse(data.toString()) as { sentAt: number }).sentAt));
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return client;
}

/**
 * Acks as the official client does (MessageBuffer.ts `_ackTimer`): one second after the first
 * sequenced record not yet acknowledged, the latest id received.
 */
function scheduleAck(client: Client): void {
  if (client.ackTimer) return;
  client.ackTimer = setTimeout(() => {
    client.ackTimer = null;
    if (client.ws.readyState === WebSocket.OPEN) client.ws.send(`{"type":8,"sequenceId":${client.sequence}}${RS}`);
  }, 1000);
  client.ackTimer.unref();
}

process.on('message', async (command: Command) => {
  if (command.cmd === 'open') {
    const list = clients[command.kind];
    for (let start = 0; start < command.count; start += 200) {
      const batch = Array.from({ length: Math.min(200, command.count - start) }, (_, offset) =>
        command.kind === 'hub' ? openHub(command.url, list.length + start + offset + 1) : openRaw(command.url),
      );
      list.push(...(await Promise.all(batch)));
    }
    reply({ ok: 'open', count: list.length });
  } else if (command.cmd === 'expect') {
    const list = clients[command.kind];
    for (const client of list) client.received = 0;
    latencies = [];
    const started = Date.now();
    const cpu = process.cpuUsage();
    const total = command.perClient * list.length;
    while (latencies.length < total && Date.now() - started < command.timeoutMs)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const sorted = Float64Array.from(latencies).sort();
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
    const used = process.cpuUsage(cpu);
    reply({
      ok: 'expect',
      cpuMicros: used.user + used.system,
      received: latencies.length,
      expected: total,
      lastReceivedAt,
      p50: pct(50),
      p99: pct(99),
      max: sorted[sorted.length - 1] ?? NaN,
    });
  } else if (command.cmd === 'closeAll') {
    for (const client of [...clients.hub, ...clients.raw]) client.ws.terminate();
    clients.hub = [];
    clients.raw = [];
    reply({ ok: 'closeAll' });
  }
});
reply({ ok: 'ready' });
