import { Gauge, type Registry } from 'prom-client';
import type { Db } from './database/db';

/**
 * The database pool of this process on /metrics (issue #30): connections busy and idle, the pool's
 * limit, and the queries waiting for a connection. Waiting above zero for minutes means every
 * connection is taken (slow queries, a leak, or more traffic than its 10 connections serve): requests
 * queue inside the process before PostgreSQL ever sees them. PGlite has no pool (one connection
 * inside the process): the series are absent then. pg-boss keeps its own small pool, not counted.
 */
export function registerDbPoolMetrics(registry: Registry, db: Db): void {
  const stats = db.poolStats?.bind(db);
  if (!stats) return;
  new Gauge({
    name: 'colabora_db_pool_connections',
    help: 'Conexões do pool do PostgreSQL neste processo, por estado (busy = em uso, idle = livres)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'busy' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'colabora_db_pool_max',
    help: 'Limite de conexões do pool do PostgreSQL neste processo',
    registers: [registry],
    collect() {
      this.set(stats().max);
    },
  });
  new Gauge({
    name: 'colabora_db_pool_waiting',
    help: 'Consultas à espera de uma conexão livre do pool neste processo',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}
