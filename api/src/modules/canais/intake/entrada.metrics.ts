import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram } from 'prom-client';
import { metricsRegistryOf } from '../../../plugins/metrics';
import type { Db } from '../../../plugins/database/db';
import { maiorEspera } from './entrada.repository';
import type { EntradaRow } from './entrada.repository';

/*
 * The intake's figures on /metrics (ADR 0036): how long a gateway's webhook waited between being
 * stored (its 2xx) and being applied, and how long the oldest one still waiting has waited.
 */

/** Records each applied row's wait; answers the observer the worker calls (a no-op without /metrics). */
export function entradaMetrics(app: FastifyInstance, db: Db): (tipo: EntradaRow['tipo'], segundos: number) => void {
  const registry = metricsRegistryOf(app);
  if (!registry) return () => undefined;
  const espera = new Histogram({
    name: 'colabora_webhook_intake_lag_seconds',
    help: 'Tempo entre receber um webhook do gateway (gravado, 2xx) e aplicá-lo, em segundos, por tipo (webhook, reconciliacao)',
    labelNames: ['tipo'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  new Gauge({
    name: 'colabora_webhook_intake_oldest_seconds',
    help: 'Há quanto tempo espera o webhook mais antigo ainda não aplicado, em segundos (0: nenhum)',
    registers: [registry],
    async collect() {
      this.set(await maiorEspera(db).catch(() => 0));
    },
  });
  return (tipo, segundos) => espera.observe({ tipo }, segundos);
}
