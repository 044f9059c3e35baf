import {
  renderVariante,
  type CanalEstado,
  type CanalProvider,
  type DestinatarioStatus,
} from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import type { ChannelRegistry } from '../canais/channel-registry';
import { sendThroughChannel } from '../chat/outbound-delivery';
import { midiaParaEnvio } from './campanhas-midia.repository';
import { concluirRodadaAtual } from './envio-massa.commands';
import { publishEnvioMassa } from './envio-massa.events';
import { diaLocal, proximaAbertura } from './envio-massa.janela';

/*
 * The mass send (issue #16), one recipient at a time, exactly once:
 *   1. In one transaction, with the campaign's row and its channel's pace row locked: check the
 *      campaign still sends, the window, the daily cap and the channel's pace; take the next
 *      'pendente' recipient, choose its variant, and record the intent ('enviando', the text,
 *      when) and the channel's next free instant. Committed before the gateway is called.
 *   2. Hand the text to the channel (outside any transaction: a gateway may be slow).
 *   3. Record what the gateway answered on that recipient ('enviado' with its id, or 'falhou').
 * A process killed between 1 and 3 leaves an intent: after `recuperarAposMs` it is settled by
 * asking the gateway what it sent to that number since (found: 'enviado'; not found: back to
 * 'pendente'; the gateway cannot tell: 'falhou', never a blind resend). Two processes serialise
 * on the row locks, so neither the pace nor a recipient is ever shared.
 */

export type EnvioMassaDeps = {
  db: Db;
  registry: ChannelRegistry;
  sink: EventSink;
  now: () => Date;
  /** [0, 1): the variant and the jitter (tests fix it). */
  random: () => number;
  /** An intent older than this, with no outcome, was left by a process that died. */
  recuperarAposMs: number;
};

/** What one step did. */
export type Passo =
  | { kind: 'enviado'; ordem: number; status: 'enviado' | 'entregue' | 'falhou' }
  /** Nothing to do before `ate` (the pace, the window, the daily cap, a send in flight, the channel down). */
  | { kind: 'esperar'; ate: Date; motivo: 'ritmo' | 'janela' | 'limite' | 'em-voo' | 'canal' }
  /** The campaign is not sending (paused, cancelled, deleted). */
  | { kind: 'parada' }
  /** The run ended: the campaign is done, or waits for its next run ('agendada'). */
  | { kind: 'concluida'; status: 'concluida' | 'agendada' };

type Reserva = {
  idInstituicao: number;
  rodada: number;
  ordem: number;
  telefone: string;
  texto: string;
  canal: { idCanal: number; provider: CanalProvider; estado: CanalEstado; instanciaGateway: string | null };
};

type CampanhaLock = {
  idInstituicao: number;
  status: string;
  rodada: number;
  idCanal: number;
  variantes: string[];
  intervaloMs: number;
  jitterMs: number;
  janelaInicio: string;
  janelaFim: string;
  dias: number[];
  limiteDiario: number | null;
  provider: CanalProvider;
  estado: CanalEstado;
  instanciaGateway: string | null;
};

const ESPERA_CANAL_MS = 15_000;
const ESPERA_EM_VOO_MS = 1_000;

async function reservar(
  deps: EnvioMassaDeps,
  idCampanha: number,
): Promise<Reserva | Exclude<Passo, { kind: 'enviado' }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Reserva | Exclude<Passo, { kind: 'enviado' }>> => {
    const [c] = await tx.query<CampanhaLock>(
      `select c.id_instituicao as "idInstituicao", c.status, c.rodada, c.id_canal as "idCanal", c.variantes,
              c.intervalo_ms as "intervaloMs", c.jitter_ms as "jitterMs",
              to_char(c.janela_inicio, 'HH24:MI') as "janelaInicio", to_char(c.janela_fim, 'HH24:MI') as "janelaFim",
              c.dias, c.limite_diario as "limiteDiario",
              cn.provider, cn.estado, cn.instancia_gateway as "instanciaGateway"
         from especialista_campanha c join canal cn on cn.id = c.id_canal
        where c.id = $1
        for update of c`,
      [idCampanha],
    );
    if (!c || c.status !== 'enviando') return { kind: 'parada' };
    const janela = { janelaInicio: c.janelaInicio, janelaFim: c.janelaFim, dias: c.dias.map(Number) };
    const abre = proximaAbertura(janela, now);
    if (abre) return { kind: 'esperar', ate: abre, motivo: 'janela' };
    if (c.estado !== 'conectado')
      return { kind: 'esperar', ate: new Date(now.getTime() + ESPERA_CANAL_MS), motivo: 'canal' };
    if (c.limiteDiario !== null) {
      const dia = diaLocal(now);
      const [hoje] = await tx.query<{ n: number }>(
        `select count(*)::int as n from campanha_destinatario
          where id_campanha = $1 and intencao_em >= $2 and intencao_em < $3 and status <> 'pendente'`,
        [idCampanha, dia.inicio, dia.fim],
      );
      if ((hoje?.n ?? 0) >= c.limiteDiario)
        return { kind: 'esperar', ate: proximaAbertura(janela, dia.fim) ?? dia.fim, motivo: 'limite' };
    }
    // The channel's pace, shared by every campaign and process that sends through it.
    await tx.query(
      `insert into canal_ritmo (id_canal, ultimo_envio_em) values ($1, '-infinity') on conflict (id_canal) do nothing`,
      [c.idCanal],
    );
    const [ritmo] = await tx.query<{ proximo: Date | null }>(
      `select case when ultimo_envio_em = '-infinity' then null else ultimo_envio_em end as proximo
         from canal_ritmo where id_canal = $1 for update`,
      [c.idCanal],
    );
    if (ritmo?.proximo && ritmo.proximo > now) return { kind: 'esperar', ate: ritmo.proximo, motivo: 'ritmo' };

    // The contact's custom fields as they are now fill the variant's `{campo}` variables. A scalar
    // subquery, not a join: the planner then reads the one row the index gives, not the whole run.
    const [next] = await tx.query<{ ordem: number; telefone: string; nome: string; campos: Record<string, string> }>(
      `select d.ordem, d.telefone, d.nome,
              coalesce((select ct.campos from contatos ct where ct.id = d.id_contato), '{}'::jsonb) as campos
         from campanha_destinatario d
        where d.id_campanha = $1 and d.rodada = $2 and d.status = 'pendente'
        order by d.ordem limit 1 for update skip locked`,
      [idCampanha, c.rodada],
    );
    if (!next) {
      const [emVoo] = await tx.query<{ n: number }>(
        `select count(*)::int as n from campanha_destinatario
          where id_campanha = $1 and rodada = $2 and status = 'enviando'`,
        [idCampanha, c.rodada],
      );
      if (emVoo?.n) return { kind: 'esperar', ate: new Date(now.getTime() + ESPERA_EM_VOO_MS), motivo: 'em-voo' };
      const status = await concluirRodadaAtual(tx, idCampanha, now);
      return { kind: 'concluida', status: status === 'agendada' ? 'agendada' : 'concluida' };
    }
    const indice = Math.min(Math.floor(deps.random() * c.variantes.length), c.variantes.length - 1);
    const texto = renderVariante(c.variantes[indice] ?? c.variantes[0] ?? '', next);
    // Which text it got (`variante`): the reports compare the variants (ADR 0039).
    await tx.query(
      `update campanha_destinatario set status = 'enviando', texto = $3, intencao_em = $4, atualizado_em = $4, variante = $6
        where id_campanha = $1 and ordem = $2 and rodada = $5`,
      [idCampanha, next.ordem, texto, now, c.rodada, Math.max(0, indice)],
    );
    // The next send of this channel: never closer than the interval; the jitter only adds.
    const proximo = new Date(now.getTime() + c.intervaloMs + Math.floor(deps.random() * (c.jitterMs + 1)));
    await tx.query(`update canal_ritmo set ultimo_envio_em = $2 where id_canal = $1`, [c.idCanal, proximo]);
    return {
      idInstituicao: c.idInstituicao,
      rodada: c.rodada,
      ordem: next.ordem,
      telefone: next.telefone,
      texto,
      canal: { idCanal: c.idCanal, provider: c.provider, estado: c.estado, instanciaGateway: c.instanciaGateway },
    };
  });
  return outcome;
}

/** One step of a campaign's run: one recipient sent, or why nothing can be sent yet. */
export async function passoEnvio(deps: EnvioMassaDeps, idCampanha: number): Promise<Passo> {
  const reserva = await reservar(deps, idCampanha);
  if ('kind' in reserva) {
    if (reserva.kind === 'concluida')
      await publishEnvioMassa(deps.sink, await instituicaoOf(deps, idCampanha), {
        idEspecialistaCampanha: idCampanha,
        status: reserva.status,
        telefone: '',
        ordem: 0,
        timestamp: deps.now().toISOString(),
      });
    return reserva;
  }
  await publishEnvioMassa(deps.sink, reserva.idInstituicao, {
    idEspecialistaCampanha: idCampanha,
    status: 'enviando',
    telefone: reserva.telefone,
    ordem: reserva.ordem,
    timestamp: deps.now().toISOString(),
  });
  // With a file, the variant is its caption (and what a crash settlement compares).
  const midia = await midiaParaEnvio(deps.db, idCampanha, reserva.texto);
  const outcome = await sendThroughChannel(deps.registry, reserva.canal, reserva.telefone, midia ?? reserva.texto);
  const status = outcome.status === 'falhou' ? 'falhou' : outcome.status === 'entregue' ? 'entregue' : 'enviado';
  const at = deps.now();
  await deps.db.query(
    `update campanha_destinatario set status = $3, id_gateway = $4, motivo = $5, enviado_em = $6, atualizado_em = $6
      where id_campanha = $1 and ordem = $2 and rodada = $7 and status = 'enviando'`,
    [
      idCampanha,
      reserva.ordem,
      status,
      outcome.idGateway,
      outcome.erro,
      status === 'falhou' ? null : at,
      reserva.rodada,
    ],
  );
  await publishEnvioMassa(deps.sink, reserva.idInstituicao, {
    idEspecialistaCampanha: idCampanha,
    status,
    telefone: reserva.telefone,
    ordem: reserva.ordem,
    timestamp: at.toISOString(),
  });
  return { kind: 'enviado', ordem: reserva.ordem, status };
}

async function instituicaoOf(deps: EnvioMassaDeps, idCampanha: number): Promise<number> {
  const [row] = await deps.db.query<{ id: number }>(
    'select id_instituicao as id from especialista_campanha where id = $1',
    [idCampanha],
  );
  return row?.id ?? 0;
}

export const ENVIO_INCERTO =
  'O envio foi interrompido e o WhatsApp não confirmou se a mensagem saiu: confira a conversa antes de reenviar.';

/**
 * Settles the intents a dead process left (older than `recuperarAposMs`): the gateway's own record
 * of what it sent to that number decides. Answers how many were settled.
 */
export async function acertarIntencoes(deps: EnvioMassaDeps, idCampanha: number): Promise<number> {
  const limite = new Date(deps.now().getTime() - deps.recuperarAposMs);
  const presos = await deps.db.query<Omit<Reserva, 'canal'> & { intencaoEm: Date } & Reserva['canal']>(
    `select d.id_instituicao as "idInstituicao", d.rodada, d.ordem, d.telefone, d.texto, d.intencao_em as "intencaoEm",
            cn.id as "idCanal", cn.provider, cn.estado, cn.instancia_gateway as "instanciaGateway"
       from campanha_destinatario d
       join especialista_campanha c on c.id = d.id_campanha
       join canal cn on cn.id = c.id_canal
      where d.id_campanha = $1 and d.status = 'enviando' and d.intencao_em < $2
      order by d.ordem`,
    [idCampanha, limite],
  );
  for (const preso of presos) {
    let update: { status: DestinatarioStatus; idGateway: string | null; motivo: string | null };
    try {
      const enviadas = await deps.registry.adapterFor(preso).findSent(preso.telefone, preso.intencaoEm);
      const achada = enviadas.find((enviada) => enviada.texto === preso.texto);
      update = achada
        ? { status: 'enviado', idGateway: achada.idGateway, motivo: null }
        : { status: 'pendente', idGateway: null, motivo: null };
    } catch {
      update = { status: 'falhou', idGateway: null, motivo: ENVIO_INCERTO };
    }
    const at = deps.now();
    await deps.db.query(
      `update campanha_destinatario
          set status = $3, id_gateway = $4, motivo = $5, atualizado_em = $6,
              enviado_em = case when $3 = 'enviado' then intencao_em end,
              intencao_em = case when $3 = 'pendente' then null else intencao_em end
        where id_campanha = $1 and ordem = $2 and rodada = $7 and status = 'enviando'`,
      [idCampanha, preso.ordem, update.status, update.idGateway, update.motivo, at, preso.rodada],
    );
    deps.sink.log.warn({ idCampanha, ordem: preso.ordem, status: update.status }, 'envio interrompido acertado');
    await publishEnvioMassa(deps.sink, preso.idInstituicao, {
      idEspecialistaCampanha: idCampanha,
      status: update.status,
      telefone: preso.telefone,
      ordem: preso.ordem,
      timestamp: at.toISOString(),
    });
  }
  return presos.length;
}

/**
 * Works a campaign for up to `orcamentoMs`: settles stale intents, then sends step after step,
 * sleeping through short waits. Answers when to come back (null: the campaign stopped or ended, or
 * the process is shutting down — `parar` — and the clock picks the run up at the next start).
 */
export async function trabalharCampanha(
  deps: EnvioMassaDeps,
  idCampanha: number,
  options: { orcamentoMs: number; sleep: (ms: number) => Promise<void>; parar?: () => boolean },
): Promise<Date | null> {
  const fim = deps.now().getTime() + options.orcamentoMs;
  await acertarIntencoes(deps, idCampanha);
  for (;;) {
    if (options.parar?.()) return null;
    const passo = await passoEnvio(deps, idCampanha);
    if (passo.kind === 'parada' || passo.kind === 'concluida') return null;
    if (passo.kind === 'enviado') continue;
    if (passo.motivo === 'em-voo') await acertarIntencoes(deps, idCampanha);
    const espera = passo.ate.getTime() - deps.now().getTime();
    if (deps.now().getTime() + espera > fim) return passo.ate;
    await options.sleep(Math.max(0, espera));
  }
}
