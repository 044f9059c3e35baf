import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { eachIsolated } from '../../jobs/each-isolated';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import { atualizarMedidas } from './medidas-materializadas';

/*
 * Every minute, each institution's service measures are brought up to date (ADR 0039), one
 * institution at a time and isolated: a failure is logged for that institution (its screens then
 * show how old their figures are) and never stops the others. On the durable queue started by the
 * birthdays module (app.boss); without it (tests, jobs off) the reports refresh when they read.
 */

export const RELATORIOS_QUEUE = 'relatorios-medidas';

/** Ids read again below the watermark each minute: a late commit is not missed. */
const SOBREPOSICAO = 1_000;

/** One pass over every institution (the job's minute). */
export async function atualizarTodas(app: FastifyInstance): Promise<void> {
  const instituicoes = await app.db.query<{ id: number }>('select id from instituicao order by id');
  await eachIsolated(
    instituicoes,
    async ({ id }) => {
      await atualizarMedidas(app.db, id, { sobreposicao: SOBREPOSICAO });
    },
    { log: app.log, what: 'medidas dos relatórios', describe: ({ id }) => ({ idInstituicao: id }) },
  );
}

const relatoriosJobs: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    const boss = app.boss;
    if (!boss) return;
    await boss.createQueue(RELATORIOS_QUEUE, { name: RELATORIOS_QUEUE, policy: 'singleton' });
    await boss.schedule(RELATORIOS_QUEUE, '* * * * *', {}, { tz: SAO_PAULO_TIME_ZONE });
    await boss.work(RELATORIOS_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      await atualizarTodas(app);
    });
  });
};

export default fp(relatoriosJobs, { name: 'relatorios-jobs', dependencies: ['database', 'aniversariantes'] });
