import type { ContextoSecao, ContextoSecaoTipo, ContextoVersao } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';

/*
 * A specialist's knowledge (`especialista_contexto_secao`) and its history
 * (`especialista_contexto_versao`): every save writes the sections and a snapshot of them; a
 * restore writes an old snapshot back as a new version. The caller has checked the specialist is
 * the institution's.
 */

export async function listSecoes(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
): Promise<ContextoSecao[]> {
  return db.query<ContextoSecao>(
    `select tipo, conteudo, usar_catalogo as "usarCatalogo" from especialista_contexto_secao
      where id_especialista = $1 and id_instituicao = $2`,
    [idEspecialista, idInstituicao],
  );
}

export async function currentVersao(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select id from especialista_contexto_versao where id_especialista = $1 and id_instituicao = $2
      order by id desc limit 1`,
    [idEspecialista, idInstituicao],
  );
  return row?.id ?? null;
}

/** One section per type (a repeated type: the last one wins), `usarCatalogo` only on produtos. */
export function normaliseSecoes(secoes: readonly ContextoSecao[]): ContextoSecao[] {
  const byTipo = new Map<ContextoSecaoTipo, ContextoSecao>();
  for (const secao of secoes) {
    byTipo.set(secao.tipo, { ...secao, usarCatalogo: secao.tipo === 'produtos' && secao.usarCatalogo });
  }
  return [...byTipo.values()];
}

async function writeSecoes(
  tx: Queryable,
  idInstituicao: number,
  idEspecialista: number,
  secoes: readonly ContextoSecao[],
  idAutor: number | null,
): Promise<number> {
  await tx.query('delete from especialista_contexto_secao where id_especialista = $1 and id_instituicao = $2', [
    idEspecialista,
    idInstituicao,
  ]);
  for (const secao of secoes) {
    await tx.query(
      `insert into especialista_contexto_secao (id_especialista, id_instituicao, tipo, conteudo, usar_catalogo)
       values ($1, $2, $3, $4, $5)`,
      [idEspecialista, idInstituicao, secao.tipo, secao.conteudo, secao.usarCatalogo],
    );
  }
  const caracteres = secoes.reduce((total, secao) => total + secao.conteudo.length, 0);
  const [row] = await tx.query<{ id: number }>(
    `insert into especialista_contexto_versao (id_instituicao, id_especialista, secoes, caracteres, id_autor)
     values ($1, $2, $3::jsonb, $4, $5) returning id`,
    [idInstituicao, idEspecialista, JSON.stringify(secoes), caracteres, idAutor],
  );
  if (!row) throw new Error('versão não gravada');
  return row.id;
}

/** Saves the sections as the new current version; answers its id. */
export async function saveContexto(
  db: Db,
  idInstituicao: number,
  idEspecialista: number,
  secoes: readonly ContextoSecao[],
  idAutor: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Two saves at once queue here, so each version is exactly what its save wrote.
    await tx.query('select 1 from especialista where id = $1 and id_instituicao = $2 for update', [
      idEspecialista,
      idInstituicao,
    ]);
    return writeSecoes(tx, idInstituicao, idEspecialista, normaliseSecoes(secoes), idAutor);
  });
}

/** The history, newest first (the newest is the current one). */
export async function listVersoes(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
): Promise<ContextoVersao[]> {
  const rows = await db.query<Omit<ContextoVersao, 'criadoEm'> & { criadoEm: Date }>(
    `select v.id as "idVersao", u.nome as autor, v.created_at as "criadoEm", v.caracteres
       from especialista_contexto_versao v left join usuario u on u.id = v.id_autor
      where v.id_especialista = $1 and v.id_instituicao = $2 order by v.id desc limit 200`,
    [idEspecialista, idInstituicao],
  );
  return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
}

/** Writes a past version back as a new one; null when the version is not this specialist's. */
export async function restoreVersao(
  db: Db,
  idInstituicao: number,
  idEspecialista: number,
  idVersao: number,
  idAutor: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from especialista where id = $1 and id_instituicao = $2 for update', [
      idEspecialista,
      idInstituicao,
    ]);
    const [old] = await tx.query<{ secoes: ContextoSecao[] }>(
      `select secoes from especialista_contexto_versao where id = $1 and id_especialista = $2 and id_instituicao = $3`,
      [idVersao, idEspecialista, idInstituicao],
    );
    if (!old) return null;
    return writeSecoes(tx, idInstituicao, idEspecialista, normaliseSecoes(old.secoes), idAutor);
  });
}

/**
 * How relevant each stored section is to `pergunta`, by Portuguese full-text search: ts_rank of
 * the section's tsvector (plus the live catalogue's, for produtos) against the question's terms.
 * The terms are OR-ed: plainto_tsquery ANDs them, and a question rarely shares every word with
 * the section that answers it ("quanto custa o X-Burguer?" against a price list).
 */
export async function rankSecoes(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
  pergunta: string,
  catalogo: string,
): Promise<Partial<Record<ContextoSecaoTipo, number>>> {
  const rows = await db.query<{ tipo: ContextoSecaoTipo; rank: number }>(
    `with q as (select replace(plainto_tsquery('portuguese', $3)::text, '&', '|')::tsquery as termos)
     select s.tipo, ts_rank(
              s.busca || case when s.usar_catalogo then to_tsvector('portuguese', $4) else ''::tsvector end,
              q.termos)::float8 as rank
       from especialista_contexto_secao s, q
      where s.id_especialista = $1 and s.id_instituicao = $2`,
    [idEspecialista, idInstituicao, pergunta, catalogo],
  );
  return Object.fromEntries(rows.map((row) => [row.tipo, Number(row.rank)]));
}
