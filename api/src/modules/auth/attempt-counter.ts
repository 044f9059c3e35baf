import type { Queryable } from '../../plugins/database/db';

/**
 * Counts attempts per key in a fixed window, on the database (table login_throttle, migration
 * 0002): every API process sees the same counts and the clock is the database's. An attempt is
 * counted *before* the work it guards (a password check, a sign-up), in one statement, so requests
 * sent in parallel cannot all slip under the limit: each one takes its own place or is refused.
 *
 * Keys name what they count: 'telefone:11999990001', 'ip:203.0.113.9', 'criar-conta:ip:…',
 * 'senha-atual:usuario:7' (at most 120 characters).
 */
export type AttemptCounter = {
  /**
   * Takes one place in `key`'s window when fewer than `limit` were taken; answers 0 then.
   * Otherwise takes nothing and answers the seconds until the window ends.
   */
  take(key: string, limit: number, windowSeconds: number): Promise<number>;
  /** Gives one place back (the attempt turned out to be legitimate, or never ran). */
  release(key: string): Promise<void>;
  /** Forgets the key's window (e.g. the account's count after a successful sign-in). */
  clear(key: string): Promise<void>;
};

/** Rows older than this are gone for every key (the longest window in use is a day). */
export const FORGET_AFTER_SECONDS = 2 * 24 * 3600;

export function createAttemptCounter(db: Queryable): AttemptCounter {
  let writes = 0;

  return {
    async take(key, limit, windowSeconds) {
      // ON CONFLICT ... DO UPDATE locks the row: concurrent takes of one key run one after the
      // other, and the WHERE refuses the one past the limit without counting it.
      const [row] = await db.query<{ contada: number | null; restante: number | null }>(
        `with contada as (
           insert into login_throttle as t (chave, falhas, janela_inicio) values ($1, 1, now())
           on conflict (chave) do update set
             falhas = case when t.janela_inicio <= now() - $2::int * interval '1 second' then 1 else t.falhas + 1 end,
             janela_inicio = case when t.janela_inicio <= now() - $2::int * interval '1 second'
                                  then now() else t.janela_inicio end
           where t.janela_inicio <= now() - $2::int * interval '1 second' or t.falhas < $3::int
           returning falhas
         )
         select (select falhas from contada) as contada,
                (select ceil(extract(epoch from (janela_inicio + $2::int * interval '1 second' - now())))::int
                   from login_throttle where chave = $1) as restante`,
        [key.slice(0, 120), windowSeconds, limit],
      );
      // Now and then, forget windows long past (the table only ever holds recent attempts).
      if (++writes % 50 === 0) {
        await db.query(`delete from login_throttle where janela_inicio < now() - $1::int * interval '1 second'`, [
          Math.max(FORGET_AFTER_SECONDS, windowSeconds),
        ]);
      }
      if (row?.contada !== null && row?.contada !== undefined) return 0;
      return Math.max(1, row?.restante ?? windowSeconds);
    },

    async release(key) {
      await db.query('update login_throttle set falhas = greatest(falhas - 1, 0) where chave = $1', [
        key.slice(0, 120),
      ]);
    },

    async clear(key) {
      await db.query('delete from login_throttle where chave = $1', [key.slice(0, 120)]);
    },
  };
}
