import type { RespostaRapida } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/* The institution's quick replies (resposta_rapida), ordered by shortcut. */

const SELECT = 'select id as "idRespostaRapida", atalho, texto from resposta_rapida';

export function listRespostasRapidas(db: Queryable, idInstituicao: number): Promise<RespostaRapida[]> {
  return db.query<RespostaRapida>(`${SELECT} where id_instituicao = $1 order by atalho`, [idInstituicao]);
}

/** Throws the unique violation when the shortcut is taken (the route answers 409). */
export async function insertRespostaRapida(
  db: Queryable,
  idInstituicao: number,
  input: { atalho: string; texto: string },
): Promise<RespostaRapida> {
  const [row] = await db.query<RespostaRapida>(
    `insert into resposta_rapida (id_instituicao, atalho, texto) values ($1, $2, $3)
     returning id as "idRespostaRapida", atalho, texto`,
    [idInstituicao, input.atalho, input.texto],
  );
  if (!row) throw new Error('resposta rápida não criada');
  return row;
}

/** Null when it is not the institution's. */
export async function updateRespostaRapida(
  db: Queryable,
  idInstituicao: number,
  idRespostaRapida: number,
  input: { atalho: string; texto: string },
): Promise<RespostaRapida | null> {
  const [row] = await db.query<RespostaRapida>(
    `update resposta_rapida set atalho = $3, texto = $4 where id = $1 and id_instituicao = $2
     returning id as "idRespostaRapida", atalho, texto`,
    [idRespostaRapida, idInstituicao, input.atalho, input.texto],
  );
  return row ?? null;
}

export async function deleteRespostaRapida(db: Queryable, idInstituicao: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from resposta_rapida where id = $1 and id_instituicao = $2 returning id', [
    id,
    idInstituicao,
  ]);
  return rows.length > 0;
}
