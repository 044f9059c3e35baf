import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import type { ChannelRegistry } from '../canais/channel-registry';
import { campanhasParaTrabalhar, iniciarCampanha } from './envio-massa.commands';
import { publishEnvioMassa } from './envio-massa.events';
import { TIME_ZONE } from './envio-massa.janela';
import { trabalharCampanha, type EnvioMassaDeps } from './envio-massa.runner';

/*
 * The mass send on the durable queue (pg-boss, started by the birthdays module as app.boss):
 * one job per campaign at a time ('short' policy keyed by the campaign: at most one waiting), each
 * working the campaign for a while and then queueing its successor at the instant the next send is
 * due. The run lives in PostgreSQL, so a restart picks it up where it stopped; a paused campaign
 * stays paused (its jobs find it paused and end). A cron each minute starts what was scheduled and
 * re-queues every campaign that is sending, in case a job was lost with a killed process.
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const envioMassaJobs: FastifyPluginAsync<EnvioMassaJobsOptions> = async (app, options) => {
  let boss: PgBoss | null = null;
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
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        const proximo = await trabalharCampanha(deps(), job.data.idCampanha, { orcamentoMs: ORCAMENTO_MS, sleep });
        if (proximo) await scheduler.agendar(job.data.idCampanha, proximo);
      },
    );
    await boss.schedule(CAMPANHAS_CRON_QUEUE, '* * * * *', {}, { tz: TIME_ZONE });
    const relogio = async () => {
      const { agendadas, enviando } = await campanhasParaTrabalhar(app.db, options.now());
      for (const { id, idInstituicao } of agendadas) {
        const outcome = await iniciarCampanha(app.db, idInstituicao, id, options.now());
        if (outcome.kind !== 'ok') continue;
        await publishEnvioMassa({ realtime: app.realtime, log: app.log }, idInstituicao, {
          idEspecialistaCampanha: id,
          status: outcome.status,
          telefone: '',
          ordem: 0,
          timestamp: options.now().toISOString(),
        });
        if (outcome.status === 'enviando') await scheduler.agendar(id);
      }
      for (const id of enviando) await scheduler.agendar(id);
    };
    await boss.work(CAMPANHAS_CRON_QUEUE, { pollingIntervalSeconds: 10 }, relogio);
    // After a restart: every run that was sending continues now, not at the next minute.
    await relogio();
  });
};

export default envioMassaJobs;
