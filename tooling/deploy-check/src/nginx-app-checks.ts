import { environmentOf, type ComposeFile } from './compose.ts';
import { contextFiles, envOf, parseDockerfile } from './dockerfile.ts';
import { all, innermost, loadConfig, serveStatic, type Directive, type NginxConfig } from './nginx.ts';
import { hostApp, remotes, type App, type Repo } from './repo.ts';

import { immutable, loadCompose } from './compose-checks.ts';
// ---------------------------------------------------------------------------------------------
// nginx: what each app container answers

/** The nginx configuration of an image: its conf.d/*.conf files, includes resolved in the image. */
export function imageNginx(repo: Repo, files: { container: string; context: string; folder: boolean }[]): NginxConfig {
  const toContext = (container: string): string | undefined => {
    for (const entry of [...files].reverse()) {
      if (!entry.folder && entry.container === container) return entry.context;
      if (entry.folder && container.startsWith(entry.container))
        return entry.context + container.slice(entry.container.length);
    }
    return undefined;
  };
  const resolveInclude = (container: string) => {
    const context = toContext(container);
    return context && repo.exists(context) ? repo.read(context) : undefined;
  };
  const confs = files
    .filter((entry) => !entry.folder && /^\/etc\/nginx\/conf\.d\/[^/]+\.conf$/.test(entry.container))
    .sort((a, b) => a.container.localeCompare(b.container))
    .map((entry) => repo.read(entry.context));
  return loadConfig(confs, resolveInclude);
}

export function gzipOn(config: NginxConfig, server: Directive[]): boolean {
  return [...all(config.http, 'gzip'), ...all(server, 'gzip')].some((directive) => directive.args[0] === 'on');
}

/** The compression a server block does on the fly: gzip_types, gzip_vary, gzip_proxied. */
export function gzipProblems(where: string, config: NginxConfig, server: Directive[]): string[] {
  const problems: string[] = [];
  const levels = [config.http, server];
  // text/html is always compressed; the rest must be listed (the API's JSON, the manifests).
  const types = new Set(innermost(levels, 'gzip_types')?.args ?? []);
  for (const type of ['application/javascript', 'application/json', 'text/css', 'image/svg+xml']) {
    if (!types.has(type) && !types.has('*')) problems.push(`${where}: gzip_types lacks ${type}`);
  }
  if (innermost(levels, 'gzip_vary')?.args[0] !== 'on')
    problems.push(`${where}: gzip_vary is not on (caches would mix compressed and plain answers)`);
  return problems;
}

function securityProblems(where: string, headers: Record<string, string>): string[] {
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no X-Content-Type-Options: nosniff`);
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`${where}: no Referrer-Policy: strict-origin-when-cross-origin`);
  return problems;
}

const html = '/usr/share/nginx/html';
/** Where a remote's image keeps the release it replaced (deploy/nginx/remote.conf). */
const previous = '/usr/share/nginx/previous';

/** Checks an app image's nginx by asking it what it answers for the URLs that matter. */
export function appNginxProblems(repo: Repo, app: App): string[] {
  const path = `${app.dir}/Dockerfile`;
  if (!repo.exists(path)) return [`${path} does not exist`];
  const stages = parseDockerfile(repo.read(path));
  const runtime = stages[stages.length - 1];
  if (!runtime) return [`${path}: no stages`];
  let config: NginxConfig;
  try {
    config = imageNginx(repo, contextFiles(runtime));
  } catch (error) {
    return [`${app.service} nginx configuration: ${(error as Error).message}`];
  }
  const server = config.servers[0];
  if (!server) return [`${app.service}: no server block in /etc/nginx/conf.d/`];
  const problems: string[] = [];
  if (!all(server, 'listen').some((listen) => /(^|:)80$/.test(listen.args[0] ?? '')))
    problems.push(`${app.service}: nginx must listen on 80`);
  if (!gzipOn(config, server)) problems.push(`${app.service}: gzip is not on`);
  problems.push(...gzipProblems(app.service, config, server));
  if (!['on', 'always'].includes(innermost([config.http, server], 'gzip_static')?.args[0] ?? ''))
    problems.push(`${app.service}: gzip_static is not on (the build's .gz files would never be sent)`);

  type Expectation = {
    uri: string;
    status: number;
    cache?: 'no-cache' | 'immutable';
    file?: string;
    method?: string;
    /** Sent with Accept-Encoding: gzip, the answer must be the file's .gz sibling. */
    gzip?: boolean;
  };
  const files = new Set<string>();
  const expectations: Expectation[] = [];
  const hashed = [
    '/main.1a2b3c4d.js',
    '/123.0f1e2d3c.js',
    '/123.0f1e2d3c.js.map',
    '/assets/logo.89abcdef.png',
    '/styles.a1b2c3d4e5.css',
  ];
  for (const file of hashed) {
    files.add(html + file);
    expectations.push({ uri: file, status: 200, cache: 'immutable' });
  }
  // The build writes .gz siblings (scripts/lib/precompress.mjs) of scripts, styles and entry files.
  const compressed = ['/main.1a2b3c4d.js', '/styles.a1b2c3d4e5.css', '/index.html'];
  if (app.kind === 'remote') compressed.push('/remoteEntry.js', '/mf-manifest.json');
  else compressed.push('/sw.js');
  for (const file of compressed) files.add(`${html}${file}.gz`);
  expectations.push(
    { uri: '/main.1a2b3c4d.js', status: 200, cache: 'immutable', gzip: true },
    { uri: '/styles.a1b2c3d4e5.css', status: 200, cache: 'immutable', gzip: true },
  );
  expectations.push({ uri: '/main.deadbeef.js', status: 404 });

  if (app.kind === 'remote') {
    for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) files.add(html + file);
    // The previous release, kept beside this one (its Dockerfile's PREVIOUS_RELEASE): its hashed
    // chunks still answer for a page loaded before the redeploy; nothing else of it ever does.
    for (const file of ['/77.0ddba11e.js', '/77.0ddba11e.js.gz', '/remoteEntry.js', '/mf-manifest.json', '/50x.html'])
      files.add(previous + file);
    expectations.push(
      { uri: '/remoteEntry.js', status: 200, cache: 'no-cache' },
      { uri: '/mf-manifest.json', status: 200, cache: 'no-cache' },
      { uri: '/remoteEntry.js', status: 200, cache: 'no-cache', gzip: true },
      { uri: '/mf-manifest.json', status: 200, cache: 'no-cache', gzip: true },
      // A remote never answers a miss with an HTML page, even when the build left an index.html.
      { uri: '/missing-chunk.js', status: 404 },
      { uri: '/pedidos/42', status: 404 },
      { uri: '/remotes/chat/remoteEntry.js', status: 404 },
      { uri: '/remoteEntry.js', status: 204, method: 'OPTIONS' },
      { uri: '/77.0ddba11e.js', status: 200, cache: 'immutable', file: `${previous}/77.0ddba11e.js` },
      { uri: '/77.0ddba11e.js', status: 200, cache: 'immutable', file: `${previous}/77.0ddba11e.js`, gzip: true },
      { uri: '/77.0ddba11e.js', status: 204, method: 'OPTIONS' },
      { uri: '/remoteEntry.js', status: 200, cache: 'no-cache', file: `${html}/remoteEntry.js` },
      { uri: '/mf-manifest.json', status: 200, cache: 'no-cache', file: `${html}/mf-manifest.json` },
      { uri: '/50x.html', status: 404 },
      { uri: '/main.0badc0de.js', status: 404 },
    );
  } else {
    const outputDir = envOf(runtime, 'NGINX_ENVSUBST_OUTPUT_DIR') ?? '/etc/nginx/conf.d';
    const template = contextFiles(runtime).find(
      (entry) => entry.container.startsWith('/etc/nginx/templates/') && entry.container.endsWith('.template'),
    );
    const rendered = template
      ? `${outputDir}${template.container.slice('/etc/nginx/templates'.length).replace(/\.template$/, '')}`
      : undefined;
    if (rendered) files.add(rendered);
    for (const file of ['/index.html', '/sw.js']) files.add(html + file);
    expectations.push(
      { uri: '/', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/index.html', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/sw.js', status: 200, cache: 'no-cache' },
      { uri: '/', status: 200, cache: 'no-cache', file: `${html}/index.html`, gzip: true },
      { uri: '/pedidos/42', status: 200, cache: 'no-cache', file: `${html}/index.html`, gzip: true },
      { uri: '/sw.js', status: 200, cache: 'no-cache', gzip: true },
      { uri: '/remotes.json', status: 200, cache: 'no-cache', ...(rendered ? { file: rendered } : {}) },
      // App routes get the shell; the router takes over.
      { uri: '/pedidos/42', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/chat', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/remotes/chat/remoteEntry.js', status: 404 },
    );
  }

  for (const expectation of expectations) {
    const where = `${app.service}: ${expectation.method ?? 'GET'} ${expectation.uri}${expectation.gzip ? ' (Accept-Encoding: gzip)' : ''}`;
    const served = serveStatic(config, server, expectation.uri, files, expectation.method ?? 'GET', {
      ...(expectation.gzip ? { acceptEncoding: 'gzip, deflate, br' } : {}),
    });
    if (served.status !== expectation.status) {
      problems.push(
        `${where} answers ${served.status}${served.file ? ` (${served.file})` : ''}, expected ${expectation.status}`,
      );
      continue;
    }
    if (expectation.file && served.file !== expectation.file)
      problems.push(`${where} sends ${served.file}, expected ${expectation.file}`);
    if (expectation.gzip) {
      if (served.headers['content-encoding'] !== 'gzip' || served.sent !== `${served.file}.gz`)
        problems.push(`${where} sends ${served.sent ?? 'nothing'} uncompressed, expected ${served.file}.gz`);
      if (!/(?:^|,\s*)accept-encoding(?:\s*,|$)/i.test(served.headers.vary ?? ''))
        problems.push(`${where}: no Vary: Accept-Encoding`);
    }
    const cache = served.headers['cache-control'] ?? '';
    if (expectation.cache === 'no-cache' && cache !== 'no-cache')
      problems.push(`${where}: Cache-Control is "${cache}", expected no-cache`);
    if (expectation.cache === 'immutable' && !immutable.test(cache))
      problems.push(`${where}: Cache-Control is "${cache}", expected public, max-age=31536000, immutable`);
    if (expectation.status === 404 && cache !== 'no-store')
      problems.push(`${where}: a 404 has Cache-Control "${cache}", expected no-store (a miss must not be cached)`);
    problems.push(...securityProblems(where, served.headers));
    if (app.kind === 'remote' && !served.headers['access-control-allow-origin'])
      problems.push(`${where}: no Access-Control-Allow-Origin`);
  }
  return problems;
}

/** The remotes.json the host container renders, with the image's and compose's defaults. */
export function renderedRemotesJson(
  repo: Repo,
  compose: ComposeFile = loadCompose(repo),
): { text: string; problems: string[] } {
  const path = `${hostApp.dir}/Dockerfile`;
  const stages = parseDockerfile(repo.read(path));
  const runtime = stages[stages.length - 1]!;
  const template = contextFiles(runtime).find((entry) => entry.container.endsWith('remotes.json.template'));
  if (!template) return { text: '', problems: [`${path}: no remotes.json template`] };
  const env: Record<string, string> = {};
  for (const remote of remotes) {
    const value = envOf(runtime, remote.env!);
    if (value !== undefined) env[remote.env!] = value;
  }
  Object.assign(env, environmentOf(compose.services?.[hostApp.service]));
  // The nginx image substitutes only variables that are set; others stay as written.
  const text = repo
    .read(template.context)
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => env[name] ?? whole);
  const problems: string[] = [];
  let map: Record<string, unknown>;
  try {
    map = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    return { text, problems: [`remotes.json is not JSON once rendered: ${(error as Error).message}`] };
  }
  const expected = remotes.map((remote) => remote.federation!).sort();
  if (JSON.stringify(Object.keys(map).sort()) !== JSON.stringify(expected))
    problems.push(`remotes.json keys are ${Object.keys(map).join(', ')}, expected ${expected.join(', ')}`);
  for (const remote of remotes) {
    const value = map[remote.federation!];
    if (value !== `${remote.mount}mf-manifest.json`)
      problems.push(
        `remotes.json ${remote.federation} is ${String(value)}, expected ${remote.mount}mf-manifest.json by default`,
      );
  }
  return { text, problems };
}
