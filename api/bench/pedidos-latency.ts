/**
 * New-order latency: from the moment the API accepted an order (its transaction committed, right
 * before NovoPedido is published) to the event's arrival at each of 200 connected staff clients of
 * the institution. The whole app runs in this process (buildApp on in-memory PGlite with the demo
 * seed, real HTTP on 127.0.0.1); the official @microsoft/signalr clients run in a child process,
 * as browsers would be elsewhere. Prints p50/p99/max; also request-sent → arrival for context.
 * Run: pnpm --filter @colabora/api bench:pedidos   (env: BENCH_CLIENTS=200, BENCH_ORDERS=60)
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Pedido } from '@colabora/shared/contracts';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 200);
const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 60);
const PACE_MS = 50;
const HARD_LIMIT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 10_000;

const now = () => performance.timeOrigin + performance.now();

type ToChild = { url: string; tokens: string[]; clients: number } | { report: true };
type FromChild = { connected: number } | { arrivals: Record<string, number[]> } | { error: string };

/** The child: CLIENTS official clients, each joined to the orders group, stamping arrivals. */
async function runClients(): Promise<void> {
  const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  const arrivals: Record<string, number[]> = {};
  const connections: { stop(): Promise<void> }[] = [];
  const send = (message: FromChild) => process.send?.(message);
  // The parent went away (finished, failed or was stopped): nothing left to measure.
  process.on('disconnect', () => process.exit(0));

  process.on('message', async (message: ToChild) => {
    if ('report' in message) {
      send({ arrivals });
      await Promise.all(connections.map((connection) => connection.stop().catch(() => undefined)));
      process.exit(0);
    }
    try {
      const { url, tokens, clients } = message;
      for (let start = 0; start < clients; start += 20) {
        await Promise.all(
          Array.from({ length: Math.min(20, clients - start) }, async (_, offset) => {
            const token = tokens[(start + offset) % tokens.length] ?? '';
            const connection = new HubConnectionBuilder()
              .withUrl(`${url}/pedidoshub`, {
                transport: HttpTransportType.WebSockets,
                accessTokenFactory: () => token,
              })
              .withStatefulReconnect({ bufferSize: 100_000 })
              .configureLogging(LogLevel.None)
              .build();
            connection.on('NovoPedido', (pedido: { idPedido: number }) => {
              const at = now();
              (arrivals[pedido.idPedido] ??= []).push(at);
            });
            await connection.start();
            await connection.invoke('JoinPedidosGroup');
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

/** The parent: the API, the orders, the figures. */
async function runServer(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error('benchmark took too long; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);

  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../src/seed/demo-data');

  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sem porta');
  const url = `http://127.0.0.1:${address.port}`;

  // The moment each order was accepted: right after its transaction committed, as the route
  // hands it to the hub.
  const acceptedAt = new Map<number, number>();
  const toInstitution = app.realtime.toInstitution;
  app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
    if (event === 'NovoPedido') acceptedAt.set((args[0] as Pedido).idPedido, now());
    return toInstitution(hub, idInstituicao, event, args, opts);
  }) as typeof toInstitution;

  async function login(telefone: string): Promise<string> {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telefone, senha: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  }
  const gestor = await login(DEMO_USERS.gestor.telefone);
  const atendente = await login(DEMO_USERS.atendente.telefone);
  const catalogo = (
    (await (await fetch(`${url}/api/pedidos/catalogo`, { headers: { authorization: `Bearer ${gestor}` } })).json()) as {
      data: { idProdutoServico: number }[];
    }
  ).data;

  const child = fork(fileURLToPath(import.meta.url), ['clients'], { execArgv: ['--import', 'tsx'] });
  // Bounded: a client process that stops answering fails the run instead of hanging it.
  const fromChild = (timeoutMs = 90_000) =>
    new Promise<FromChild>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('o processo de clientes não respondeu')), timeoutMs);
      child.once('message', (message: FromChild) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  const connecting = fromChild();
  child.send({ url, tokens: [gestor, atendente], clients: CLIENTS } satisfies ToChild);
  const ready = await connecting;
  if ('error' in ready) throw new Error(ready.error);
  if (!('connected' in ready)) throw new Error('resposta inesperada do processo de clientes');
  console.log(`${ready.connected} clientes SignalR conectados ao grupo de pedidos da instituição`);

  const sentAt = new Map<number, number>();
  const body = (index: number) =>
    JSON.stringify({
      cliente: { nome: `Cliente ${index}`, telefone: '11987654321' },
      itens: [
        { idProdutoServico: catalogo[index % catalogo.length]?.idProdutoServico, quantidade: 1 + (index % 3) },
        { idProdutoServico: catalogo[(index + 3) % catalogo.length]?.idProdutoServico, quantidade: 1 },
      ],
      formaPagamento: 'pix',
      origem: 'balcao',
    });
  for (let index = 0; index < ORDERS; index += 1) {
    const started = now();
    const response = await fetch(`${url}/api/pedidos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gestor}`, 'content-type': 'application/json' },
      body: body(index),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status !== 201) throw new Error(`POST /api/pedidos → ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { idPedido: number } };
    sentAt.set(data.idPedido, started);
    if (process.env['BENCH_DEBUG']) console.error(`pedido ${index} em ${fmt(now() - started)} ms`);
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));

  const reporting = fromChild();
  child.send({ report: true } satisfies ToChild);
  const report = await reporting;
  if (!('arrivals' in report)) throw new Error('sem relatório dos clientes');

  const fromAccepted: number[] = [];
  const fromRequest: number[] = [];
  let deliveries = 0;
  for (const [id, times] of Object.entries(report.arrivals)) {
    const accepted = acceptedAt.get(Number(id));
    const sent = sentAt.get(Number(id));
    for (const arrival of times) {
      deliveries += 1;
      if (accepted !== undefined) fromAccepted.push(arrival - accepted);
      if (sent !== undefined) fromRequest.push(arrival - sent);
    }
  }
  fromAccepted.sort((a, b) => a - b);
  fromRequest.sort((a, b) => a - b);
  const expected = ORDERS * ready.connected;

  console.log(`${ORDERS} pedidos, um a cada ${PACE_MS} ms, ${deliveries}/${expected} entregas`);
  console.log(
    `API aceitou → cliente recebeu: p50 ${fmt(percentile(fromAccepted, 50))} ms, p99 ${fmt(percentile(fromAccepted, 99))} ms, máx ${fmt(fromAccepted.at(-1) ?? NaN)} ms (meta p99 ≤ 100 ms)`,
  );
  console.log(
    `requisição enviada → cliente recebeu: p50 ${fmt(percentile(fromRequest, 50))} ms, p99 ${fmt(percentile(fromRequest, 99))} ms`,
  );

  clearTimeout(hardStop);
  await app.close();
  process.exit(deliveries === expected && percentile(fromAccepted, 99) <= 100 ? 0 : 1);
}

// Last, so every const above is initialised before either role runs.
if (process.argv[2] === 'clients') {
  await runClients();
} else {
  await runServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
