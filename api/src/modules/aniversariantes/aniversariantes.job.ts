import type { FastifyBaseLogger } from 'fastify';
import { eachIsolated } from '../../jobs/each-isolated';
import type { Db } from '../../plugins/database/db';
import type { RealtimePublisher } from '../../realtime/index';
import type { ChannelRegistry } from '../canais/channel-registry';
import { felicitarContato } from './aniversariantes.commands';
import { localNow } from './aniversariantes.dates';
import { listContatosParaFelicitar, listInstituicoesParaFelicitar } from './aniversariantes.queries';

/*
 * The daily automatic greeting (issue #15). pg-boss runs it every few minutes (jobs.ts); each run
 * greets, in every institution whose greeting is on and whose time of day has passed, the contacts
 * with marketing consent whose birthday is today and who were not greeted this year. Running it
 * twice (a retry, a restart, two API processes) greets nobody twice: felicitarContato's row decides.
 */

export type FelicitacoesJobDeps = {
  db: Db;
  registry: ChannelRegistry;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
};

export type FelicitacoesJobResult = {
  /** Greetings this run sent. */
  enviadas: number;
  /** Greetings another run (or a click) sent first. */
  jaEnviadas: number;
  /** The gateway refused (tried again on the next run). */
  falhas: number;
  /** Institutions skipped because no WhatsApp channel is connected. */
  semCanal: number;
};

export async function runFelicitacoesAutomaticas(deps: FelicitacoesJobDeps, now: Date): Promise<FelicitacoesJobResult> {
  const { db, registry, realtime, log } = deps;
  const local = localNow(now);
  const result: FelicitacoesJobResult = { enviadas: 0, jaEnviadas: 0, falhas: 0, semCanal: 0 };
  // Each institution, and each contact in it, on its own: one that fails is logged and counted,
  // and the others are greeted on the same run (issue #22). A failed contact is tried again next run.
  await eachIsolated(
    await listInstituicoesParaFelicitar(db, local.horario),
    async (idInstituicao) => {
      let semCanal = false;
      await eachIsolated(
        await listContatosParaFelicitar(db, idInstituicao, local),
        async (idContato) => {
          if (semCanal) return;
          const outcome = await felicitarContato({ db, registry, sink: { realtime, log } }, idInstituicao, idContato, {
            automatica: true,
            idUsuario: null,
            now,
          });
          if (outcome.kind === 'no-channel') {
            semCanal = true;
            result.semCanal += 1;
            return;
          }
          if (outcome.kind === 'already-sent') result.jaEnviadas += 1;
          if (outcome.kind !== 'sent') return;
          if (outcome.erro) {
            result.falhas += 1;
            log.warn({ idInstituicao, idContato, erro: outcome.erro }, 'felicitação automática recusada pelo canal');
          } else result.enviadas += 1;
        },
        {
          log,
          what: 'felicitações automáticas',
          describe: (idContato) => ({ idInstituicao, idContato }),
          onFailure: () => void (result.falhas += 1),
        },
      );
    },
    {
      log,
      what: 'felicitações automáticas',
      describe: (idInstituicao) => ({ idInstituicao }),
      onFailure: () => void (result.falhas += 1),
    },
  );
  if (result.enviadas || result.falhas) log.info(result, 'felicitações automáticas de aniversário');
  return result;
}
