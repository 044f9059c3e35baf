import type { FastifyInstance } from 'fastify';
import type { ChannelDeps } from '../canal-lifecycle';
import type { CanalRecord } from '../canais.repository';
import { askReconciliacao } from './entrada.repository';
import { entradaMetrics } from './entrada.metrics';
import { ENTRADA_DEFAULTS, EntradaWorker, vezSegundosFromEnv } from './entrada-worker';

/*
 * The intake's place in the app (ADR 0036): one worker per app, started when the app is ready
 * (rows left by a previous process are applied, and every connected channel is reconciled),
 * stopped before the database closes.
 */

/** Each app's worker, by its HTTP server (the same for every plugin context of the app). */
const workers = new WeakMap<object, EntradaWorker>();

/** The app's intake worker: tests wait for it (`idle()`); the webhook route kicks it. */
export function entradaWorkerOf(app: FastifyInstance): EntradaWorker {
  const worker = workers.get(app.server);
  if (!worker) throw new Error('a entrada do gateway não foi iniciada neste app');
  return worker;
}

/**
 * A channel found connected again outside a webhook (connecting answered `conectado`): its
 * reconciliation, as a row of the intake, applied after what the channel has waiting.
 */
export async function reconcileLater(app: FastifyInstance, canal: Pick<CanalRecord, 'idCanal'>): Promise<void> {
  await askReconciliacao(app.db, canal.idCanal, { motivo: 'reconexao' });
  entradaWorkerOf(app).kick(canal.idCanal);
}

export function startEntradaIntake(app: FastifyInstance, deps: () => ChannelDeps): EntradaWorker {
  const worker = new EntradaWorker(deps, app.log, {
    ...ENTRADA_DEFAULTS,
    vezSegundos: vezSegundosFromEnv(process.env),
    observe: entradaMetrics(app, app.db),
  });
  workers.set(app.server, worker);
  app.addHook('onReady', async () => {
    worker.start();
    // Never a reason not to start: logged, and the next start asks again.
    await worker
      .askRestartReconciliations()
      .catch((error: unknown) => app.log.error({ err: error }, 'reconciliação após reiniciar não pedida'));
  });
  app.addHook('onClose', async () => {
    await worker.close();
  });
  return worker;
}
