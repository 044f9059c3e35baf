import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

const base = { PGLITE_DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig(base);
    assert.equal(config.port, 5000);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.database, { engine: 'pglite', dataDir: 'memory://' });
    assert.equal(config.seedDemo, true);
    assert.equal(config.serveApps, false);
    assert.equal(config.appsRoot, REPO_ROOT);
    assert.deepEqual(config.jwt, {
      secret: 'x'.repeat(40),
      issuer: 'colabora-api',
      audience: 'colabora-app',
      ttlSeconds: 28800,
    });
    assert.ok(config.allowedOrigins.includes('http://localhost:3000'));
    assert.ok(config.allowedOrigins.includes('http://localhost:3004'));
    assert.ok(config.allowedOrigins.includes('http://localhost:8080'));
    assert.equal(config.remotes.remote_pedidos, '/remotes/pedidos/mf-manifest.json');
  });

  it('does not seed a PostgreSQL server unless asked', () => {
    const server = loadConfig({ ...base, DATABASE_URL: 'postgres://u@db:5432/colabora' });
    assert.deepEqual(server.database, { engine: 'postgres', url: 'postgres://u@db:5432/colabora' });
    assert.equal(server.seedDemo, false);
    assert.equal(loadConfig({ ...base, DATABASE_URL: 'postgres://u@db/c', SEED_DEMO: 'true' }).seedDemo, true);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      SERVE_APPS: 'true',
      ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:3000',
      REMOTE_CHAT_URL: 'https://cdn.example.com/chat/mf-manifest.json',
      JWT_TTL_SECONDS: '3600',
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.serveApps, true);
    assert.deepEqual(config.allowedOrigins, ['https://app.example.com', 'http://localhost:3000']);
    assert.equal(config.remotes.remote_chat, 'https://cdn.example.com/chat/mf-manifest.json');
    assert.equal(config.jwt.ttlSeconds, 3600);
    assert.equal(config.logLevel, 'warn');
  });

  const invalid: [Record<string, string>, RegExp][] = [
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'curto' }, /JWT_SECRET/],
    [{ SEED_DEMO: 'talvez' }, /SEED_DEMO/],
    [{ ALLOWED_ORIGINS: 'localhost:3000' }, /ALLOWED_ORIGINS/],
    [{ REMOTE_ADMIN_URL: 'ftp://x' }, /REMOTE_ADMIN_URL/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
    [{ RATE_LIMIT_HEAVY_PER_USER: '0' }, /RATE_LIMIT_HEAVY_PER_USER deve ser no mínimo 1/],
    [{ RATE_LIMIT_UPLOADS_PER_INSTITUTION: 'muitos' }, /RATE_LIMIT_UPLOADS_PER_INSTITUTION/],
    [{ STORAGE_QUOTA_MB_PER_INSTITUTION: '1,5' }, /STORAGE_QUOTA_MB_PER_INSTITUTION deve ser um número inteiro/],
  ];
  for (const [env, variable] of invalid) {
    it(`names the variable when ${Object.keys(env)[0]} is invalid`, () => {
      assert.throws(
        () => loadConfig({ ...base, ...env }),
        (error: unknown) => error instanceof ConfigError && variable.test(error.message),
      );
    });
  }

  it('refuses to start in production without a secret of its own on a PostgreSQL server', () => {
    const server = { DATABASE_URL: 'postgres://u@db:5432/colabora', NODE_ENV: 'production' };
    const refused = (env: Record<string, string>, pattern: RegExp) =>
      assert.throws(
        () => loadConfig(env),
        (error: unknown) =>
          error instanceof ConfigError && /JWT_SECRET/.test(error.message) && pattern.test(error.message),
      );
    refused(server, /obrigatório em produção/);
    // The value docker-compose.yml used to fall back to, and look-alikes, are known to everyone.
    refused(
      { ...server, JWT_SECRET: 'colabora-local-compose-secret-change-me-0123456789' },
      /publicado no repositório/,
    );
    refused({ ...server, JWT_SECRET: 'please-change-me-before-going-live-0000000' }, /exemplo/);
    refused({ PGLITE_DATA_DIR: 'memory://', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /exemplo/);
    const real = 'Vq3m9Zt1pL0xR7eK2wC8bN5yH4sJ6dF1gA0uQ';
    assert.equal(loadConfig({ ...server, JWT_SECRET: real }).jwt.secret, real);
    assert.equal(loadConfig({ ...server, JWT_SECRET: real }).production, true);
    // Outside production (tests, dev) any 32-character secret will do.
    assert.equal(loadConfig({ ...base, DATABASE_URL: server.DATABASE_URL }).production, false);
  });

  it('reads the sign-up limits, with defaults', () => {
    assert.deepEqual(loadConfig(base).signupThrottle, { maxAttemptsPerHour: 10, maxInstitutionsPerDay: 3 });
    assert.deepEqual(
      loadConfig({ ...base, SIGNUP_MAX_ATTEMPTS_PER_ADDRESS: '4', SIGNUP_MAX_INSTITUTIONS_PER_ADDRESS: '1' })
        .signupThrottle,
      { maxAttemptsPerHour: 4, maxInstitutionsPerDay: 1 },
    );
  });

  it('reads the rate limits and the storage quota, with defaults no person reaches by hand', () => {
    const defaults = loadConfig(base);
    assert.deepEqual(
      { ...defaults.rateLimit, redisPrefix: undefined },
      {
        windowSeconds: 60,
        heavy: { perUser: 30, perInstitution: 150 },
        upload: { perUser: 20, perInstitution: 100 },
        redisPrefix: undefined,
      },
    );
    assert.equal(defaults.storageQuota.bytesPerInstitution, 2048 * 1024 * 1024);
    const set = loadConfig({
      ...base,
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_HEAVY_PER_USER: '5',
      RATE_LIMIT_HEAVY_PER_INSTITUTION: '50',
      RATE_LIMIT_UPLOADS_PER_USER: '4',
      RATE_LIMIT_UPLOADS_PER_INSTITUTION: '40',
      STORAGE_QUOTA_MB_PER_INSTITUTION: '500',
    });
    assert.equal(set.rateLimit.windowSeconds, 30);
    assert.deepEqual(set.rateLimit.heavy, { perUser: 5, perInstitution: 50 });
    assert.deepEqual(set.rateLimit.upload, { perUser: 4, perInstitution: 40 });
    assert.equal(set.storageQuota.bytesPerInstitution, 500 * 1024 * 1024);
  });

  it('trusts a counted number of proxies, never any X-Forwarded-For', () => {
    assert.throws(
      () => loadConfig({ ...base, TRUST_PROXY: 'true' }),
      (error: unknown) => error instanceof ConfigError && /TRUST_PROXY=true aceitaria/.test(error.message),
    );
    const trust = loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    assert.equal(trust('172.18.0.9', 0), true, 'the gateway');
    assert.equal(trust('203.0.113.7', 1), false, 'the address the gateway saw: the client');
  });

  it('reads the Evolution API gateway and the public URL its webhooks call, both or neither', () => {
    const local = loadConfig(base);
    assert.equal(local.evolution, undefined);
    assert.equal(local.publicUrl, 'http://localhost:5000');
    const gateway = loadConfig({
      ...base,
      EVOLUTION_API_URL: 'https://evolution.example.com/',
      EVOLUTION_API_KEY: 'chave-global',
      API_PUBLIC_URL: 'https://api.example.com/',
    });
    assert.deepEqual(gateway.evolution, { url: 'https://evolution.example.com', apiKey: 'chave-global' });
    assert.equal(gateway.publicUrl, 'https://api.example.com');
    for (const [env, pattern] of [
      [{ EVOLUTION_API_URL: 'https://evolution.example.com' }, /EVOLUTION_API_KEY: defina as duas/],
      [{ EVOLUTION_API_KEY: 'chave' }, /EVOLUTION_API_URL/],
      [{ EVOLUTION_API_URL: 'evolution:8080', EVOLUTION_API_KEY: 'chave' }, /EVOLUTION_API_URL deve ser uma URL/],
      [{ API_PUBLIC_URL: 'api.example.com' }, /API_PUBLIC_URL deve ser uma URL/],
    ] as const)
      assert.throws(
        () => loadConfig({ ...base, ...env }),
        (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
      );
  });

  it('treats blank variables as unset', () => {
    assert.equal(loadConfig({ ...base, PORT: '', DATABASE_URL: ' ' }).database.engine, 'pglite');
  });
});
