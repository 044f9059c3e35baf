import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import * as v from 'valibot';
import { REPO_ROOT } from './paths';

export { REPO_ROOT };

export const REMOTE_NAMES = ['pedidos', 'chat', 'admin', 'marketing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig = { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string };

export type AppConfig = {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Where the embedded database and the generated JWT secret live. */
  dataRoot: string;
  jwt: { secret: string; issuer: string; audience: string; ttlSeconds: number };
  seedDemo: boolean;
  serveApps: boolean;
  appsRoot: string;
  /** Entries of GET /remotes.json, keyed by federation name (remote_pedidos, ...). */
  remotes: Record<`remote_${RemoteName}`, string>;
  redisUrl?: string;
  /** Browser origins allowed besides the request's own (CORS, hub handshakes). */
  allowedOrigins: string[];
  logLevel: LogLevel;
  /** Failed sign-ins allowed per window, per account and per address, before 429. */
  loginThrottle: { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };
  /** Public sign-ups per address: attempts per hour, institutions created per day. */
  signupThrottle: { maxAttemptsPerHour: number; maxInstitutionsPerDay: number };
  /**
   * Calls allowed per window on each heavy route (campaign preview, contacts CSV, chat search) and
   * each upload route, per user and per institution, before 429 (plugins/rate-limit.ts).
   * `redisPrefix` names the counters in Redis (tests give each app its own).
   */
  rateLimit: RateLimitConfig;
  /** Bytes of files an institution may keep (chat and campaign files) before uploads are refused. */
  storageQuota: { bytesPerInstitution: number };
  /** NODE_ENV=production: the secret must be real (see loadConfig). */
  production: boolean;
  /** Fastify's trustProxy: behind a gateway, the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Web Push: the VAPID key pair from the environment (else generated once and kept in the database). */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Evolution API v2 (WhatsApp channels of provider `evolution`); absent: only the simulator works. */
  evolution?: { url: string; apiKey: string };
  /** Where gateways reach this API (webhook URLs), without a trailing slash. */
  publicUrl: string;
  /**
   * The ffmpeg executable that turns a recorded voice note into WhatsApp's Ogg/Opus (FFMPEG_PATH,
   * default `ffmpeg` on the PATH). Absent at run time: the recording goes as an audio file, said so.
   */
  ffmpegPath: string;
};

/** The limits of one class of routes: calls per window, per user and per institution. */
export type RateLimitScopes = { perUser: number; perInstitution: number };

export type RateLimitConfig = {
  windowSeconds: number;
  heavy: RateLimitScopes;
  upload: RateLimitScopes;
  redisPrefix: string;
};

/** Thrown at start-up when the environment is unusable; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanText = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no', 'sim', 'nao', 'não'], `${name} deve ser true ou false`),
    v.transform((value) => ['true', '1', 'yes', 'sim'].includes(value)),
  );

const integerText = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} deve ser um número inteiro`),
    v.transform(Number),
    v.minValue(min, `${name} deve ser no mínimo ${min}`),
    v.maxValue(max, `${name} deve ser no máximo ${max}`),
  );

const urlText = (name: string, protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `${name} deve ser uma URL ${protocols.join(' ou ')}`,
    ),
  );

const nonEmpty = (name: string) => v.pipe(v.string(), v.trim(), v.minLength(1, `${name} não pode ser vazio`));

/** A remote entry is either an absolute http(s) URL or a same-origin path. */
const remoteEntry = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => value.startsWith('/') || /^https?:\/\/\S+$/.test(value),
      `${name} deve ser uma URL http(s) ou um caminho iniciado por /`,
    ),
  );

const envSchema = v.object({
  PORT: v.optional(integerText('PORT', 1, 65535)),
  HOST: v.optional(nonEmpty('HOST')),
  DATABASE_URL: v.optional(urlText('DATABASE_URL', ['postgres:', 'postgresql:'])),
  PGLITE_DATA_DIR: v.optional(nonEmpty('PGLITE_DATA_DIR')),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET deve ter pelo menos 32 caracteres'))),
  JWT_ISSUER: v.optional(nonEmpty('JWT_ISSUER')),
  JWT_AUDIENCE: v.optional(nonEmpty('JWT_AUDIENCE')),
  JWT_TTL_SECONDS: v.optional(integerText('JWT_TTL_SECONDS', 60, 30 * 24 * 3600)),
  SEED_DEMO: v.optional(booleanText('SEED_DEMO')),
  SERVE_APPS: v.optional(booleanText('SERVE_APPS')),
  APPS_ROOT: v.optional(nonEmpty('APPS_ROOT')),
  REMOTE_PEDIDOS_URL: v.optional(remoteEntry('REMOTE_PEDIDOS_URL')),
  REMOTE_CHAT_URL: v.optional(remoteEntry('REMOTE_CHAT_URL')),
  REMOTE_ADMIN_URL: v.optional(remoteEntry('REMOTE_ADMIN_URL')),
  REMOTE_MARKETING_URL: v.optional(remoteEntry('REMOTE_MARKETING_URL')),
  REDIS_URL: v.optional(urlText('REDIS_URL', ['redis:', 'rediss:'])),
  ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
        'ALLOWED_ORIGINS deve ser uma lista separada por vírgulas de origens como http://localhost:3000 (sem barra final)',
      ),
    ),
  ),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY deve ser a chave pública em base64url'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY deve ser a chave privada em base64url'),
    ),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT deve ser mailto:... ou https://...'),
    ),
  ),
  EVOLUTION_API_URL: v.optional(urlText('EVOLUTION_API_URL', ['http:', 'https:'])),
  EVOLUTION_API_KEY: v.optional(nonEmpty('EVOLUTION_API_KEY')),
  API_PUBLIC_URL: v.optional(urlText('API_PUBLIC_URL', ['http:', 'https:'])),
  FFMPEG_PATH: v.optional(nonEmpty('FFMPEG_PATH')),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: v.optional(integerText('LOGIN_MAX_FAILURES_PER_ACCOUNT', 1, 1000)),
  LOGIN_MAX_FAILURES_PER_ADDRESS: v.optional(integerText('LOGIN_MAX_FAILURES_PER_ADDRESS', 1, 100000)),
  LOGIN_THROTTLE_WINDOW_SECONDS: v.optional(integerText('LOGIN_THROTTLE_WINDOW_SECONDS', 10, 24 * 3600)),
  SIGNUP_MAX_ATTEMPTS_PER_ADDRESS: v.optional(integerText('SIGNUP_MAX_ATTEMPTS_PER_ADDRESS', 1, 100000)),
  SIGNUP_MAX_INSTITUTIONS_PER_ADDRESS: v.optional(integerText('SIGNUP_MAX_INSTITUTIONS_PER_ADDRESS', 1, 100000)),
  RATE_LIMIT_WINDOW_SECONDS: v.optional(integerText('RATE_LIMIT_WINDOW_SECONDS', 1, 3600)),
  RATE_LIMIT_HEAVY_PER_USER: v.optional(integerText('RATE_LIMIT_HEAVY_PER_USER', 1, 1_000_000)),
  RATE_LIMIT_HEAVY_PER_INSTITUTION: v.optional(integerText('RATE_LIMIT_HEAVY_PER_INSTITUTION', 1, 1_000_000)),
  RATE_LIMIT_UPLOADS_PER_USER: v.optional(integerText('RATE_LIMIT_UPLOADS_PER_USER', 1, 1_000_000)),
  RATE_LIMIT_UPLOADS_PER_INSTITUTION: v.optional(integerText('RATE_LIMIT_UPLOADS_PER_INSTITUTION', 1, 1_000_000)),
  STORAGE_QUOTA_MB_PER_INSTITUTION: v.optional(integerText('STORAGE_QUOTA_MB_PER_INSTITUTION', 1, 10_000_000)),
  NODE_ENV: v.optional(v.pipe(v.string(), v.trim())),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value !== 'true',
        'TRUST_PROXY=true aceitaria qualquer X-Forwarded-For, que o cliente pode forjar: informe quantos proxies há à frente da API (ex.: 1 atrás do gateway) ou os endereços/CIDR deles',
      ),
      v.check(
        (value) => /^(false|\d{1,2})$/.test(value) || /^[0-9a-fA-F.:/,\s]+$/.test(value),
        'TRUST_PROXY deve ser false, o número de proxies ou uma lista de endereços/CIDR',
      ),
      v.transform((value): AppConfig['trustProxy'] => {
        if (value === 'false') return false;
        // A number of proxies in front: trust that many hops of X-Forwarded-For.
        if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
        return value;
      }),
    ),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL deve ser fatal, error, warn, info, debug, trace ou silent',
    ),
  ),
});

const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 8080].map((port) => `http://localhost:${port}`);

/** Empty strings count as unset, as in most .env tooling. */
function withoutBlanks(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value.trim() !== '') result[key] = value;
  return result;
}

/**
 * Secrets written in this repository (compose's old fallback, the tests', the e2e server's) or
 * shaped like a placeholder: anyone can sign tokens with them, so production refuses them.
 */
const KNOWN_SECRETS = new Set([
  'colabora-local-compose-secret-change-me-0123456789',
  'test-secret-that-is-long-enough-for-hs256-0123456789',
  'e2e-secret-e2e-secret-e2e-secret-0123456789',
]);
const PLACEHOLDER = /change-?me|troque|substitua|exemplo|example|placeholder|your-secret|seu-segredo|^(.)\1+$/i;

/** Why `secret` must not sign production tokens, or null when it may. */
export function weakJwtSecret(secret: string): string | null {
  if (KNOWN_SECRETS.has(secret.trim())) return 'é um valor publicado no repositório';
  if (PLACEHOLDER.test(secret.trim())) return 'parece um valor de exemplo';
  if (new Set(secret).size < 10) return 'tem caracteres variados de menos';
  return null;
}

/**
 * Reads the JWT secret from the data folder, creating it on first start, so tokens survive a
 * restart without the operator having to configure anything for local use.
 */
function persistedJwtSecret(dataRoot: string): string {
  const file = join(dataRoot, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataRoot, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Validates the environment once at start-up.
 * @throws ConfigError naming the offending variable.
 */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = v.safeParse(envSchema, withoutBlanks(rawEnv));
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => {
      const variable = issue.path?.map((item) => String(item.key)).join('.') ?? 'ambiente';
      const received =
        typeof issue.input === 'string' ? ` (recebido: ${JSON.stringify(issue.input.slice(0, 80))})` : '';
      return `- ${variable}: ${issue.message}${received}`;
    });
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.output;
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Configuração inválida:\n- VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: defina as duas chaves, ou nenhuma (geradas e guardadas no banco)',
    );
  }

  // A gateway without its key (or a key without a gateway) is a half-done setup: say so at start-up.
  if (!env.EVOLUTION_API_URL !== !env.EVOLUTION_API_KEY) {
    throw new ConfigError(
      'Configuração inválida:\n- EVOLUTION_API_URL / EVOLUTION_API_KEY: defina as duas (URL do Evolution API v2 e a chave global), ou nenhuma (só o simulador)',
    );
  }

  const dataRoot = join(REPO_ROOT, '.data');
  const pgliteDir = env.PGLITE_DATA_DIR ?? join(dataRoot, 'pglite');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { engine: 'postgres', url: env.DATABASE_URL }
    : {
        engine: 'pglite',
        dataDir: pgliteDir.startsWith('memory://') || isAbsolute(pgliteDir) ? pgliteDir : resolve(pgliteDir),
      };
  const inMemory = database.engine === 'pglite' && database.dataDir.startsWith('memory://');

  // Production (NODE_ENV=production: the container image, `pnpm start`): tokens must be signed
  // with a secret nobody else has. Against a PostgreSQL server (a real deployment, possibly
  // several replicas, a container's disk forgotten on redeploy) it must be given explicitly; the
  // embedded database keeps its generated one beside its data.
  const production = env.NODE_ENV === 'production';
  if (production && env.JWT_SECRET) {
    const weak = weakJwtSecret(env.JWT_SECRET);
    if (weak) {
      throw new ConfigError(
        `Configuração inválida:\n- JWT_SECRET: ${weak}; gere um segredo próprio (ex.: openssl rand -base64 48) e defina-o no ambiente`,
      );
    }
  }
  if (production && !env.JWT_SECRET && database.engine === 'postgres') {
    throw new ConfigError(
      'Configuração inválida:\n- JWT_SECRET: obrigatório em produção com DATABASE_URL; gere um (ex.: openssl rand -base64 48) e defina-o no ambiente',
    );
  }

  const port = env.PORT ?? 5000;
  const sameHost = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    dataRoot,
    jwt: {
      // An in-memory database forgets its users on exit, so a throwaway secret is enough there.
      secret: env.JWT_SECRET ?? (inMemory ? randomBytes(48).toString('base64url') : persistedJwtSecret(dataRoot)),
      issuer: env.JWT_ISSUER ?? 'colabora-api',
      audience: env.JWT_AUDIENCE ?? 'colabora-app',
      ttlSeconds: env.JWT_TTL_SECONDS ?? 8 * 3600,
    },
    // Demo data only by default where nobody could mistake it for real data: the embedded database.
    seedDemo: env.SEED_DEMO ?? database.engine === 'pglite',
    serveApps: env.SERVE_APPS ?? false,
    appsRoot: env.APPS_ROOT ? resolve(env.APPS_ROOT) : REPO_ROOT,
    remotes: {
      remote_pedidos: env.REMOTE_PEDIDOS_URL ?? '/remotes/pedidos/mf-manifest.json',
      remote_chat: env.REMOTE_CHAT_URL ?? '/remotes/chat/mf-manifest.json',
      remote_admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/mf-manifest.json',
      remote_marketing: env.REMOTE_MARKETING_URL ?? '/remotes/marketing/mf-manifest.json',
    },
    redisUrl: env.REDIS_URL,
    allowedOrigins: env.ALLOWED_ORIGINS ?? [...new Set([...DEV_ORIGINS, ...sameHost])],
    logLevel: env.LOG_LEVEL ?? 'info',
    loginThrottle: {
      maxPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 5,
      maxPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 20,
      windowSeconds: env.LOGIN_THROTTLE_WINDOW_SECONDS ?? 15 * 60,
    },
    signupThrottle: {
      maxAttemptsPerHour: env.SIGNUP_MAX_ATTEMPTS_PER_ADDRESS ?? 10,
      maxInstitutionsPerDay: env.SIGNUP_MAX_INSTITUTIONS_PER_ADDRESS ?? 3,
    },
    // Far above what a person does by hand (a search each 2 s for a minute, a file every 3 s):
    // only a script or a stuck client reaches them (docs/decisions/0018).
    rateLimit: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS ?? 60,
      heavy: {
        perUser: env.RATE_LIMIT_HEAVY_PER_USER ?? 30,
        perInstitution: env.RATE_LIMIT_HEAVY_PER_INSTITUTION ?? 150,
      },
      upload: {
        perUser: env.RATE_LIMIT_UPLOADS_PER_USER ?? 20,
        perInstitution: env.RATE_LIMIT_UPLOADS_PER_INSTITUTION ?? 100,
      },
      redisPrefix: 'colabora:limite:',
    },
    storageQuota: { bytesPerInstitution: (env.STORAGE_QUOTA_MB_PER_INSTITUTION ?? 2048) * 1024 * 1024 },
    production,
    trustProxy: env.TRUST_PROXY ?? false,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? 'mailto:suporte@colabora.app',
    },
    evolution:
      env.EVOLUTION_API_URL && env.EVOLUTION_API_KEY
        ? { url: env.EVOLUTION_API_URL.replace(/\/+$/, ''), apiKey: env.EVOLUTION_API_KEY }
        : undefined,
    // The gateway posts webhooks here; locally the API itself (a gateway in a container needs API_PUBLIC_URL).
    publicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg',
  };
}
