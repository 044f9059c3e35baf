/**
 * Inbound WhatsApp message latency: from the moment the gateway's webhook (Evolution v2
 * `messages.upsert`, one text message, a new gateway id each time) is sent to
 * POST /api/canais/{idCanal}/webhook to the arrival of `NewMessage` at each of 200 staff clients
 * of the institution that have the conversation open (JoinRoom on /chathub). The same clients are
 * in the institution's group, so every webhook also fans `ConversaAtualizada` out to all of them:
 * 2 × 200 frames per message, both measured.
 *
 * The whole app runs in this process (buildApp with the demo seed, real HTTP on 127.0.0.1) on
 * in-memory PGlite, or on a fresh schema of the PostgreSQL server in DATABASE_URL (dropped at the
 * end); the official @microsoft/signalr clients run in a child process, as browsers would be
 * elsewhere. Prints p50/p95/p99/max over every delivery; a figure, not a test (exit 1 only when
 * deliveries are missing). Since ADR 0036 the webhook answers once its body is stored in the intake
 * table and the intake worker applies it after: the figure spans both (the answer's time and the
 * intake's own lag, stored → applied, are printed beside it).
 * Run: pnpm --filter @colabora/api bench:chat-webhook
 *      (env: BENCH_CLIENTS=200, BENCH_MESSAGES=100, BENCH_PACE_MS=50, DATABASE_URL=postgres://…)
 */
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Chat, Mensagem } from '@colabora/shared/contracts';
import { openBenchDatabase } from './lib/bench-database';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 200);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 100);
const PACE_MS = Number(process.env['BENCH_PACE_MS'] ?? 50);
const WARMUP = 10;
/** The hub admits at most 20 connections per user (DEFAULT_LIMITS.maxConnectionsPerUser). */
const CLIENTS_PER_USER = 20;
const HARD_LIMIT_MS = 300_000;
const REQUEST_TIMEOUT_MS = 10_000;
const CONTACT_JID = '5511977776666@s.whatsapp.net';

const now = () => performance.timeOrigin + performance.now();

type ToChild =
  { url: string; tokens: string[]; clients: number; idChat: number; idInstituicao: number } | { report: true };
type Arrivals = Record<string, number[]>;
type FromChild = { connected: number } | { newMessage: Arrivals; conversaAtualizada: Arrivals } | { error: string };

/** The child: CLIENTS official clients in the conversation's room, stamping arrivals by message text. */
async function runClients(): Promise<void> {
  const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  const newMessage: Arrivals = {};
  const conversaAtualizada: Arrivals = {};
  const connections: { stop(): Promise<void> }[] = [];
  const send = (message: FromChild) => process.send?.(message);
  // The parent went away (finished, failed or was stopped): nothing left to measure.
  process.on('disconnect', () => process.exit(0));

  process.on('message', async (message: ToChild) => {
    if ('report' in message) {
      // Exit only once the (large) report is written to the pipe, or it may be cut off.
      await new Promise((resolve) => process.send?.({ newMessage, conversaAtualizada } satisfies FromChild, resolve));
      await Promise.all(connections.map((connection) => connection.stop().catch(() => undefined)));
      process.exit(0);
    }
    try {
      const { url, tokens, clients, idChat, idInstituicao } = message;
      for (let start = 0; start < clients; start += 20) {
        await Promise.all(
          Array.from({ length: Math.min(20, clients - start) }, async (_, offset) => {
            const index = start + offset;
            const token = tokens[Math.floor(index / CLIENTS_PER_USER)] ?? '';
            const connection = new HubConnectionBuilder()
              .withUrl(`${url}/chathub`, {
                transport: HttpTransportType.WebSockets,
                accessTokenFactory: () => token,
              })
              .withStatefulReconnect({ bufferSize: 100_000 })
              .configureLogging(LogLevel.None)
              .build();
            connection.on('NewMessage', (mensagem: Mensagem) => {
              const at = now();
              (newMessage[mensagem.texto] ??= []).push(at);
            });
            connection.on('ConversaAtualizada', (chat: Chat) => {
              const at = now();
              const texto = chat.ultimaMensagem?.texto;
              if (texto) (conversaAtualizada[texto] ??= []).push(at);
            });
            await connection.start();
            await connection.invoke('JoinRoom', idChat, idInstituicao);
            connections.push(connection);
          }),
        );
      }
      send({ connected: connections.length });
    } catch (error) {
      send({ error: String(error) });
    }
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const fmt = (ms: number) => ms.toFixed(1);
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, p99 ${fmt(percentile(sorted, 99))} ms, máx ${fmt(sorted.at(-1) ?? NaN)} ms`;
};

/** The parent: the API, the webhooks, the figures. */
async function runServer(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error('benchmark took too long; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);

  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } = await import('../src/seed/demo-data');
  const { createCanal } = await import('../src/modules/canais/canais.repository');
  const { WEBHOOK_SECRET_HEADER } = await import('../src/modules/canais/canais.routes');
  const DEMO = DEMO_INSTITUICOES.demo.id;

  const loadBefore = loadavg();
  const database = await openBenchDatabase();
  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { db: database.db });
  const child = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: ['--import', 'tsx'] });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    const url = `http://127.0.0.1:${address.port}`;

    // Staff of the institution with the Chat screen (the atendente's profile), 20 connections each.
    const users = Math.ceil(CLIENTS / CLIENTS_PER_USER);
    const phones = await app.db.query<{ telefone: string }>(
      `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash)
       select a.id_instituicao, a.id_perfil, 'Atendente ' || n, '1198877' || lpad(n::text, 4, '0'), a.senha_hash
         from usuario a, generate_series(1, $2::int) n where a.telefone = $1
       returning telefone`,
      [DEMO_USERS.atendente.telefone, users],
    );
    const tokens: string[] = [];
    for (const { telefone } of phones) {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telefone, senha: DEMO_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login ${telefone} → ${response.status} ${await response.text()}`);
      tokens.push(((await response.json()) as { data: { token: string } }).data.token);
    }

    // A connected Evolution channel with a known secret, and a conversation (its first webhook).
    const { canal, webhookSecret } = await createCanal(app.db, DEMO, {
      nome: 'Bench',
      provider: 'evolution',
      estado: 'conectado',
    });
    const runId = randomBytes(4).toString('hex');
    const webhook = (index: number, texto: string) =>
      fetch(`${url}/api/canais/${canal.idCanal}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: webhookSecret },
        body: JSON.stringify({
          event: 'messages.upsert',
          instance: 'bench',
          data: {
            key: { remoteJid: CONTACT_JID, fromMe: false, id: `BENCH-${runId}-${index}` },
            pushName: 'Contato Bench',
            message: { conversation: texto },
            messageType: 'conversation',
          },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    for (let index = 0; index < WARMUP; index += 1) {
      const response = await webhook(-1 - index, `aquecimento ${index}`);
      if (response.status !== 200) throw new Error(`webhook → ${response.status} ${await response.text()}`);
    }
    // The webhook answers before it is applied (ADR 0036): the conversation exists once the intake is idle.
    const { entradaWorkerOf } = await import('../src/modules/canais/intake/entrada-intake');
    await entradaWorkerOf(app).idle();
    const [chat] = await app.db.query<{ id: number }>('select id from chat where id_canal = $1', [canal.idCanal]);
    if (!chat) throw new Error('a conversa não foi criada pelo webhook');

    // The moment each message was committed: right before NewMessage goes to the room.
    const committedAt = new Map<string, number>();
    const toRoom = app.realtime.toRoom;
    app.realtime.toRoom = ((idInstituicao, idChat, event, args, opts) => {
      if (event === 'NewMessage') committedAt.set((args[0] as Mensagem).texto, now());
      return toRoom(idInstituicao, idChat, event, args, opts);
    }) as typeof toRoom;

    const fromChild = (timeoutMs = 120_000) =>
      new Promise<FromChild>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('o processo de clientes não respondeu')), timeoutMs);
        child.once('message', (message: FromChild) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    const connecting = fromChild();
    child.send({ url, tokens, clients: CLIENTS, idChat: chat.id, idInstituicao: DEMO } satisfies ToChild);
    const ready = await connecting;
    if ('error' in ready) throw new Error(ready.error);
    if (!('connected' in ready)) throw new Error('resposta inesperada do processo de clientes');
    console.log(
      `${ready.connected} clientes SignalR (${tokens.length} usuários) na sala da conversa ${chat.id} e no grupo da instituição; banco: ${database.label}`,
    );

    const sentAt = new Map<string, number>();
    const answered: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const texto = `bench ${runId} #${index}`;
      const started = now();
      const response = await webhook(index, texto);
      if (response.status !== 200) throw new Error(`webhook → ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      answered.push(now() - started);
      if (process.env['BENCH_DEBUG']) console.error(`webhook ${index} em ${fmt(now() - started)} ms`);
      sentAt.set(texto, started);
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
    // Every webhook applied (a loaded machine may hold a backlog in the intake), then the last frames.
    const drained = performance.now();
    await Promise.race([entradaWorkerOf(app).idle(), new Promise((resolve) => setTimeout(resolve, 60_000))]);
    const backlogMs = performance.now() - drained;
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const reporting = fromChild();
    child.send({ report: true } satisfies ToChild);
    const report = await reporting;
    if (!('newMessage' in report)) throw new Error('sem relatório dos clientes');

    const latencies = (arrivals: Arrivals, from: Map<string, number>) => {
      const values: number[] = [];
      for (const [texto, times] of Object.entries(arrivals)) {
        const start = from.get(texto);
        if (start !== undefined) for (const arrival of times) values.push(arrival - start);
      }
      return values;
    };
    const newMessage = latencies(report.newMessage, sentAt);
    const newMessageFromCommit = latencies(report.newMessage, committedAt);
    const conversa = latencies(report.conversaAtualizada, sentAt);
    const expected = MESSAGES * ready.connected;
    const p99 = percentile(
      [...newMessage].sort((a, b) => a - b),
      99,
    );
    const loadAfter = loadavg();

    console.log(
      `${MESSAGES} webhooks messages.upsert (ids distintos), um a cada ${PACE_MS} ms após a resposta; NewMessage ${newMessage.length}/${expected} entregas, ConversaAtualizada ${conversa.length}/${expected}`,
    );
    console.log(`webhook enviado → NewMessage no cliente: ${summary(newMessage)} (meta p99 ≤ 100 ms)`);
    console.log(`webhook enviado → ConversaAtualizada no cliente: ${summary(conversa)}`);
    console.log(`commit → NewMessage no cliente: ${summary(newMessageFromCommit)}`);
    console.log(`resposta HTTP do webhook (gravado na entrada): ${summary(answered)}`);
    console.log(`entrada ainda aplicando após o último webhook: ${fmt(backlogMs)} ms`);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const lagSum = Number(/colabora_webhook_intake_lag_seconds_sum\{tipo="webhook"\} ([\d.e+-]+)/.exec(metrics)?.[1]);
    const lagCount = Number(/colabora_webhook_intake_lag_seconds_count\{tipo="webhook"\} (\d+)/.exec(metrics)?.[1]);
    if (lagCount)
      console.log(
        `entrada: gravado → aplicado, média ${fmt((lagSum / lagCount) * 1000)} ms (/metrics, ${lagCount} webhooks)`,
      );
    console.log(
      `máquina: ${cpus().length} núcleos, carga média (1 min) ${loadBefore[0]?.toFixed(2)} antes → ${loadAfter[0]?.toFixed(2)} depois; ` +
        'os clientes dividem os núcleos com a API e com o que mais estiver rodando: os números variam com a carga.',
    );
    console.log(p99 <= 100 ? 'meta p99 ≤ 100 ms: atingida' : 'meta p99 ≤ 100 ms: NÃO atingida');

    clearTimeout(hardStop);
    process.exitCode = newMessage.length === expected ? 0 : 1;
  } finally {
    if (child.connected) child.disconnect();
    await app.close();
    await database.dispose();
  }
}

// Last, so every const above is initialised before either role runs.
if (process.argv[2] === 'clients') {
  await runClients();
} else {
  await runServer()
    .then(() => process.exit())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
