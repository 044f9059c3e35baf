import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Queryable } from './database/db';

/*
 * Where @fastify/rate-limit keeps its counters: somewhere every API process sees, so two replicas
 * behind a balancer share one limit (docs/decisions/0018). Both stores count in fixed windows: the
 * first call of a key starts its window, later ones count up until it ends. Keys arrive fully
 * qualified from plugins/rate-limit.ts, so `child` (the plugin's per-route copy) is the store itself.
 */

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Rows past their window are deleted once every this many counts (per process). */
const SWEEP_EVERY = 200;

/**
 * Counters in the database (table rate_limit, migration 0022), for PGlite and a PostgreSQL server
 * alike: one upsert per count, which locks the key's row, so parallel calls each take their own
 * place; the clock is the database's, not each process's.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let counts = 0;
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const count = async () => {
        const [row] = await db.query<{ contagem: number; ttl: number }>(
          `insert into rate_limit as r (chave, contagem, expira_em)
           values ($1, 1, now() + $2::int * interval '1 millisecond')
           on conflict (chave) do update set
             contagem = case when r.expira_em <= now() then 1 else r.contagem + 1 end,
             expira_em = case when r.expira_em <= now() then excluded.expira_em else r.expira_em end
           returning contagem, ceil(extract(epoch from (expira_em - now())) * 1000)::int as ttl`,
          [key.slice(0, 200), timeWindow],
        );
        if (++counts % SWEEP_EVERY === 0) await db.query('delete from rate_limit where expira_em < now()');
        return { current: row?.contagem ?? 1, ttl: Math.max(0, row?.ttl ?? timeWindow) };
      };
      count().then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child() {
      return store;
    },
  };
  // The plugin instantiates the class it is given; every instance is this one store.
  return function DatabaseRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/** INCR, and the window's expiry on its first count: one round trip, atomic on the server. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }`;

/** Counters in Redis (REDIS_URL), under `prefix`; Redis expires each window's key itself. */
export function redisRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      redis.eval(COUNT_SCRIPT, 1, `${prefix}${key}`, timeWindow).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child() {
      return store;
    },
  };
  return function RedisRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
