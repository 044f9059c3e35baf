/** A value a query parameter may take; both engines serialise these the same way. */
export type SqlParam =
  | string
  | number
  | boolean
  | bigint
  | null
  | Date
  | Uint8Array
  | readonly string[]
  | readonly number[]
  // Columns for unnest(): arrays with nulls or booleans (the reports' measures, ADR 0039).
  | readonly (string | number | boolean | null)[];

/** What code that runs SQL needs: rows out, parameters in ($1, $2 ...). */
export type Queryable = {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/**
 * A connection pool's state at one instant (PostgreSQL): its size limit, the connections open, how
 * many of those are idle, and the queries waiting for a connection because all are busy.
 */
export type DbPoolStats = { max: number; total: number; idle: number; waiting: number };

/**
 * The one database type the API uses. PGlite (embedded) and a PostgreSQL server sit behind it, and
 * the adapters parse values identically: int8 → number, date → 'yyyy-mm-dd' string,
 * timestamptz → Date, bytea → Uint8Array (a Buffer on pg), numeric → string.
 */
export type Db = Queryable & {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's state (/metrics); absent for PGlite, one connection inside the process. */
  poolStats?(): DbPoolStats;
};
