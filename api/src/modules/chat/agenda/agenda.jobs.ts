import type { FastifyPluginAsync } from 'fastify';
import type PgBoss from 'pg-boss';
import { eachIsolated } from '../../../jobs/each-isolated';
import { SAO_PAULO_TIME_ZONE } from '../../../time/sao-paulo';
import type { ChannelRegistry } from '../../canais/channel-registry';
import { adiadasVencidas } from './adiamento.commands';
import { despertar } from './agenda.despertar';
import { agendadasDevidas } from './agendadas.queries';
import { acertarAgendada, enviarAgendada, type EnvioDeps } from './agendadas.envio';
import { avisarPorPush, type AvisosPushDeps } from './avisos-push';

/*
 * The agenda on the durable queue (pg-boss, started by the birthdays module as app.boss; ADR 0038):
 * - one job per snooze and per scheduled message, due at its instant (`startAfter`), on the queue
 *   'chat-agenda'. A job only names a row: the row decides (a snooze moved later, a message
 *   cancelled or already sent make the job a no-op), so a job run twice or late is harmless;
 * - a clock each minute ('chat-agenda-relogio', and once at start) that does whatever is due that
 *   no job did (a job lost with its process, a restart) and settles sends a dead process left
 *   halfway. Each conversation or message is its own unit (eachIsolated, ADR 0020): one
 *   institution's failure is logged and the others go on;
 * - the Web Push notices (avisos-push.ts), read from the conversations' facts every few seconds.
 * So a scheduled message goes out at its time even if nobody is signed in, and exactly once.
 */

export const AGENDA_QUEUE = 'chat-agenda';
export const AGENDA_RELOGIO_QUEUE = 'chat-agenda-relogio';
/** How often the Web Push notices read new facts. */
const AVISOS_INTERVALO_MS = 3_000;

export type AgendaJob =
  | { tipo: 'envio'; idInstituicao: number; idAgendada: number }
  | { tipo: 'despertar'; idInstituicao: number; idChat: number };

/** Queues a row's job at its instant (a no-op without the queue: JOBS_ENABLED off, most tests). */
export type AgendaScheduler = { agendar(job: AgendaJob, quando: Date): Promise<void> };

export type AgendaJobsOptions = {
  registry: ChannelRegistry;
  /** How long a send may stay 'enviando' before it counts as interrupted (a dead process). */
  recuperarAposMs: number;
  scheduler: { boss: PgBoss | null };
  push: Omit<AvisosPushDeps, 'db' | 'log'>;
};

/** What the clock does once: wakes due snoozes, sends due messages, settles interrupted sends. */
export async function relogioAgenda(deps: EnvioDeps, recuperarAposMs: number): Promise<number> {
  const log = deps.sink.log;
  const despertos = await eachIsolated(
    await adiadasVencidas(deps.db),
    async (unit) => {
      await despertar(deps, unit.idInstituicao, unit.idChat, { por: 'hora' });
    },
    { log, what: 'conversas adiadas', describe: (unit) => ({ ...unit }) },
  );
  const presoAntes = new Date(Date.now() - recuperarAposMs);
  const envios = await eachIsolated(
    await agendadasDevidas(deps.db, presoAntes),
    async (unit) => {
      if (unit.status === 'enviando') await acertarAgendada(deps, unit.idInstituicao, unit.idAgendada, presoAntes);
      await enviarAgendada(deps, unit.idInstituicao, unit.idAgendada);
    },
    {
      log,
      what: 'mensagens agendadas',
      describe: (unit) => ({ idInstituicao: unit.idInstituicao, idAgendada: unit.idAgendada }),
    },
  );
  return despertos.length + envios.length;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The agenda's passes, run by its jobs; tests call them instead of waiting for the queue. */
    agenda: { relogio(): Promise<number>; avisarPorPush(): Promise<number> };
  }
}

const agendaJobs: FastifyPluginAsync<AgendaJobsOptions> = async (app, options) => {
  const deps = (): EnvioDeps => ({
    db: app.db,
    registry: options.registry,
    sink: { realtime: app.realtime, log: app.log },
  });
  const pushDeps = (): AvisosPushDeps => ({ ...options.push, db: app.db, log: app.log });
  app.decorate('agenda', {
    relogio: () => relogioAgenda(deps(), options.recuperarAposMs),
    avisarPorPush: () => avisarPorPush(pushDeps()),
  });
  let avisos: NodeJS.Timeout | null = null;
  let lendoAvisos: Promise<unknown> | null = null;

  app.addHook('onReady', async () => {
    const boss = app.boss;
    if (!boss) return;
    await boss.createQueue(AGENDA_QUEUE);
    await boss.createQueue(AGENDA_RELOGIO_QUEUE, { name: AGENDA_RELOGIO_QUEUE, policy: 'short' });
    await boss.work<AgendaJob>(AGENDA_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
      await eachIsolated(
        jobs,
        async ({ data }) => {
          if (data.tipo === 'despertar') await despertar(deps(), data.idInstituicao, data.idChat, { por: 'hora' });
          else await enviarAgendada(deps(), data.idInstituicao, data.idAgendada);
        },
        { log: app.log, what: 'agenda do chat', describe: ({ data }) => ({ ...data }) },
      );
    });
    await boss.schedule(AGENDA_RELOGIO_QUEUE, '* * * * *', {}, { tz: SAO_PAULO_TIME_ZONE });
    const relogio = () => relogioAgenda(deps(), options.recuperarAposMs);
    await boss.work(AGENDA_RELOGIO_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      await relogio();
    });
    options.scheduler.boss = boss;
    // After a restart: what fell due while the API was down goes now, not at the next minute.
    await relogio().catch((error: unknown) =>
      app.log.error({ err: error }, 'relógio da agenda do chat falhou na partida; tenta de novo no próximo minuto'),
    );
    avisos = setInterval(() => {
      lendoAvisos ??= avisarPorPush(pushDeps())
        .catch((error: unknown) => app.log.error({ err: error }, 'avisos por push falharam; tenta de novo'))
        .finally(() => {
          lendoAvisos = null;
        });
    }, AVISOS_INTERVALO_MS);
    avisos.unref();
  });
  app.addHook('preClose', async () => {
    if (avisos) clearInterval(avisos);
    options.scheduler.boss = null;
    await lendoAvisos;
  });
};

export default agendaJobs;

/** The scheduler the routes use, over the queue once it is started. */
export function agendaScheduler(holder: { boss: PgBoss | null }): AgendaScheduler {
  return {
    async agendar(job, quando) {
      if (!holder.boss) return;
      await holder.boss.send(AGENDA_QUEUE, job, { startAfter: quando, retryLimit: 3, retryDelay: 5 });
    },
  };
}
