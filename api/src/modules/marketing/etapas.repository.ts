import type { Etapa, EtapaTipo } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The funnel's stages (funil_etapa), per institution. Every institution has the default ones:
 * migration 0013 gave them to those that existed; an institution created later (sign-up, seed)
 * gets them on its first read of the stages (`listEtapas`), so no code that creates institutions
 * has to know about the funnel. The unique name per institution makes that idempotent even when
 * two first reads race.
 */

/** The stages a new institution starts with (the same as migration 0013). */
export const ETAPAS_PADRAO: readonly { nome: string; tipo: EtapaTipo }[] = [
  { nome: 'Novo', tipo: 'aberta' },
  { nome: 'Contato feito', tipo: 'aberta' },
  { nome: 'Proposta', tipo: 'aberta' },
  { nome: 'Negociação', tipo: 'aberta' },
  { nome: 'Ganho', tipo: 'ganho' },
  { nome: 'Perdido', tipo: 'perdido' },
];

const SELECT_ETAPA = `select id as "idEtapa", nome, ordem, tipo from funil_etapa`;

/** Creates the default stages when the institution has none yet. */
export async function ensureEtapasPadrao(db: Queryable, idInstituicao: number): Promise<void> {
  await db.query(
    `insert into funil_etapa (id_instituicao, nome, ordem, tipo)
     select $1, e.nome, e.ordem - 1, e.tipo
       from unnest($2::text[], $3::text[]) with ordinality as e (nome, tipo, ordem)
      where exists (select 1 from instituicao where id = $1)
        and not exists (select 1 from funil_etapa where id_instituicao = $1)
     on conflict do nothing`,
    [idInstituicao, ETAPAS_PADRAO.map((e) => e.nome), ETAPAS_PADRAO.map((e) => e.tipo)],
  );
}

/** The institution's stages in board order (the defaults created first when it has none). */
export async function listEtapas(db: Queryable, idInstituicao: number): Promise<Etapa[]> {
  await ensureEtapasPadrao(db, idInstituicao);
  return db.query<Etapa>(`${SELECT_ETAPA} where id_instituicao = $1 order by ordem, id`, [idInstituicao]);
}

export async function findEtapa(db: Queryable, idInstituicao: number, idEtapa: number): Promise<Etapa | null> {
  const [row] = await db.query<Etapa>(`${SELECT_ETAPA} where id = $1 and id_instituicao = $2`, [
    idEtapa,
    idInstituicao,
  ]);
  return row ?? null;
}

/** Whether another stage of the institution already has this name (case ignored). */
export async function etapaNomeTaken(
  db: Queryable,
  idInstituicao: number,
  nome: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from funil_etapa where id_instituicao = $1 and lower(nome) = lower($2) and ($3::int is null or id <> $3)`,
    [idInstituicao, nome, exceptId],
  );
  return rows.length > 0;
}

/** A new stage at the end of the board. */
export async function insertEtapa(
  db: Queryable,
  idInstituicao: number,
  input: { nome: string; tipo: EtapaTipo },
): Promise<Etapa> {
  const [row] = await db.query<Etapa>(
    `insert into funil_etapa (id_instituicao, nome, tipo, ordem)
     values ($1, $2, $3, (select coalesce(max(ordem) + 1, 0) from funil_etapa where id_instituicao = $1))
     returning id as "idEtapa", nome, ordem, tipo`,
    [idInstituicao, input.nome, input.tipo],
  );
  if (!row) throw new Error('funil_etapa não inserida');
  return row;
}

export async function updateEtapa(
  db: Queryable,
  idInstituicao: number,
  idEtapa: number,
  input: { nome: string; tipo: EtapaTipo },
): Promise<Etapa | null> {
  const [row] = await db.query<Etapa>(
    `update funil_etapa set nome = $3, tipo = $4, updated_at = now() where id = $1 and id_instituicao = $2
     returning id as "idEtapa", nome, ordem, tipo`,
    [idEtapa, idInstituicao, input.nome, input.tipo],
  );
  return row ?? null;
}

/** How many of the institution's stages have this type (every funnel keeps a won and a lost one). */
export async function countEtapasDoTipo(db: Queryable, idInstituicao: number, tipo: EtapaTipo): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from funil_etapa where id_instituicao = $1 and tipo = $2',
    [idInstituicao, tipo],
  );
  return row?.n ?? 0;
}

export async function countLeadsNaEtapa(db: Queryable, idInstituicao: number, idEtapa: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from lead where id_instituicao = $1 and id_etapa = $2',
    [idInstituicao, idEtapa],
  );
  return row?.n ?? 0;
}

export async function deleteEtapa(db: Queryable, idInstituicao: number, idEtapa: number): Promise<boolean> {
  const rows = await db.query('delete from funil_etapa where id = $1 and id_instituicao = $2 returning id', [
    idEtapa,
    idInstituicao,
  ]);
  return rows.length > 0;
}

/**
 * Puts the stages in the order of `idsEtapas`. False (nothing changed) unless the list names every
 * stage of the institution exactly once.
 */
export async function reorderEtapas(
  db: Queryable,
  idInstituicao: number,
  idsEtapas: readonly number[],
): Promise<boolean> {
  const current = await db.query<{ id: number }>('select id from funil_etapa where id_instituicao = $1 for update', [
    idInstituicao,
  ]);
  const known = new Set(current.map((row) => row.id));
  if (new Set(idsEtapas).size !== idsEtapas.length || idsEtapas.length !== known.size) return false;
  if (!idsEtapas.every((id) => known.has(id))) return false;
  await db.query(
    `update funil_etapa e set ordem = o.ordem - 1, updated_at = now()
       from unnest($2::int[]) with ordinality as o (id, ordem)
      where e.id = o.id and e.id_instituicao = $1`,
    [idInstituicao, idsEtapas],
  );
  return true;
}
