import type { FastifyPluginAsync } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import type { ChannelRegistry } from '../canais/channel-registry';
import { runFelicitacoesAutomaticas } from './aniversariantes.job';

/*
 * The durable queue (DESIGN §5: pg-boss 10) and the birthday schedule on it. pg-boss runs on the
 * app's own database: on PostgreSQL through its own pool (DATABASE_URL), on PGlite (and on a
 * database a test opened) through its `db` option, which runs its SQL on the app's connection.
 *
 * JOBS_ENABLED (read here, not in config.ts: only this module has jobs so far) turns it on or
 * off: unset means on, except in an app given an already open database (the tests), where a test
 * turns it on through AppDependencies.jobs.
 */

export const FELICITACOES_QUEUE = 'aniversariantes-felicitar';
/** Every 5 minutes: a run checks which institutions' time has come and greets the day's birthdays once. */
export const FELICITACOES_CRON = '*/5 * * * *';

/** JOBS_ENABLED: 'true'/'1' or 'false'/'0'; unset means `fallback`. */
export function jobsEnabledFromEnv(env: NodeJS.ProcessEnv, fallback: boolean): boolean {
  const raw = env.JOBS_ENABLED?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`JOBS_ENABLED inválido: use true ou false (recebido "${env.JOBS_ENABLED}").`);
}

/** pg-boss's `db` option over the app's database (PGlite, or a pool the app already holds). */
export function bossDbOver(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: await db.query(text, values as never[]) };
      // pg-boss's schema scripts are several statements (BEGIN; …; COMMIT;): a plain exec.
      if (text.trim().replace(/;\s*$/, '').includes(';')) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text) };
    },
  };
}

export type JobsOptions = {
  enabled: boolean;
  /** PostgreSQL URL for pg-boss's own pool; without it pg-boss runs on `db` (PGlite, tests). */
  databaseUrl?: string;
  /** pg-boss's schema (tests give each app its own). */
  schema?: string;
  registry: ChannelRegistry;
  now: () => Date;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The durable queue, once started (null when JOBS_ENABLED is off). */
    boss: PgBoss | null;
  }
}

/** Starts pg-boss when the app is ready and stops it before the database closes. */
const aniversariantesJobs: FastifyPluginAsync<JobsOptions> = async (app, options) => {
  app.decorate('boss', null);
  if (!options.enabled) return;
  const schema = options.schema ?? 'pgboss';
  const boss = options.databaseUrl
    ? new PgBoss({ connectionString: options.databaseUrl, schema, max: 2 })
    : new PgBoss({ db: bossDbOver(app.db), schema });
  boss.on('error', (error) => app.log.error({ err: error }, 'erro na fila de tarefas (pg-boss)'));

  app.addHook('onReady', async () => {
    await boss.start();
    await boss.createQueue(FELICITACOES_QUEUE);
    await boss.schedule(FELICITACOES_QUEUE, FELICITACOES_CRON, {}, { tz: SAO_PAULO_TIME_ZONE, singletonKey: 'diario' });
    await boss.work(FELICITACOES_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      await runFelicitacoesAutomaticas(
        { db: app.db, registry: options.registry, realtime: app.realtime, log: app.log },
        options.now(),
      );
    });
    app.boss = boss;
    app.log.info({ cron: FELICITACOES_CRON, tz: SAO_PAULO_TIME_ZONE }, 'felicitações de aniversário agendadas');
  });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 5000, wait: true });
  });
};

export default aniversariantesJobs;
