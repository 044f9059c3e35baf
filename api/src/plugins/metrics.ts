import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { getRealtimeServer } from '../realtime';
import { HUB_NAMES } from '../realtime/hub-name';
import { registerDbPoolMetrics } from './metrics-db-pool';

/**
 * GET /metrics in Prometheus' text format (issue #30, ADR 0031). One registry per app instance
 * (tests build many apps in one process). Counters are this process's own since it started; the
 * job and campaign figures are read from the shared database at scrape time, so every replica
 * reports the same totals (alert on max(), not sum()). The gateway never serves /metrics
 * (deploy/nginx/gateway.conf): Prometheus scrapes each API process directly.
 */

export const METRICS_PATH = '/metrics';

/** Each app's registry, by its HTTP server (shared by every plugin context of the app). */
const registries = new WeakMap<object, Registry>();

/**
 * The app's registry, for a module that adds its own figures in its own file (null when the
 * metrics plugin is not registered).
 */
export function metricsRegistryOf(app: FastifyInstance): Registry | null {
  return registries.get(app.server) ?? null;
}

/** Route template (`/api/pedidos/:id`), never the raw URL: one series per route, not per id. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'sem_rota';
}

async function metrics(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  registries.set(app.server, registry);
  collectDefaultMetrics({ register: registry, prefix: 'colabora_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'colabora_http_requests_total',
    help: 'Requisições HTTP respondidas, por método, rota e status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'colabora_http_request_duration_seconds',
    help: 'Tempo de resposta HTTP em segundos, por método, rota e status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === METRICS_PATH) return;
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  // Before the gauges that query the database: the pool is read before the scrape's own queries queue.
  registerDbPoolMetrics(registry, app.db);

  new Gauge({
    name: 'colabora_hub_connections',
    help: 'Conexões abertas neste processo, por hub',
    labelNames: ['hub'],
    registers: [registry],
    collect() {
      const open = getRealtimeServer(app).registry.openByHub();
      for (const hub of HUB_NAMES) this.set({ hub }, open[hub]);
    },
  });
  // A counter whose value lives in the registry: reset() then inc() by the running total.
  new Counter({
    name: 'colabora_hub_messages_total',
    help: 'Mensagens enviadas aos clientes por este processo, por hub',
    labelNames: ['hub'],
    registers: [registry],
    collect() {
      const delivered = getRealtimeServer(app).registry.delivered;
      this.reset();
      for (const hub of HUB_NAMES) this.inc({ hub }, delivered[hub]);
    },
  });

  new Gauge({
    name: 'colabora_jobs',
    help: 'Tarefas na fila (pg-boss), por fila e estado: created/retry = à espera, failed = falharam',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!app.boss) return;
      const rows = await app.db
        .query<{ name: string; state: string; total: number }>(
          'select name, state::text as state, count(*)::int as total from pgboss.job group by name, state',
        )
        .catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.total);
    },
  });

  new Gauge({
    name: 'colabora_campaign_recipients',
    help: 'Destinatários de campanhas por situação (enviado, entregue, falhou, ...), todas as instituições',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await app.db.query<{ status: string; total: number }>(
        'select status, count(*)::int as total from campanha_destinatario group by status',
      );
      for (const row of rows) this.set({ status: row.status }, row.total);
    },
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

export const metricsPlugin = fp(metrics, { name: 'colabora-metrics', dependencies: ['colabora-realtime'] });
export default metricsPlugin;
