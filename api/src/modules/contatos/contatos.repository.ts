import type { ContatoCsvLinha } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/** Which of these phones already belong to a contact of the institution. */
export async function existingPhones(db: Queryable, idInstituicao: number, telefones: string[]): Promise<Set<string>> {
  if (!telefones.length) return new Set();
  const rows = await db.query<{ telefone: string }>(
    'select telefone from contatos where id_instituicao = $1 and telefone = any($2::text[])',
    [idInstituicao, telefones],
  );
  return new Set(rows.map((row) => row.telefone));
}

/**
 * Inserts new contacts and updates those whose phone exists, in one statement (run it inside the
 * import's transaction). Returns how many of each.
 */
export async function upsertContatos(
  db: Queryable,
  idInstituicao: number,
  contatos: ContatoCsvLinha[],
): Promise<{ inseridos: number; atualizados: number }> {
  if (!contatos.length) return { inseridos: 0, atualizados: 0 };
  const rows = await db.query<{ inserido: boolean }>(
    `insert into contatos (id_instituicao, nome, telefone, email, data_nascimento, origem)
     select $1, g.nome, g.telefone, g.email, g.data_nascimento::date, 'importacao'
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as g(nome, telefone, email, data_nascimento)
     on conflict (id_instituicao, telefone) do update
       set nome = excluded.nome, email = excluded.email, data_nascimento = excluded.data_nascimento, updated_at = now()
     returning (xmax = 0) as inserido`,
    [
      idInstituicao,
      contatos.map((c) => c.nome),
      contatos.map((c) => c.telefone),
      contatos.map((c) => c.email) as string[],
      contatos.map((c) => c.dataNascimento) as string[],
    ],
  );
  const inseridos = rows.filter((row) => row.inserido).length;
  return { inseridos, atualizados: rows.length - inseridos };
}

export function listContatosForExport(
  db: Queryable,
  idInstituicao: number,
): Promise<{ nome: string; telefone: string; email: string | null; dataNascimento: string | null }[]> {
  return db.query(
    `select nome, telefone, email, data_nascimento as "dataNascimento"
       from contatos where id_instituicao = $1 order by lower(nome), id`,
    [idInstituicao],
  );
}

/** How many contacts the institution has, and how many arrived since the local day `desde`. */
export async function countContatos(
  db: Queryable,
  idInstituicao: number,
  { desde, timeZone }: { desde: string; timeZone: string },
): Promise<{ total: number; novosNoPeriodo: number }> {
  const [row] = await db.query<{ total: number; novos: number }>(
    `select count(*)::int as total,
            count(*) filter (where (created_at at time zone $3)::date >= $2::date)::int as novos
       from contatos where id_instituicao = $1`,
    [idInstituicao, desde, timeZone],
  );
  return { total: row?.total ?? 0, novosNoPeriodo: row?.novos ?? 0 };
}
