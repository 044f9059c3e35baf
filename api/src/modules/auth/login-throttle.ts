import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../plugins/database/db';
import { createAttemptCounter, FORGET_AFTER_SECONDS, type AttemptCounter } from './attempt-counter';

/**
 * Unsuccessful sign-ins allowed per window before the next attempt is refused with 429: per
 * account (the telefone typed, whether or not it has an account, so the answer reveals nothing)
 * and per address (one machine trying many phones). The two are independent: a busy address never
 * locks an account, and spreading over many addresses never lifts an account's limit.
 */
export type LoginThrottleSettings = { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  maxPerAccount: 5,
  maxPerAddress: 20,
  windowSeconds: 15 * 60,
};

export type LoginThrottle = {
  /**
   * Counts this attempt against the address and the account, atomically and before the password
   * is verified (so parallel requests cannot all slip under the limit): 0 when it may go on, else
   * the seconds to wait (nothing counted then). A refused or failed attempt keeps its place.
   */
  begin(keys: LoginThrottleKeys): Promise<number>;
  /**
   * The attempt succeeded: the account's count is forgotten and the address gets its place back
   * (its earlier failures stay: one valid account must not let an address keep guessing others).
   */
  succeeded(keys: LoginThrottleKeys): Promise<void>;
  /** Seconds until any of these keys may try again; 0 when none is blocked. */
  retryAfter(keys: LoginThrottleKeys): Promise<number>;
  /** Counts one failed attempt against each key (tools and tests; sign-in counts with `begin`). */
  recordFailure(keys: LoginThrottleKeys): Promise<void>;
  /** Forgets the account's count. */
  recordSuccess(keys: LoginThrottleKeys): Promise<void>;
  /** The counter underneath, for the other throttles of the auth module (sign-up, current password). */
  counter: AttemptCounter;
  settings: LoginThrottleSettings;
};

export type LoginThrottleKeys = { account: string; address: string };

/** Keys in the table: 'telefone:11999990001', 'ip:203.0.113.9'. */
export function loginThrottleKeys(telefoneDigits: string, ip: string): LoginThrottleKeys {
  return { account: `telefone:${telefoneDigits}`, address: `ip:${ip.slice(0, 100)}` };
}

/** 'Muitas tentativas de acesso. Tente novamente em 15 minutos.' (`what`: 'de acesso', 'com a senha atual'…) */
export function tooManyAttemptsMessage(retryAfterSeconds: number, what = 'de acesso'): string {
  return `Muitas tentativas ${what}. ${tryAgainIn(retryAfterSeconds)}`;
}

/** 'Tente novamente em 15 minutos.' ('em 3 horas' past an hour and a half) */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes > 90) return `Tente novamente em ${Math.ceil(minutes / 60)} horas.`;
  return `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** Sends the 429 with Retry-After (seconds) and the pt-BR message. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number, what?: string) {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ success: false, message: tooManyAttemptsMessage(retryAfterSeconds, what) });
}

/**
 * The throttle on the database (table login_throttle, migration 0002): every API process sees the
 * same counts, and the clock is the database's, not each process's.
 */
export function createLoginThrottle(db: Queryable, settings: LoginThrottleSettings): LoginThrottle {
  const window = settings.windowSeconds;
  const counter = createAttemptCounter(db);
  let writes = 0;

  return {
    counter,
    settings,

    async begin(keys) {
      const addressWait = await counter.take(keys.address, settings.maxPerAddress, window);
      if (addressWait > 0) return addressWait;
      const accountWait = await counter.take(keys.account, settings.maxPerAccount, window);
      if (accountWait > 0) {
        // Refused for the account alone: the address's place was not used.
        await counter.release(keys.address);
        return accountWait;
      }
      return 0;
    },

    async succeeded(keys) {
      await counter.clear(keys.account);
      await counter.release(keys.address);
    },

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
          Math.max(FORGET_AFTER_SECONDS, window),
        ]);
      }
    },

    async recordSuccess(keys) {
      await counter.clear(keys.account);
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
