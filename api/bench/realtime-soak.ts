/**
 * Soak of the hubs over two API processes (issue #30): the compiled API (api/dist/server.js) started
 * twice on one fresh PostgreSQL database and one Redis, SOAK_CLIENTS hub clients spread over both
 * (half /pedidoshub joined to the orders group, half /chathub joined to one of two chat rooms), and
 * for SOAK_MINUTES orders (POST /api/pedidos) and WhatsApp messages (the simulated phone writing in)
 * at a steady rate, each sent to a process in turn. Every client counts each event by its marker:
 * an order must reach every orders client once, a message every client of its room once, whichever
 * process published it. Prints lost and duplicated deliveries, dropped clients, and each process's
 * resident memory every minute (from its /metrics).
 *
 * Needs `pnpm build`, PostgreSQL on 127.0.0.1:5432 (TEST_DATABASE_URL or the role postgres/root)
 * and redis-server: the soak starts its own on SOAK_PORT+9 (8429), since Redis pub/sub channels
 * are shared by every database of a server and the soak's events would reach other test runs'
 * hubs (SOAK_REDIS_URL uses an existing one). API ports SOAK_PORT+1 and +2 (8421/8422).
 * Run: pnpm --filter @colabora/api bench:soak   (env: SOAK_MINUTES 10, SOAK_CLIENTS 1000,
 * SOAK_ORDERS_PER_SECOND 2, SOAK_MESSAGES_PER_SECOND 2)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { API_ROOT } from '../src/paths';
import { keepAlive, openSoakClient, type SoakClient } from './soak-clients';

const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 10);
const CLIENTS = Number(process.env['SOAK_CLIENTS'] ?? 1_000);
const ORDERS_PER_SECOND = Number(process.env['SOAK_ORDERS_PER_SECOND'] ?? 2);
const MESSAGES_PER_SECOND = Number(process.env['SOAK_MESSAGES_PER_SECOND'] ?? 2);
const PORT = Number(process.env['SOAK_PORT'] ?? 8420);
/** Per user and process the hubs take 20 connections: users enough for 10 per process each. */
const USERS = Math.ceil(CLIENTS / 20);
const GESTOR = { telefone: '11999990001', senha: 'colabora123' };

const server = join(API_ROOT, 'dist/server.js');
if (!existsSync(server)) throw new Error('rode `pnpm build` antes (falta api/dist/server.js)');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;

function postgresRole(): string {
  const fromEnv = process.env['TEST_DATABASE_URL'];
  if (fromEnv) return new URL(fromEnv).username || 'postgres';
  for (const role of ['postgres', 'root']) {
    try {
      execFileSync('psql', ['-h', '127.0.0.1', '-U', role, '-d', 'postgres', '-XAtqc', 'select 1']);
      return role;
    } catch {
      // next role
    }
  }
  throw new Error('nenhum papel conecta ao PostgreSQL em 127.0.0.1:5432');
}

const role = postgresRole();
const database = `colabora_soak_${process.pid}`;
const psql = (sql: string) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', role, '-d', database, '-XAtqc', sql]).toString().trim();
execFileSync('createdb', ['-h', '127.0.0.1', '-U', role, database]);

let redis: ChildProcess | null = null;
let redisUrl = process.env['SOAK_REDIS_URL'];
if (!redisUrl) {
  const port = PORT + 9;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
      break;
    } catch {
      if (tries > 100) throw new Error(`redis-server não respondeu na porta ${port}`);
      await sleep(100);
    }
  }
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://${role}@127.0.0.1:5432/${database}`,
  REDIS_URL: redisUrl,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  SEED_DEMO: 'true',
  SERVE_APPS: 'false',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};
const processes: { name: string; url: string; child: ChildProcess }[] = [];
async function startApi(name: string, port: number) {
  const child = spawn(process.execPath, [server], {
    cwd: API_ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`API ${name} saiu (${child.exitCode})`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 600) throw new Error(`API ${name} não respondeu`);
    await sleep(100);
  }
  processes.push({ name, url, child });
}

async function cleanup() {
  for (const { child } of processes) child.kill('SIGTERM');
  await sleep(2_000);
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL');
  redis?.kill('SIGTERM');
  try {
    execFileSync('dropdb', ['-h', '127.0.0.1', '-U', role, '--force', database]);
  } catch (error) {
    console.error(`não foi possível apagar ${database}: ${String(error)}`);
  }
}

/** A JSON call to the API, retried after a 429 (the soak must not trip the rate limits it does not test). */
async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  for (;;) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status === 429) {
      await sleep(1_000);
      continue;
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

async function residentMiB(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith('colabora_process_resident_memory_bytes '));
  return Math.round(Number(line?.split(' ')[1]) / 2 ** 20);
}

const login = async (base: string, telefone: string, senha: string) =>
  (await call<{ token: string }>(base, 'POST', '/api/auth/login', null, { telefone, senha })).token;

// Stopped early (Ctrl-C): the API processes, the Redis server and the database go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`interrompido (${signal}): limpando`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  console.log(
    `bench:soak ${new Date().toISOString()} · Node ${process.version} · ${machine()}\n` +
      `${CLIENTS} hub clients over two API processes for ${MINUTES} min; ${ORDERS_PER_SECOND} orders/s and ` +
      `${MESSAGES_PER_SECOND} WhatsApp messages/s, each through the processes in turn`,
  );
  await startApi('A', PORT + 1);
  await startApi('B', PORT + 2);
  const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];

  // Staff: the demo gestor creates USERS colleagues with the Gestor profile (20 hub connections per
  // user and process are allowed; each gets 10 per process here).
  const gestor = await login(a.url, GESTOR.telefone, GESTOR.senha);
  const perfis = await call<{ idPerfil: number; nome: string }[]>(a.url, 'GET', '/api/perfis', gestor);
  const idPerfil = perfis.find((perfil) => perfil.nome === 'Gestor')?.idPerfil;
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const telefone = `1193${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`;
    const created = await call<{ senhaTemporaria: string }>(a.url, 'POST', '/api/usuarios', gestor, {
      nome: `Soak ${i}`,
      telefone,
      email: '',
      idPerfil,
      gestor: false,
    });
    tokens.push(await login(a.url, telefone, created.senhaTemporaria));
  }

  // Two chats (two contacts writing in), the rooms of the chat clients.
  const canais = await call<{ idCanal: number; provider: string; estado: string }[]>(
    a.url,
    'GET',
    '/api/canais',
    gestor,
  );
  const canal = canais.find((item) => item.provider === 'simulador' && item.estado === 'conectado');
  if (!canal) throw new Error('o seed não tem um canal simulado conectado');
  const contatos = ['11940000001', '11940000002'];
  const rooms: number[] = [];
  for (const [index, telefone] of contatos.entries()) {
    const written = await call<{ idChat: number }>(
      a.url,
      'POST',
      `/api/canais/${canal.idCanal}/simulador/mensagens`,
      gestor,
      {
        telefone,
        nome: `Contato soak ${index}`,
        texto: 'Olá',
      },
    );
    rooms.push(written.idChat);
  }
  const [idProduto] = psql('select id from produto_servico where id_instituicao = 1 and ativo order by id limit 1')
    .split('\n')
    .map(Number);

  // The clients: client i on process i % 2, from one of four loopback addresses (the hubs allow
  // 500 connections per address and process), hub and room in turn.
  const clients: SoakClient[] = [];
  const pinger = keepAlive(clients);
  const opening = Date.now();
  for (let start = 0; start < CLIENTS; start += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - start) }, (_, offset) => {
      const i = start + offset;
      const hub = i % 4 < 2 ? 'pedidos' : 'chat';
      return openSoakClient({
        base: i % 2 === 0 ? a.url : b.url,
        hub,
        token: tokens[Math.floor(i / 20) % USERS]!,
        room: hub === 'chat' ? rooms[Math.floor(i / 4) % 2]! : null,
        localAddress: `127.0.0.${2 + (i % 4)}`,
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  console.log(`${clients.length} clients connected in ${((Date.now() - opening) / 1000).toFixed(0)} s`);

  const memory: { minute: number; a: number; b: number }[] = [];
  memory.push({ minute: 0, a: await residentMiB(a.url), b: await residentMiB(b.url) });
  console.log(`minute 0: resident memory A ${memory[0]!.a} MiB, B ${memory[0]!.b} MiB`);

  // Steady load: one order every 1/ORDERS_PER_SECOND s and one message every 1/MESSAGES_PER_SECOND s,
  // on A and B in turn. What each produced is recorded only once the API accepted it.
  const orders: string[] = [];
  const messages: { marker: string; room: number }[] = [];
  const failures: string[] = [];
  const endAt = Date.now() + MINUTES * 60_000;
  let orderSeq = 0;
  let messageSeq = 0;
  const orderLoop = (async () => {
    const started = Date.now();
    while (Date.now() < endAt) {
      const seq = orderSeq++;
      const marker = `soak-pedido-${seq}`;
      const base = seq % 2 === 0 ? a.url : b.url;
      call(base, 'POST', '/api/pedidos', gestor, {
        cliente: { nome: marker, telefone: null },
        itens: [{ idProdutoServico: idProduto, quantidade: 1 }],
        formaPagamento: 'pix',
        origem: 'balcao',
      }).then(
        () => orders.push(marker),
        (error: unknown) => failures.push(String(error)),
      );
      await sleep(Math.max(0, started + ((seq + 1) * 1000) / ORDERS_PER_SECOND - Date.now()));
    }
  })();
  const messageLoop = (async () => {
    const started = Date.now();
    while (Date.now() < endAt) {
      const seq = messageSeq++;
      const marker = `soak-mensagem-${seq}`;
      const index = seq % 2;
      const base = Math.floor(seq / 2) % 2 === 0 ? a.url : b.url;
      call<{ idChat: number }>(base, 'POST', `/api/canais/${canal.idCanal}/simulador/mensagens`, gestor, {
        telefone: contatos[index],
        nome: `Contato soak ${index}`,
        texto: marker,
      }).then(
        (written) => messages.push({ marker, room: written.idChat }),
        (error: unknown) => failures.push(String(error)),
      );
      await sleep(Math.max(0, started + ((seq + 1) * 1000) / MESSAGES_PER_SECOND - Date.now()));
    }
  })();
  for (let minute = 1; minute <= MINUTES; minute++) {
    await sleep(Math.max(0, endAt - (MINUTES - minute) * 60_000 - Date.now()));
    memory.push({ minute, a: await residentMiB(a.url), b: await residentMiB(b.url) });
    console.log(
      `minute ${minute}: resident memory A ${memory.at(-1)!.a} MiB, B ${memory.at(-1)!.b} MiB; ` +
        `${orders.length} orders and ${messages.length} messages accepted so far; ` +
        `${clients.filter((client) => client.dropped).length} clients dropped; ${machine()}`,
    );
  }
  await Promise.all([orderLoop, messageLoop]);
  // The last events' deliveries: a few seconds are plenty on loopback.
  await sleep(5_000);
  clearInterval(pinger);

  let expected = 0;
  let lost = 0;
  let duplicated = 0;
  for (const client of clients) {
    const markers =
      client.hub === 'pedidos'
        ? orders
        : messages.filter((message) => message.room === client.room).map((message) => message.marker);
    for (const marker of markers) {
      expected++;
      const times = client.seen.get(marker) ?? 0;
      if (times === 0) lost++;
      if (times > 1) duplicated += times - 1;
    }
  }
  const dropped = clients.filter((client) => client.dropped).length;
  const reasons = new Map<string, number>();
  for (const client of clients.filter((entry) => entry.dropped))
    reasons.set(`${client.hub}: ${client.dropReason}`, (reasons.get(`${client.hub}: ${client.dropReason}`) ?? 0) + 1);
  for (const [reason, count] of reasons) console.log(`dropped ${count}× — ${reason}`);
  const first = memory[0]!;
  const last = memory.at(-1)!;
  console.log(
    `soak: ${orders.length} orders and ${messages.length} messages in ${MINUTES} min; ${expected.toLocaleString('en')} ` +
      `deliveries expected, ${lost} lost, ${duplicated} duplicated; ${dropped} of ${clients.length} clients dropped; ` +
      `${failures.length} requests refused${failures.length ? ` (first: ${failures[0]})` : ''}\n` +
      `resident memory A ${first.a} → ${last.a} MiB, B ${first.b} → ${last.b} MiB (minute 0 → ${MINUTES}); ${machine()} at the end`,
  );
  for (const client of clients) client.ws.terminate();
  process.exitCode = lost || duplicated || dropped ? 1 : 0;
} finally {
  await cleanup();
}
