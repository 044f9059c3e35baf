import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import type { ChannelRegistry } from '../canais/channel-registry';
import { falhaAoEnviar, marcarFalha, relogioCampanhas } from './envio-massa.relogio';
import { trabalharCampanha, type EnvioMassaDeps } from './envio-massa.runner';

/*
 * The mass send on the durable queue (pg-boss, started by the birthdays module as app.boss):
 * one job per campaign at a time ('short' policy keyed by the campaign: at most one waiting), each
 * working the campaign for a while and then queueing its successor at the instant the next send is
 * due. The run lives in PostgreSQL, so a restart picks it up where it stopped; a paused campaign
 * stays paused (its jobs find it paused and end). A cron each minute starts what was scheduled and
 * re-queues every campaign that is sending (envio-massa.relogio.ts), one campaign's failure isolated
 * from the others'.
 */

export const ENVIO_MASSA_QUEUE = 'envio-massa';
export const CAMPANHAS_CRON_QUEUE = 'campanhas-relogio';
/** How long one job works a campaign before handing over to its successor. */
const ORCAMENTO_MS = 20_000;

export type EnvioMassaScheduler = {
  /** Queues work for the campaign, now or at `quando` (a no-op without the queue: tests drive the runner). */
  agendar(idCampanha: number, quando?: Date): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    envioMassa: EnvioMassaScheduler;
  }
}

export type EnvioMassaJobsOptions = {
  registry: ChannelRegistry;
  now: () => Date;
  recuperarAposMs: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const envioMassaJobs: FastifyPluginAsync<EnvioMassaJobsOptions> = async (app, options) => {
  let boss: PgBoss | null = null;
  // Closing: a job that is working a campaign stops between two sends, before the database closes.
  let parando = false;
  app.addHook('preClose', async () => {
    parando = true;
  });
  const sleep = async (ms: number) => {
    const until = Date.now() + ms;
    while (!parando && Date.now() < until) await wait(Math.min(250, until - Date.now()));
  };
  const scheduler: EnvioMassaScheduler = {
    async agendar(idCampanha, quando) {
      if (!boss) return;
      await boss.send(
        ENVIO_MASSA_QUEUE,
        { idCampanha },
        { singletonKey: String(idCampanha), ...(quando ? { startAfter: quando } : {}), retryLimit: 5, retryDelay: 5 },
      );
    },
  };
  app.decorate('envioMassa', scheduler);

  async function pausarAposFalha(idCampanha: number, error: unknown) {
    const [row] = await app.db.query<{ idInstituicao: number }>(
      'select id_instituicao as "idInstituicao" from especialista_campanha where id = $1',
      [idCampanha],
    );
    if (!row) return;
    const campanha = { id: idCampanha, idInstituicao: row.idInstituicao };
    app.log.error({ err: error, ...campanha }, 'envio da campanha falhou em todas as tentativas: pausada');
    await marcarFalha(
      { db: app.db, realtime: app.realtime, log: app.log, now: options.now },
      campanha,
      falhaAoEnviar(error),
    );
  }

  const deps = (): EnvioMassaDeps => ({
    db: app.db,
    registry: options.registry,
    sink: { realtime: app.realtime, log: app.log },
    now: options.now,
    random: Math.random,
    recuperarAposMs: options.recuperarAposMs,
  });

  app.addHook('onReady', async () => {
    if (!app.boss) return;
    boss = app.boss;
    await boss.createQueue(ENVIO_MASSA_QUEUE, { name: ENVIO_MASSA_QUEUE, policy: 'short', expireInSeconds: 120 });
    await boss.createQueue(CAMPANHAS_CRON_QUEUE, { name: CAMPANHAS_CRON_QUEUE, policy: 'short' });
    await boss.work<{ idCampanha: number }>(
      ENVIO_MASSA_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const { idCampanha } = job.data;
        try {
          const proximo = await trabalharCampanha(deps(), idCampanha, {
            orcamentoMs: ORCAMENTO_MS,
            sleep,
            parar: () => parando,
          });
          if (proximo && !parando) await scheduler.agendar(idCampanha, proximo);
        } catch (error) {
          // pg-boss retries a failed job; after its last try the campaign pauses and says why,
          // instead of the clock re-queueing it every minute forever.
          if (job.retryCount >= job.retryLimit) await pausarAposFalha(idCampanha, error);
          throw error;
        }
      },
    );
    await boss.schedule(CAMPANHAS_CRON_QUEUE, '* * * * *', {}, { tz: SAO_PAULO_TIME_ZONE });
    const relogio = () =>
      relogioCampanhas({
        db: app.db,
        realtime: app.realtime,
        log: app.log,
        now: options.now,
        agendar: (idCampanha) => scheduler.agendar(idCampanha),
      });
    await boss.work(CAMPANHAS_CRON_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      await relogio();
    });
    // After a restart: every run that was sending continues now, not at the next minute. Start-up
    // never waits on this tick's outcome: a failure is logged and the next minute tries again.
    await relogio().catch((error: unknown) =>
      app.log.error({ err: error }, 'relógio das campanhas falhou na partida; tenta de novo no próximo minuto'),
    );
  });
};

export default envioMassaJobs;
