import type { Queryable } from '../plugins/database/db';

/*
 * How a route probe (route-probes.ts) reaches the records it names: the caller and the owner of the
 * record, and a database to find the owner's records in.
 */

export type ProbeContext = {
  db: Queryable;
  /** Institution of the caller making the request: a body must be valid for it. */
  caller: number;
  /** Institution that owns the record named in the path. */
  owner: number;
  /** The smallest id in `table` belonging to `idInstituicao` (optionally narrowed); throws if none. */
  firstId(table: string, idInstituicao: number, where?: string): Promise<number>;
};

type Values = Record<string, string | number>;

export type RouteProbe = {
  params?: (ctx: ProbeContext) => Promise<Values> | Values;
  body?: (ctx: ProbeContext) => Promise<unknown> | unknown;
  query?: (ctx: ProbeContext) => Promise<Record<string, string>> | Record<string, string>;
  /** The id does not name a record of an institution (public codes, the caller's own id...). */
  crossTenant?: { skip: string };
};

/** A ProbeContext over `db`. */
export function probeContext(db: Queryable, caller: number, owner: number): ProbeContext {
  return {
    db,
    caller,
    owner,
    async firstId(table, idInstituicao, where) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`tabela inválida: ${table}`);
      const [row] = await db.query<{ id: number }>(
        `select id from ${table} where id_instituicao = $1 ${where ? `and (${where})` : ''} order by id limit 1`,
        [idInstituicao],
      );
      if (!row) throw new Error(`route-probes: nenhum registro em ${table} da instituição ${idInstituicao}`);
      return row.id;
    },
  };
}
