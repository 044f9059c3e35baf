/**
 * Fan-out benchmark: /pedidoshub (our SignalR server) beside a raw `ws` broadcast of the same
 * payload, in the same run, clients in a child process, traffic on 127.0.0.1 only.
 * Prints deliveries/s and p50/p99 latency for both, then memory per 1,000 idle hub connections.
 * Run: pnpm --filter @colabora/api bench:realtime   (env: BENCH_CLIENTS, BENCH_IDLE, BENCH_MESSAGES, BENCH_ROUNDS)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import { HUB_SCREENS, type Pedido } from '@colabora/shared/contracts';
import { realtimePlugin } from '../src/realtime/index';
import { samplePedido } from '../src/realtime/testing/sample-pedido';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 1_000);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 100);
const IDLE = Number(process.env['BENCH_IDLE'] ?? 10_000);
const ROUNDS = Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3));
const TARGET_RATE = 20_000; // deliveries/s for the latency run
const HARD_LIMIT_MS = 600_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const hardStop = setTimeout(() => {
  console.error('benchmark took too long; stopping');
  process.exit(2);
}, HARD_LIMIT_MS);

type Reply = {
  ok: string;
  /** CPU the clients' process spent during the run (user + system), in µs. */
  cpuMicros?: number;
  received?: number;
  expected?: number;
  lastReceivedAt?: number;
  p50?: number;
  p99?: number;
  max?: number;
};

const child: ChildProcess = fork(fileURLToPath(new URL('./fanout-clients.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
});
// The clients' process failing (a refused negotiate, a socket error) ends the benchmark at once
// with its message, instead of waiting for the hard limit.
let finishing = false;
child.on('exit', (code) => {
  if (finishing) return;
  console.error(`o processo dos clientes saiu (código ${code}) antes do fim do benchmark`);
  process.exit(1);
});
const replies: Reply[] = [];
const waiters: ((reply: Reply) => void)[] = [];
child.on('message', (message: Reply) => {
  const waiter = waiters.shift();
  if (waiter) waiter(message);
  else replies.push(message);
});
const nextReply = () =>
  new Promise<Reply>((resolve) => (replies.length ? resolve(replies.shift() as Reply) : waiters.push(resolve)));
async function ask(command: object): Promise<Reply> {
  child.send(command);
  return nextReply();
}
const now = () => performance.timeOrigin + performance.now();
/** A real NovoPedido payload, plus the send time the clients measure latency from. */
const payload = (seq: number): Pedido & { sentAt: number } => ({
  ...samplePedido({ idPedido: seq, cliente: { nome: 'Maria da Silva', telefone: null }, totalCentavos: 4250 }),
  sentAt: now(),
});

const app = Fastify({ logger: false });
await app.register(realtimePlugin, {
  allowedOrigins: [],
  // Every bench client may see the orders; all of them come from 127.0.0.1.
  grantedScreens: async (_principal, hub) => HUB_SCREENS[hub],
  canJoinChat: async () => false,
  // Every client comes from 127.0.0.1. The idle phase opens IDLE more while the throughput runs'
  // stateful connections may still be held for their reconnect window: room for both (the cap of
  // CLIENTS + 100 refused the idle phase's negotiate, and its WebSocket then met a 404).
  limits: { maxConnectionsPerAddress: CLIENTS + IDLE + 100 },
  authenticate: async (token) => {
    const match = /^bench-(\d+)$/.exec(token);
    return match
      ? { idUsuario: Number(match[1]), idInstituicao: 1, nome: 'Bench', expiresAt: Date.now() + 3_600_000 }
      : null;
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const hubUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const raw = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await once(raw, 'listening');
const rawUrl = `ws://127.0.0.1:${(raw.address() as { port: number }).port}`;
const rawBroadcast = (data: object) => {
  const frame = Buffer.from(JSON.stringify(data));
  for (const client of raw.clients) client.send(frame, { binary: false });
};
const hubBroadcast = (data: Pedido) => app.realtime.toInstitution('pedidos', 1, 'NovoPedido', [data]);

await nextReply(); // child ready

/** Publishes `count` messages, `perTick` per macrotask, pacing to `rate` messages/s when given. */
async function publish(send: (data: Pedido) => unknown, count: number, rate?: number): Promise<number> {
  const started = now();
  for (let seq = 0; seq < count; seq++) {
    if (rate) {
      const due = started + (seq * 1000) / rate;
      const wait = due - now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    } else if (seq % 10 === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    void send(payload(seq));
  }
  return started;
}

type Figures = {
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  delivered: string;
  /** CPU per delivery, µs: the server's process (what the hub costs) and the clients'. */
  serverUs: number;
  clientUs: number;
};
async function run(
  kind: 'hub' | 'raw',
  send: (data: Pedido) => unknown,
  count: number,
  rate?: number,
): Promise<Figures> {
  const expectation = ask({ cmd: 'expect', kind, perClient: count, timeoutMs: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the child reset its counters
  const cpu = process.cpuUsage();
  const started = await publish(send, count, rate);
  const result = await expectation;
  const used = process.cpuUsage(cpu);
  const seconds = ((result.lastReceivedAt ?? now()) - started) / 1000;
  const received = result.received ?? 0;
  return {
    deliveriesPerSecond: Math.round(received / seconds),
    p50: Number((result.p50 ?? NaN).toFixed(2)),
    p99: Number((result.p99 ?? NaN).toFixed(2)),
    delivered: `${received}/${result.expected}`,
    serverUs: Number(((used.user + used.system) / received).toFixed(2)),
    clientUs: Number(((result.cpuMicros ?? NaN) / received).toFixed(2)),
  };
}

const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;
console.log(
  `bench:realtime ${new Date().toISOString()} · Node ${process.version} · ${machine()} at the start\n` +
    `fan-out to ${CLIENTS} clients, ${MESSAGES} messages each (max rate), then ${TARGET_RATE} deliveries/s for 3 s`,
);
await ask({ cmd: 'open', kind: 'hub', count: CLIENTS, url: hubUrl });
await ask({ cmd: 'open', kind: 'raw', count: CLIENTS, url: rawUrl });
// Warm-up so JIT and socket buffers are in steady state for both.
await run('hub', hubBroadcast, 10);
await run('raw', rawBroadcast, 10);
// Rounds alternate which of the two goes first, and each figure is the median of its rounds: on a
// shared machine the load changes from second to second, and one run of each says little.
const paced = Math.round((TARGET_RATE / CLIENTS) * 3);
const rows: Record<string, Figures[]> = {};
const rowNames = ['hub, max rate', 'raw ws, max rate', `hub, ${TARGET_RATE}/s`, `raw ws, ${TARGET_RATE}/s`];
for (let round = 0; round < ROUNDS; round++) {
  const order: ('hub' | 'raw')[] = round % 2 === 0 ? ['hub', 'raw'] : ['raw', 'hub'];
  for (const kind of order) {
    const send = kind === 'hub' ? hubBroadcast : rawBroadcast;
    (rows[kind === 'hub' ? rowNames[0]! : rowNames[1]!] ??= []).push(await run(kind, send, MESSAGES));
  }
  for (const kind of order) {
    const send = kind === 'hub' ? hubBroadcast : rawBroadcast;
    (rows[kind === 'hub' ? rowNames[2]! : rowNames[3]!] ??= []).push(
      await run(kind, send, paced, TARGET_RATE / CLIENTS),
    );
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (runs: Figures[]): Figures => ({
  deliveriesPerSecond: Math.round(median(runs.map((r) => r.deliveriesPerSecond))),
  p50: Number(median(runs.map((r) => r.p50)).toFixed(2)),
  p99: Number(median(runs.map((r) => r.p99)).toFixed(2)),
  delivered: runs.map((r) => r.delivered).join(' '),
  serverUs: Number(median(runs.map((r) => r.serverUs)).toFixed(2)),
  clientUs: Number(median(runs.map((r) => r.clientUs)).toFixed(2)),
});
const [maxHub, maxRaw, rateHub, rateRaw] = rowNames.map((name) => summary(rows[name] ?? []));
console.table(Object.fromEntries(rowNames.map((name, i) => [name, [maxHub, maxRaw, rateHub, rateRaw][i]])));
console.log(
  `hub / raw throughput at max rate: ${((maxHub!.deliveriesPerSecond / maxRaw!.deliveriesPerSecond) * 100).toFixed(0)}% (goal ≥ 95%); ` +
    `p99 hub / raw at ${TARGET_RATE}/s: ${(rateHub!.p99 / rateRaw!.p99).toFixed(2)}× (goal ≤ 1.1×); ` +
    `server CPU per delivery, hub / raw: ${(maxHub!.serverUs / maxRaw!.serverUs).toFixed(2)}× at max rate, ` +
    `${(rateHub!.serverUs / rateRaw!.serverUs).toFixed(2)}× at ${TARGET_RATE}/s\n` +
    `medians of ${ROUNDS} rounds (BENCH_ROUNDS); serverUs / clientUs: CPU µs per delivery of the server's and the ` +
    `clients' process (other load on the machine disturbs them less than rates and latencies); ${machine()} at the end`,
);
await ask({ cmd: 'closeAll' });
await new Promise((resolve) => setTimeout(resolve, 500));

gc();
const before = process.memoryUsage();
await ask({ cmd: 'open', kind: 'hub', count: IDLE, url: hubUrl });
await new Promise((resolve) => setTimeout(resolve, 500));
gc();
const after = process.memoryUsage();
const signedMiB = (bytes: number) => `${bytes < 0 ? '-' : '+'}${(Math.abs(bytes) / 1024 / 1024).toFixed(0)} MiB`;
const perThousand = (bytes: number) => `${(((bytes / IDLE) * 1000) / 1024 / 1024).toFixed(1)} MiB`;
console.log(
  `${IDLE} idle hub connections (joined, stateful): rss ${signedMiB(after.rss - before.rss)}, heap ${signedMiB(after.heapUsed - before.heapUsed)}; per 1,000: rss ${perThousand(after.rss - before.rss)}, heap ${perThousand(after.heapUsed - before.heapUsed)}; process rss ${(after.rss / 1024 / 1024).toFixed(0)} MiB`,
);

await ask({ cmd: 'closeAll' });
finishing = true;
child.kill();
raw.close();
await app.close();
clearTimeout(hardStop);
