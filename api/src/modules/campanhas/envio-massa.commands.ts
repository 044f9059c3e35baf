import type { CampanhaAudiencia, CampanhaFrequencia, CampanhaStatus } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import { expandirDestinatarios } from './campanhas.audiencia';
import { proximaRodada, type Recorrencia } from './envio-massa.recorrencia';

/*
 * What staff do to a run (envio-massa screen): start, pause, resume, cancel, retry the failed.
 * Each locks the campaign's row, so a click and the sending worker never interleave; each answers
 * the campaign's new status, or why it cannot (the routes turn that into a 409 in pt-BR).
 */

export type RunCommandOutcome =
  | { kind: 'ok'; status: CampanhaStatus; idInstituicao: number }
  | { kind: 'not-found' }
  | { kind: 'invalid'; status: CampanhaStatus }
  | { kind: 'sem-destinatarios' };

type Locked = {
  idInstituicao: number;
  status: CampanhaStatus;
  audiencia: CampanhaAudiencia;
  agendadaPara: Date | null;
  rodada: number;
  recorrencia: Recorrencia | null;
};

type LockedRow = Omit<Locked, 'recorrencia'> & {
  frequencia: CampanhaFrequencia | null;
  recorrenciaInicio: Date | null;
  recorrenciaAte: string | null;
};

const SELECT_LOCKED = `
  select id_instituicao as "idInstituicao", status, audiencia, agendada_para as "agendadaPara", rodada,
         recorrencia_frequencia as frequencia, recorrencia_inicio as "recorrenciaInicio",
         to_char(recorrencia_ate, 'YYYY-MM-DD') as "recorrenciaAte"
    from especialista_campanha`;

function toLocked({ frequencia, recorrenciaInicio, recorrenciaAte, ...row }: LockedRow): Locked {
  const recorrencia =
    frequencia && recorrenciaInicio ? { frequencia, inicio: recorrenciaInicio, ate: recorrenciaAte } : null;
  return { ...row, recorrencia };
}

async function lock(tx: Queryable, idInstituicao: number, id: number): Promise<Locked | null> {
  const [row] = await tx.query<LockedRow>(`${SELECT_LOCKED} where id = $1 and id_instituicao = $2 for update`, [
    id,
    idInstituicao,
  ]);
  return row ? toLocked(row) : null;
}

/** How far a run got: its recipients, those waiting and those in flight. */
async function estadoRodada(
  tx: Queryable,
  id: number,
  rodada: number,
): Promise<{ total: number; pendentes: number; emVoo: number }> {
  const [row] = await tx.query<{ total: number; pendentes: number; emVoo: number }>(
    `select count(*)::int as total, count(*) filter (where status = 'pendente')::int as pendentes,
            count(*) filter (where status = 'enviando')::int as "emVoo"
       from campanha_destinatario where id_campanha = $1 and rodada = $2`,
    [id, rodada],
  );
  return row ?? { total: 0, pendentes: 0, emVoo: 0 };
}

/** Any change of status is a new attempt: the reason of an earlier failure goes with it. */
async function setStatus(tx: Queryable, id: number, status: CampanhaStatus, now: Date): Promise<void> {
  await tx.query(
    `update especialista_campanha
        set status = $2, updated_at = now(), falha = null, falha_em = null,
            iniciada_em = case when $2 = 'enviando' then coalesce(iniciada_em, $3) else iniciada_em end,
            concluida_em = case when $2 in ('concluida', 'cancelada') then $3 else null end
      where id = $1`,
    [id, status, now],
  );
}

/**
 * Expands the audience into run `rodada` (once) and starts sending. An audience where nobody may
 * receive it leaves the campaign as it was (the run's skipped rows are dropped, so a corrected
 * audience expands again); a resumed run with nobody left is done.
 */
async function comecar(tx: Queryable, id: number, c: Locked, rodada: number, now: Date): Promise<RunCommandOutcome> {
  const expandidos = await expandirDestinatarios(tx, c.idInstituicao, id, c.audiencia, rodada);
  const run = await estadoRodada(tx, id, rodada);
  if (!run.pendentes) {
    if (expandidos > 0 || !run.total) {
      await tx.query('delete from campanha_destinatario where id_campanha = $1 and rodada = $2', [id, rodada]);
      return { kind: 'sem-destinatarios' };
    }
    return concluirRodada(tx, id, c, now);
  }
  if (rodada !== c.rodada) await tx.query('update especialista_campanha set rodada = $2 where id = $1', [id, rodada]);
  await setStatus(tx, id, 'enviando', now);
  return { kind: 'ok', status: 'enviando', idInstituicao: c.idInstituicao };
}

/**
 * A run ended: a recurring campaign waits for its next run ('agendada' at that instant), any other
 * is done. Also how a recurring run that found nobody to send to is skipped.
 */
async function concluirRodada(tx: Queryable, id: number, c: Locked, now: Date): Promise<RunCommandOutcome> {
  const proxima = c.recorrencia ? proximaRodada(c.recorrencia, now) : null;
  if (!proxima) {
    await setStatus(tx, id, 'concluida', now);
    return { kind: 'ok', status: 'concluida', idInstituicao: c.idInstituicao };
  }
  await tx.query(
    `update especialista_campanha set status = 'agendada', agendada_para = $2, concluida_em = $3, updated_at = now()
      where id = $1`,
    [id, proxima, now],
  );
  return { kind: 'ok', status: 'agendada', idInstituicao: c.idInstituicao };
}

/** The runner found nothing left to send in the current run (row already locked by the caller). */
export async function concluirRodadaAtual(tx: Queryable, id: number, now: Date): Promise<CampanhaStatus> {
  const [row] = await tx.query<LockedRow>(`${SELECT_LOCKED} where id = $1`, [id]);
  if (!row) return 'concluida';
  const outcome = await concluirRodada(tx, id, toLocked(row), now);
  return outcome.kind === 'ok' ? outcome.status : 'concluida';
}

/**
 * A scheduled run whose time has come: the first, or the next of a recurring campaign (a new
 * `rodada` once the last one has ended). A repetition with nobody to send to is skipped to the next.
 */
async function comecarAgendada(tx: Queryable, id: number, c: Locked, now: Date): Promise<RunCommandOutcome> {
  const atual = await estadoRodada(tx, id, c.rodada);
  const terminada = atual.total > 0 && atual.pendentes === 0 && atual.emVoo === 0;
  const outcome = await comecar(tx, id, c, terminada ? c.rodada + 1 : c.rodada, now);
  if (outcome.kind === 'sem-destinatarios' && c.recorrencia && c.status !== 'rascunho')
    return concluirRodada(tx, id, c, now);
  return outcome;
}

/** Iniciar: a draft starts now, or waits for its scheduled time ('agendada'). */
export async function iniciarCampanha(
  db: Db,
  idInstituicao: number,
  id: number,
  now: Date,
): Promise<RunCommandOutcome> {
  return db.transaction(async (tx) => {
    const c = await lock(tx, idInstituicao, id);
    if (!c) return { kind: 'not-found' };
    if (c.status !== 'rascunho' && c.status !== 'agendada') return { kind: 'invalid', status: c.status };
    if (c.status === 'rascunho' && c.agendadaPara && c.agendadaPara > now) {
      await setStatus(tx, id, 'agendada', now);
      return { kind: 'ok', status: 'agendada', idInstituicao };
    }
    return comecarAgendada(tx, id, c, now);
  });
}

export async function pausarCampanha(db: Db, idInstituicao: number, id: number, now: Date): Promise<RunCommandOutcome> {
  return db.transaction(async (tx) => {
    const c = await lock(tx, idInstituicao, id);
    if (!c) return { kind: 'not-found' };
    if (c.status !== 'enviando' && c.status !== 'agendada') return { kind: 'invalid', status: c.status };
    await setStatus(tx, id, 'pausada', now);
    return { kind: 'ok', status: 'pausada', idInstituicao };
  });
}

export async function retomarCampanha(
  db: Db,
  idInstituicao: number,
  id: number,
  now: Date,
): Promise<RunCommandOutcome> {
  return db.transaction(async (tx) => {
    const c = await lock(tx, idInstituicao, id);
    if (!c) return { kind: 'not-found' };
    if (c.status !== 'pausada') return { kind: 'invalid', status: c.status };
    const atual = await estadoRodada(tx, id, c.rodada);
    // Paused while waiting for its (next) run: it waits again, or that run starts if its time passed.
    if (!atual.pendentes && !atual.emVoo && c.agendadaPara) {
      if (c.agendadaPara > now) {
        await setStatus(tx, id, 'agendada', now);
        return { kind: 'ok', status: 'agendada', idInstituicao };
      }
      return comecarAgendada(tx, id, c, now);
    }
    return comecar(tx, id, c, c.rodada, now);
  });
}

/** Cancelar: what was not sent is skipped, listed as such; a cancelled campaign never sends again. */
export async function cancelarCampanha(
  db: Db,
  idInstituicao: number,
  id: number,
  now: Date,
): Promise<RunCommandOutcome> {
  return db.transaction(async (tx) => {
    const c = await lock(tx, idInstituicao, id);
    if (!c) return { kind: 'not-found' };
    if (c.status === 'concluida' || c.status === 'cancelada') return { kind: 'invalid', status: c.status };
    await tx.query(
      `update campanha_destinatario set status = 'ignorado', motivo = 'Campanha cancelada.', atualizado_em = $2
        where id_campanha = $1 and rodada = $3 and status = 'pendente'`,
      [id, now, c.rodada],
    );
    await setStatus(tx, id, 'cancelada', now);
    return { kind: 'ok', status: 'cancelada', idInstituicao };
  });
}

/** Reenviar falhas: the failed go back to 'pendente', and a finished run sends again. */
export async function reenviarFalhas(
  db: Db,
  idInstituicao: number,
  id: number,
  now: Date,
): Promise<RunCommandOutcome & { reenviados?: number }> {
  return db.transaction(async (tx) => {
    const c = await lock(tx, idInstituicao, id);
    if (!c) return { kind: 'not-found' };
    if (c.status === 'cancelada' || c.status === 'rascunho') return { kind: 'invalid', status: c.status };
    const rows = await tx.query(
      `update campanha_destinatario set status = 'pendente', motivo = null, intencao_em = null, atualizado_em = $2
        where id_campanha = $1 and rodada = $3 and status = 'falhou' returning ordem`,
      [id, now, c.rodada],
    );
    // A finished run sends again; so does a recurring one waiting for its next run (then waits again).
    const terminada = c.status === 'concluida' || (c.status === 'agendada' && c.recorrencia !== null);
    const status: CampanhaStatus = terminada && rows.length ? 'enviando' : c.status;
    if (status !== c.status) await setStatus(tx, id, status, now);
    return { kind: 'ok', status, idInstituicao, reenviados: rows.length };
  });
}

export type CampanhaDaVez = { id: number; idInstituicao: number };

/** The scheduled campaigns whose time has come, and the ones sending (the worker's safety net). */
export async function campanhasParaTrabalhar(
  db: Queryable,
  now: Date,
): Promise<{ agendadas: CampanhaDaVez[]; enviando: CampanhaDaVez[] }> {
  const rows = await db.query<CampanhaDaVez & { status: CampanhaStatus }>(
    `select id, id_instituicao as "idInstituicao", status from especialista_campanha
      where status = 'enviando' or (status = 'agendada' and agendada_para <= $1)
      order by id`,
    [now],
  );
  const pick = (status: CampanhaStatus) =>
    rows.filter((row) => row.status === status).map(({ id, idInstituicao }) => ({ id, idInstituicao }));
  return { agendadas: pick('agendada'), enviando: pick('enviando') };
}

/**
 * A campaign background work could not start or send (issue #22): it leaves the clock's way — a
 * scheduled one becomes a draft, a sending one pauses — and keeps the reason for its screens until
 * staff edit it or start it again. Returns the new status, or null when it had already moved on.
 */
export async function registrarFalhaCampanha(
  db: Queryable,
  campanha: CampanhaDaVez,
  falha: string,
  now: Date,
): Promise<CampanhaStatus | null> {
  const [row] = await db.query<{ status: CampanhaStatus }>(
    `update especialista_campanha
        set status = case when status = 'enviando' then 'pausada' else 'rascunho' end,
            falha = left($3, 300), falha_em = $4, updated_at = now()
      where id = $1 and id_instituicao = $2 and status in ('agendada', 'enviando')
      returning status`,
    [campanha.id, campanha.idInstituicao, falha, now],
  );
  return row?.status ?? null;
}
