import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../plugins/database/db';
import type { RealtimePublisher } from '../../realtime/index';
import { eachIsolated, motivoDeFalha } from '../../jobs/each-isolated';
import type { CampanhaStatus } from '@colabora/shared/contracts';
import {
  campanhasParaTrabalhar,
  iniciarCampanha,
  registrarFalhaCampanha,
  type CampanhaDaVez,
} from './envio-massa.commands';
import { publishEnvioMassa } from './envio-massa.events';

/*
 * The campaigns' clock (each minute, and once at start-up): starts the scheduled campaigns whose
 * time has come and re-queues every campaign that is sending, in case a job was lost with a killed
 * process. It loops over every institution's campaigns, so each campaign is isolated (issue #22): one
 * that cannot start is logged, becomes a draft that says why ("Falhou ao iniciar: …"), and the
 * others start on the same tick.
 */

export type RelogioDeps = {
  db: Db;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Queues work for a sending campaign (pg-boss). */
  agendar(idCampanha: number): Promise<void>;
};

export const FALHA_SEM_DESTINATARIOS =
  'Falhou ao iniciar: ninguém da audiência pode receber (sem consentimento de marketing ou sem número válido). Revise a audiência e inicie de novo.';

export const falhaAoIniciar = (error: unknown) =>
  `Falhou ao iniciar: ${motivoDeFalha(error)}. Revise a campanha e inicie de novo.`;

export const falhaAoEnviar = (error: unknown) =>
  `Falhou ao enviar: ${motivoDeFalha(error)}. Revise a campanha e retome o envio.`;

type FalhaDeps = Omit<RelogioDeps, 'agendar'>;

function avisar(deps: FalhaDeps, campanha: CampanhaDaVez, status: CampanhaStatus) {
  return publishEnvioMassa({ realtime: deps.realtime, log: deps.log }, campanha.idInstituicao, {
    idEspecialistaCampanha: campanha.id,
    status,
    telefone: '',
    ordem: 0,
    timestamp: deps.now().toISOString(),
  });
}

/** Marks the campaign as failed with the reason, and tells its open screens. */
export async function marcarFalha(deps: FalhaDeps, campanha: CampanhaDaVez, falha: string): Promise<void> {
  const status = await registrarFalhaCampanha(deps.db, campanha, falha, deps.now());
  if (status) await avisar(deps, campanha, status);
}

/** One tick. Never throws for one campaign's sake; returns how many campaigns failed. */
export async function relogioCampanhas(deps: RelogioDeps): Promise<number> {
  const { agendadas, enviando } = await campanhasParaTrabalhar(deps.db, deps.now());
  const describe = (c: CampanhaDaVez) => ({ idInstituicao: c.idInstituicao, idCampanha: c.id });

  const naoIniciadas = await eachIsolated(
    agendadas,
    async (campanha) => {
      const outcome = await iniciarCampanha(deps.db, campanha.idInstituicao, campanha.id, deps.now());
      if (outcome.kind === 'sem-destinatarios') return marcarFalha(deps, campanha, FALHA_SEM_DESTINATARIOS);
      if (outcome.kind !== 'ok') return;
      await avisar(deps, campanha, outcome.status);
      if (outcome.status === 'enviando') await deps.agendar(campanha.id);
    },
    {
      log: deps.log,
      what: 'início de campanhas agendadas',
      describe,
      onFailure: (campanha, error) => marcarFalha(deps, campanha, falhaAoIniciar(error)),
    },
  );
  const naoRetomadas = await eachIsolated(enviando, (campanha) => deps.agendar(campanha.id), {
    log: deps.log,
    what: 'retomada de campanhas em envio',
    describe,
  });
  return naoIniciadas.length + naoRetomadas.length;
}
