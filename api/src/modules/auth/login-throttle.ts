import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../plugins/database/db';

/**
 * Failed sign-ins allowed per window before the next attempt is refused with 429: per account
 * (the telefone typed, whether or not it has an account, so the answer reveals nothing) and per
 * address (one machine trying many phones).
 */
export type LoginThrottleSettings = { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  maxPerAccount: 5,
  maxPerAddress: 20,
  windowSeconds: 15 * 60,
};

export type LoginThrottle = {
  /** Seconds until any of these keys may try again; 0 when none is blocked. */
  retryAfter(keys: LoginThrottleKeys): Promise<number>;
  /** Counts one failed attempt against each key. */
  recordFailure(keys: LoginThrottleKeys): Promise<void>;
  /** A successful sign-in clears the account's count (not the address's: one valid account must
   *  not let an address keep guessing others). */
  recordSuccess(keys: LoginThrottleKeys): Promise<void>;
};

export type LoginThrottleKeys = { account: string; address: string };

/** Keys in the table: 'telefone:11999990001', 'ip:203.0.113.9'. */
export function loginThrottleKeys(telefoneDigits: string, ip: string): LoginThrottleKeys {
  return { account: `telefone:${telefoneDigits}`, address: `ip:${ip.slice(0, 100)}` };
}

/** 'Muitas tentativas de acesso. Tente novamente em 15 minutos.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas de acesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** Sends the 429 with Retry-After (seconds) and the pt-BR message. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ success: false, message: tooManyAttemptsMessage(retryAfterSeconds) });
}

/**
 * The throttle on the database (table login_throttle, migration 0002): every API process sees the
 * same counts, and the clock is the database's, not each process's.
 */
export function createLoginThrottle(db: Queryable, settings: LoginThrottleSettings): LoginThrottle {
  const window = settings.windowSeconds;
  let writes = 0;

  return {
    async retryAfter(keys) {
      const rows = await db.query<{ chave: string; falhas: number; restante: number }>(
        `select chave, falhas,
                ceil(extract(epoch from (janela_inicio + $2::int * interval '1 second' - now())))::int as restante
           from login_throttle
          where chave = any($1::text[])`,
        [[keys.account, keys.address], window],
      );
      let wait = 0;
      for (const row of rows) {
        const limit = row.chave === keys.address ? settings.maxPerAddress : settings.maxPerAccount;
        if (row.falhas >= limit && row.restante > 0) wait = Math.max(wait, row.restante);
      }
      return wait;
    },

    async recordFailure(keys) {
      for (const key of [keys.account, keys.address]) {
        await db.query(
          `insert into login_throttle as t (chave, falhas, janela_inicio) values ($1, 1, now())
           on conflict (chave) do update set
             falhas = case when t.janela_inicio <= now() - $2::int * interval '1 second' then 1 else t.falhas + 1 end,
             janela_inicio = case when t.janela_inicio <= now() - $2::int * interval '1 second'
                                  then now() else t.janela_inicio end`,
          [key, window],
        );
      }
      // Now and then, forget windows long past (the table only ever holds recent failures).
      if (++writes % 50 === 0) {
        await db.query(`delete from login_throttle where janela_inicio < now() - $1::int * interval '1 second'`, [
          window,
        ]);
      }
    },

    async recordSuccess(keys) {
      await db.query('delete from login_throttle where chave = $1', [keys.account]);
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Failed sign-in counting (POST /api/auth/login). */
    loginThrottle: LoginThrottle;
  }
}

export default fp<{ settings: LoginThrottleSettings }>(
  async (app, { settings }) => {
    app.decorate('loginThrottle', createLoginThrottle(app.db, settings));
  },
  { name: 'login-throttle', dependencies: ['database'] },
);
