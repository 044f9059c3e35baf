/**
 * "Did this request change the database?" for the generated suites (route-matrix.test.ts,
 * bad-input.test.ts), asked thousands of times per run.
 *
 * The answer is a digest of every table's rows, but the digest reads every row (≈ 12 ms on the demo
 * data, and 60% of bad-input's time when it was taken around each case). So a watched database
 * also counts its write statements: a statement-level trigger on every table bumps a sequence, and
 * a sequence's last value is one cheap read that no rollback undoes. When the count has not moved,
 * no INSERT, UPDATE, DELETE or TRUNCATE ran, so the digest taken before still holds; only when it
 * moved is the digest read again and compared (a statement may have changed nothing, or been
 * rolled back).
 */
import type { Queryable } from '../plugins/database/db';

/** Counters of requests (the sign-in throttle, the rate limits) and the migrations' bookkeeping. */
const UNWATCHED = ['schema_migrations', 'login_throttle', 'rate_limit'];

async function watchedTables(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name <> all($1::text[])
      order by table_name`,
    [UNWATCHED],
  );
  return tables.map(({ name }) => name);
}

/** The digest's statement per database (its tables are fixed once migrated). */
const digestSql = new WeakMap<Queryable, string>();

/**
 * A digest of every table's rows (except counters of requests and the migrations' bookkeeping):
 * equal digests mean nothing changed.
 */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  let sql = digestSql.get(db);
  if (!sql) {
    // One statement for every table.
    sql = (await watchedTables(db))
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from "${name}" t`,
      )
      .join(' union all ');
    digestSql.set(db, sql);
  }
  const rows = await db.query<{ name: string; md5: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.md5]));
}

export type Fingerprint = Record<string, string>;

/** The database's state, known cheaply while nothing writes. */
export type WatchedDatabase = {
  /** The digest now, read again only if a write statement ran since the last call. */
  current(): Promise<Fingerprint>;
};

/** Installs the write counter on a test's own database (never on a shared one). */
export async function watchDatabase(db: Queryable): Promise<WatchedDatabase> {
  await db.query(`create sequence if not exists test_write_statements`);
  await db.query(
    `create or replace function test_count_write_statement() returns trigger language plpgsql as $$
       begin perform nextval('test_write_statements'); return null; end $$`,
  );
  for (const name of await watchedTables(db)) {
    await db.query(
      `create or replace trigger test_count_write_statement
         after insert or update or delete or truncate on "${name}"
         for each statement execute function test_count_write_statement()`,
    );
  }
  const writes = async () =>
    (await db.query<{ n: string }>(`select last_value::text || is_called::text as n from test_write_statements`))[0]!.n;

  let known: { writes: string; digest: Fingerprint } | undefined;
  return {
    async current() {
      const now = await writes();
      if (known?.writes !== now) known = { writes: now, digest: await databaseFingerprint(db) };
      return known.digest;
    },
  };
}
