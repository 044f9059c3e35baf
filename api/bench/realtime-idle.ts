/**
 * Idle hub connections on one API process (issue #30): how many one process holds and what each
 * costs in memory. The hubs (Fastify + the realtime plugin, as the API registers them) run in this
 * process; the clients in BENCH_IDLE_PROCESSES children, each from its own loopback source address
 * (127.0.0.11, .12, …: one address has ~28,000 ephemeral ports towards one server port). Every
 * connection is negotiated with stateful reconnect, handshaken and joined to its orders group, and
 * pings every 15 s as the official client does.
 *
 * A process needs one file descriptor per connection: the script raises its own open-file limit
 * (prlimit, before anything else runs) and says so when the machine does not let it.
 * Run: pnpm --filter @colabora/api bench:idle   (env: BENCH_IDLE_CONNECTIONS, default 100000;
 * BENCH_IDLE_PROCESSES, default 4; BENCH_IDLE_STEP, default 10000)
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const TARGET = Number(process.env['BENCH_IDLE_CONNECTIONS'] ?? 100_000);
const PROCESSES = Math.max(1, Number(process.env['BENCH_IDLE_PROCESSES'] ?? 4));
const STEP = Number(process.env['BENCH_IDLE_STEP'] ?? 10_000);
const self = fileURLToPath(import.meta.url);

function openFileLimit(): { soft: number; hard: number } {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const [soft = 1024, hard = 1024] = (line?.match(/\d+|unlimited/g) ?? []).map((value) =>
    value === 'unlimited' ? Infinity : Number(value),
  );
  return { soft, hard };
}

// Raise the open-file limit first: re-run this script under prlimit (a process cannot raise its
// own hard limit from Node). The server needs a descriptor per connection, plus a margin.
if (!process.env['BENCH_IDLE_RAISED']) {
  const wanted = TARGET + 2_000;
  const attempt = spawnSync('prlimit', [`--nofile=${wanted}:${wanted}`, 'true'], { encoding: 'utf8' });
  const env = { ...process.env, BENCH_IDLE_RAISED: attempt.status === 0 ? 'yes' : `no: ${attempt.stderr.trim()}` };
  const args = attempt.status === 0 ? [`--nofile=${wanted}:${wanted}`, process.execPath] : [process.execPath];
  const run = spawnSync(attempt.status === 0 ? 'prlimit' : args.shift()!, [...args, ...process.execArgv, self], {
    env,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const { default: Fastify } = await import('fastify');
const { HUB_SCREENS } = await import('@colabora/shared/contracts');
const { realtimePlugin, getRealtimeServer } = await import('../src/realtime/index');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const limit = openFileLimit();
const raised = process.env['BENCH_IDLE_RAISED'];
// Descriptors the process itself needs besides the connections (listening socket, pipes, files).
const holdable = Math.min(TARGET, limit.soft - 300);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;

console.log(
  `bench:idle ${new Date().toISOString()} · Node ${process.version} · ${machine()}\n` +
    `goal ${TARGET.toLocaleString('en')} idle hub connections on one process; open-file limit ` +
    `${limit.soft}/${limit.hard} (raised by this script: ${raised})` +
    (holdable < TARGET ? ` → at most ${holdable.toLocaleString('en')} fit here` : ''),
);

const app = Fastify({ logger: false });
await app.register(realtimePlugin, {
  allowedOrigins: [],
  grantedScreens: async (_principal, hub) => HUB_SCREENS[hub],
  canJoinChat: async () => false,
  limits: { maxConnectionsPerAddress: TARGET + 1_000 },
  authenticate: async (token) => {
    const match = /^bench-(\d+)$/.exec(token);
    return match
      ? { idUsuario: Number(match[1]), idInstituicao: 1, nome: 'Bench', expiresAt: Date.now() + 3_600_000 }
      : null;
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const open = () => getRealtimeServer(app).registry.openByHub().pedidos;

type Reply = { ok: string; open?: number; failed?: string };
const children: { child: ChildProcess; replies: ((reply: Reply) => void)[]; lost: number }[] = [];
for (let i = 0; i < PROCESSES; i++) {
  const child = fork(fileURLToPath(new URL('./idle-clients.ts', import.meta.url)), [`127.0.0.${11 + i}`], {
    execArgv: ['--import', 'tsx'],
  });
  const entry = { child, replies: [] as ((reply: Reply) => void)[], lost: 0 };
  child.on('message', (reply: Reply) => {
    if (reply.ok === 'lost') entry.lost++;
    else entry.replies.shift()?.(reply);
  });
  children.push(entry);
  await new Promise<Reply>((resolve) => entry.replies.push(resolve));
}
const ask = (index: number, command: object) =>
  new Promise<Reply>((resolve) => {
    children[index]!.replies.push(resolve);
    children[index]!.child.send(command);
  });

function measure() {
  gc();
  return process.memoryUsage();
}
const base = measure();
console.log(`server process before any connection: rss ${mib(base.rss)}, heap ${mib(base.heapUsed)}`);
console.log('connections │ rss      │ heap     │ rss per 1,000 │ heap per 1,000 │ seconds');

const started = Date.now();
let opened = 0;
let failure = '';
let index = 1;
while (opened < holdable && !failure) {
  const step = Math.min(STEP, holdable - opened);
  const share = Math.ceil(step / PROCESSES);
  const replies = await Promise.all(
    children.map((_, i) => {
      const count = Math.min(share, step - i * share);
      if (count <= 0) return { ok: 'open', failed: '' } as Reply;
      const from = index;
      index += count;
      return ask(i, { cmd: 'open', url, from, count });
    }),
  );
  failure = replies.find((reply) => reply.failed)?.failed ?? '';
  await new Promise((resolve) => setTimeout(resolve, 500));
  opened = open();
  const now = measure();
  const per = (bytes: number) => `${(((bytes / opened) * 1000) / 2 ** 20).toFixed(1)} MiB`;
  console.log(
    `${String(opened).padStart(11)} │ ${mib(now.rss).padEnd(8)} │ ${mib(now.heapUsed).padEnd(8)} │ ` +
      `${per(now.rss - base.rss).padEnd(13)} │ ${per(now.heapUsed - base.heapUsed).padEnd(14)} │ ${((Date.now() - started) / 1000).toFixed(0)}`,
  );
}

// Held, not just opened: a minute later every connection is still there (pings kept them alive).
await new Promise((resolve) => setTimeout(resolve, 60_000));
const held = open();
const lost = children.reduce((total, entry) => total + entry.lost, 0);
const last = measure();
console.log(
  `largest count held by the process: ${held.toLocaleString('en')} connections a minute after the last opened ` +
    `(${lost} lost); rss ${mib(last.rss)} (goal at 100,000: ≤ 1 GiB); ` +
    `per 1,000: rss ${((((last.rss - base.rss) / held) * 1000) / 2 ** 20).toFixed(1)} MiB, heap ` +
    `${((((last.heapUsed - base.heapUsed) / held) * 1000) / 2 ** 20).toFixed(1)} MiB` +
    (failure ? `\nstopped opening: ${failure}` : '') +
    (holdable < TARGET
      ? `\nthe open-file limit stopped it at ${holdable.toLocaleString('en')}; at the measured rate 100,000 would take ` +
        `about ${mib(base.rss + ((last.rss - base.rss) / held) * 100_000)} of rss (an estimate, not a measurement)`
      : '') +
    `\n${machine()} at the end`,
);

const closing = await Promise.all(children.map((_, i) => ask(i, { cmd: 'close' })));
console.log(
  `open according to the clients when they closed: ${closing.reduce((total, reply) => total + (reply.open ?? 0), 0).toLocaleString('en')}`,
);
for (const entry of children) entry.child.kill();
await app.close();
