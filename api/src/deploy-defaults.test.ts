/**
 * The shipped deployment's defaults, as the API depends on them (issue #11, items 4, 7, 10):
 * docker-compose.yml gives the API no secret of the repository's, no demo accounts unless asked
 * and exactly one trusted proxy; the gateway keeps credentials out of its access log and sends
 * HSTS over https. (tooling/deploy-check checks the rest of the deployment.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
const gateway = readFileSync(join(REPO_ROOT, 'deploy/nginx/gateway.conf'), 'utf8');
const proxyHeaders = readFileSync(join(REPO_ROOT, 'deploy/nginx/snippets/proxy-headers.conf'), 'utf8');

/** The api service's `environment:` entries, as written (one `KEY: value` per line). */
function apiEnvironment(): Record<string, string> {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => line === '  api:');
  assert.ok(start >= 0, 'docker-compose.yml has an api service');
  const end = lines.findIndex((line, index) => index > start && /^ {2}\S/.test(line));
  const service = lines.slice(start + 1, end < 0 ? undefined : end);
  const envStart = service.findIndex((line) => line === '    environment:');
  const env: Record<string, string> = {};
  for (const line of service.slice(envStart + 1)) {
    if (/^\s*#/.test(line)) continue;
    const match = /^ {6}([A-Z_]+):\s*(.*)$/.exec(line);
    if (!match) break;
    env[match[1] as string] = (match[2] as string).replace(/^'(.*)'$/, '$1');
  }
  return env;
}

/** Compose's `${VAR}` / `${VAR:-default}` with nothing set in the shell, as `docker compose up` would. */
const unset = (value: string) =>
  value.replace(/\$\{[A-Z_]+(?::?-([^}]*))?\}/g, (_match, fallback?: string) => fallback ?? '');

describe('docker-compose.yml, for the API', () => {
  const env = apiEnvironment();

  it('writes no JWT secret of its own: the API, in production, refuses to start without one', () => {
    assert.equal(env.JWT_SECRET, '${JWT_SECRET}');
    assert.equal(env.NODE_ENV, 'production');
    const resolved = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, unset(value)]));
    assert.throws(
      () => loadConfig(resolved),
      (error: unknown) => error instanceof ConfigError && /JWT_SECRET: obrigatório em produção/.test(error.message),
    );
    const config = loadConfig({ ...resolved, JWT_SECRET: 'Vq3m9Zt1pL0xR7eK2wC8bN5yH4sJ6dF1gA0uQ' });
    assert.equal(config.database.engine, 'postgres');
    // Demo accounts (public password) only when asked.
    assert.equal(config.seedDemo, false);
    assert.equal(
      loadConfig({ ...resolved, JWT_SECRET: 'Vq3m9Zt1pL0xR7eK2wC8bN5yH4sJ6dF1gA0uQ', SEED_DEMO: 'true' }).seedDemo,
      true,
    );
  });

  it('trusts exactly the gateway in front of the API, never every X-Forwarded-For', () => {
    assert.equal(unset(env.TRUST_PROXY ?? ''), '1');
    const config = loadConfig({ PGLITE_DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '1' });
    const trust = config.trustProxy as (address: string, hop: number) => boolean;
    assert.deepEqual([trust('172.18.0.5', 0), trust('203.0.113.7', 1)], [true, false]);
  });
});

describe('the gateway', () => {
  /** The regex keys and values of `map $request_uri $colabora_logged_uri`, applied like nginx does. */
  function loggedUri(requestUri: string, uri: string): string {
    const block = /map \$request_uri \$colabora_logged_uri \{([\s\S]*?)\n\}/.exec(gateway)?.[1] ?? '';
    for (const line of block.split('\n')) {
      const entry = /^\s*"~(\*?)([^"]+)"\s+"([^"]*)";/.exec(line);
      if (entry && new RegExp(entry[2] as string, entry[1] ? 'i' : '').test(requestUri)) {
        return (entry[3] as string).replace('$uri', uri);
      }
    }
    assert.match(block, /default\s+\$request_uri;/);
    return requestUri;
  }

  it('logs hub URLs without access_token or the connection token, and other URLs as they are', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig';
    for (const requestUri of [
      `/chathub?id=c0nn3ct10n&access_token=${token}`,
      `/pedidoshub?access_token=${token}&id=c0nn3ct10n`,
      `/chathub/negotiate?negotiateVersion=1&ACCESS_TOKEN=${token}`,
    ]) {
      const logged = loggedUri(requestUri, requestUri.split('?')[0] as string);
      assert.ok(!logged.includes(token) && !logged.includes('c0nn3ct10n'), logged);
      assert.match(logged, /\?\[REDACTED\]$/);
    }
    assert.equal(loggedUri('/api/pedidos?status=novo', '/api/pedidos'), '/api/pedidos?status=novo');
    const format = /log_format colabora_redacted ([\s\S]*?);\n/.exec(gateway)?.[1] ?? '';
    assert.match(format, /\$colabora_logged_uri/);
    assert.doesNotMatch(format, /\$request(?!_method)\b|\$request_uri|\$args|\$query_string/);
    assert.match(gateway, /^\s*access_log \/var\/log\/nginx\/access\.log colabora_redacted;$/m);
  });

  it('sends HSTS when the proxy in front says https, once, and passes that on to the API', () => {
    assert.match(gateway, /add_header Strict-Transport-Security \$colabora_hsts always;/);
    assert.match(gateway, /map \$colabora_forwarded_proto \$colabora_hsts \{\s*https\s+"max-age=31536000";/);
    assert.match(proxyHeaders, /^proxy_set_header X-Forwarded-Proto \$colabora_forwarded_proto;$/m);
    assert.match(proxyHeaders, /^proxy_hide_header Strict-Transport-Security;$/m);
    assert.match(proxyHeaders, /^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/m);
  });
});
