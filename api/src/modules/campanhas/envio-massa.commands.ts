import type { CampanhaAudiencia, CampanhaStatus } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import { expandirDestinatarios } from './campanhas.audiencia';

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
};

async function lock(tx: Queryable, idInstituicao: number, id: number): Promise<Locked | null> {
  const [row] = await tx.query<Locked>(
    `select id_instituicao as "idInstituicao", status, audiencia, agendada_para as "agendadaPara"
       from especialista_campanha where id = $1 and id_instituicao = $2 for update`,
    [id, idInstituicao],
  );
  return row ?? null;
}

async function setStatus(tx: Queryable, id: number, status: CampanhaStatus, now: Date): Promise<void> {
  await tx.query(
    `update especialista_campanha
        set status = $2, updated_at = now(),
            iniciada_em = case when $2 = 'enviando' then coalesce(iniciada_em, $3) else iniciada_em end,
            concluida_em = case when $2 in ('concluida', 'cancelada') then $3 else null end
      where id = $1`,
    [id, status, now],
  );
}

/**
 * Expands the audience (once) and starts sending. An audience where nobody may receive it leaves
 * the campaign as it was (its skipped rows are dropped, so a corrected audience expands again); a
 * resumed run with nobody left is done.
 */
async function comecar(tx: Queryable, id: number, c: Locked, now: Date): Promise<RunCommandOutcome> {
  const expandidos = await expandirDestinatarios(tx, c.idInstituicao, id, c.audiencia);
  const [row] = await tx.query<{ pendentes: number; total: number }>(
    `select count(*) filter (where status = 'pendente')::int as pendentes, count(*)::int as total
       from campanha_destinatario where id_campanha = $1`,
    [id],
  );
  if (!row?.pendentes) {
    if (expandidos > 0 || !row?.total) {
      await tx.query('delete from campanha_destinatario where id_campanha = $1', [id]);
      return { kind: 'sem-destinatarios' };
    }
    await setStatus(tx, id, 'concluida', now);
    return { kind: 'ok', status: 'concluida', idInstituicao: c.idInstituicao };
  }
  await setStatus(tx, id, 'enviando', now);
  return { kind: 'ok', status: 'enviando', idInstituicao: c.idInstituicao };
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
    return comecar(tx, id, c, now);
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
    return comecar(tx, id, c, now);
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
        where id_campanha = $1 and status = 'pendente'`,
      [id, now],
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
        where id_campanha = $1 and status = 'falhou' returning ordem`,
      [id, now],
    );
    const status: CampanhaStatus = c.status === 'concluida' && rows.length ? 'enviando' : c.status;
    if (status !== c.status) await setStatus(tx, id, status, now);
    return { kind: 'ok', status, idInstituicao, reenviados: rows.length };
  });
}

/** The scheduled campaigns whose time has come, and the ones sending (the worker's safety net). */
export async function campanhasParaTrabalhar(
  db: Queryable,
  now: Date,
): Promise<{ agendadas: { id: number; idInstituicao: number }[]; enviando: number[] }> {
  const rows = await db.query<{ id: number; idInstituicao: number; status: CampanhaStatus }>(
    `select id, id_instituicao as "idInstituicao", status from especialista_campanha
      where status = 'enviando' or (status = 'agendada' and agendada_para <= $1)`,
    [now],
  );
  return {
    agendadas: rows.filter((row) => row.status === 'agendada'),
    enviando: rows.filter((row) => row.status === 'enviando').map((row) => row.id),
  };
}
