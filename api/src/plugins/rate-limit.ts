import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import type { RateLimitClass, RouteRateLimit } from '../http/define-route';
import { tooManyRequests } from '../http/http-error';
import { principalOf } from './auth/auth-plugin';
import { databaseRateLimitStore, redisRateLimitStore } from './rate-limit-store';

/*
 * Rate limits of the routes that cost the most (docs/decisions/0018). A route says its class next
 * to its access (`defineRoute({ ..., rateLimit: 'heavy' })`):
 * - `heavy`: work proportional to what the caller sends or to the institution's data (campaign
 *   preview, the contacts CSV, the chat search);
 * - `upload`: a file or a photo the server decodes, checks and keeps.
 * Each call of such a route counts once for its user and once for its institution, per route, in
 * fixed windows (RATE_LIMIT_WINDOW_SECONDS); past either limit the answer is 429 with
 * `Retry-After` and a pt-BR message. The counters live in Redis when REDIS_URL is set, else in the
 * database, so several API processes share them. The count runs after authentication and input
 * validation (a preHandler): refused input never spends anyone's allowance. The classes are declared
 * with the route (RateLimitClass, http/define-route.ts).
 */

type Scope = 'usuario' | 'instituicao';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The route's rate-limit class (see plugins/rate-limit.ts); absent: not limited. */
    rateLimitClass?: RouteRateLimit;
  }
}

const WHAT: Record<RateLimitClass, Record<Scope, string>> = {
  heavy: {
    usuario: 'Muitas solicitações em pouco tempo',
    instituicao: 'Muitas solicitações da sua instituição em pouco tempo',
  },
  upload: {
    usuario: 'Muitos arquivos enviados em pouco tempo',
    instituicao: 'Muitos arquivos enviados pela sua instituição em pouco tempo',
  },
};

/** 'Muitas solicitações em pouco tempo. Aguarde 42 segundos e tente novamente.' */
export function rateLimitMessage(limitClass: RateLimitClass, scope: Scope, retryAfterSeconds: number): string {
  const seconds = Math.max(1, retryAfterSeconds);
  return `${WHAT[limitClass][scope]}. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

export type RateLimitPluginOptions = { settings: RateLimitConfig; redisUrl?: string };

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export default fp<RateLimitPluginOptions>(
  async (app, { settings, redisUrl }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      // Few retries: while Redis is away the limits are skipped (logged), the routes still answer.
      redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
      redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis dos limites de requisições'));
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    await app.register(fastifyRateLimit, {
      // No route is limited unless it declares a class; every count goes through createRateLimit.
      global: false,
      store: redis ? redisRateLimitStore(redis, settings.redisPrefix) : databaseRateLimitStore(app.db),
    });

    const windowMs = settings.windowSeconds * 1000;
    const limiter = (limitClass: RateLimitClass, scope: Scope): Limiter =>
      app.createRateLimit({
        max: scope === 'usuario' ? settings[limitClass].perUser : settings[limitClass].perInstitution,
        timeWindow: windowMs,
        keyGenerator(request) {
          const principal = principalOf(request);
          const id = scope === 'usuario' ? principal.idUsuario : principal.idInstituicao;
          return `${limitClass}:${request.method} ${request.routeOptions.url ?? ''}:${scope}:${id}`;
        },
      });
    const limiters: Record<RateLimitClass, [Scope, Limiter][]> = {
      heavy: [
        ['usuario', limiter('heavy', 'usuario')],
        ['instituicao', limiter('heavy', 'instituicao')],
      ],
      upload: [
        ['usuario', limiter('upload', 'usuario')],
        ['instituicao', limiter('upload', 'instituicao')],
      ],
    };

    /** The user's count first: past their own limit, a user spends nothing of the institution's. */
    const check = (rule: RouteRateLimit) => async (request: FastifyRequest) => {
      if (rule.when && !rule.when(request.input ?? {})) return;
      for (const [scope, limit] of limiters[rule.class]) {
        let outcome: Awaited<ReturnType<Limiter>>;
        try {
          outcome = await limit(request);
        } catch (error) {
          // The store is unreachable: better an unlimited call than a refused one.
          request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'limite não verificado');
          return;
        }
        if (outcome.isAllowed || !outcome.isExceeded) continue;
        const seconds = Math.max(1, outcome.ttlInSeconds);
        request.log.info({ chave: outcome.key, limite: outcome.max }, 'limite de requisições atingido');
        throw tooManyRequests(rateLimitMessage(rule.class, scope, seconds), seconds);
      }
    };

    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimitClass;
      if (!rule) return;
      const access = route.config?.access;
      if (!access || access === 'public') {
        throw new Error(`A rota ${String(route.method)} ${route.url} declara rateLimit sem exigir login.`);
      }
      route.preHandler = [check(rule), ...asArray(route.preHandler)];
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'route-access'] },
);
