import { parse as parseYaml } from 'yaml';
import {
  bindMounts,
  buildOf,
  dependsOn,
  environmentOf,
  parseCompose,
  publishedPorts,
  schemaErrors,
  type ComposeFile,
} from './compose.ts';
import { contextFiles, copies, envOf, parseDockerfile, runs, type Stage } from './dockerfile.ts';
import { dockerignore } from './dockerignore.ts';
import { all, first, loadConfig, proxyRoute, serveStatic, type Directive, type NginxConfig } from './nginx.ts';
import {
  api,
  apps,
  hostApp,
  packageName,
  remotes,
  workspaceClosure,
  workspacePackages,
  type App,
  type Repo,
} from './repo.ts';

export const composePath = 'docker-compose.yml';

export function loadCompose(repo: Repo): ComposeFile {
  // No variables from the caller's environment: the defaults are what is checked.
  return parseCompose(repo.read(composePath), {});
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

const node20 = /^node:20(?:\.\d+){0,2}-(?:bookworm-slim|slim|bookworm)$/;
const immutable = /\bpublic\b.*\bmax-age=31536000\b.*\bimmutable\b/;

function hostnameOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
}

export function composeProblems(repo: Repo, compose: ComposeFile = loadCompose(repo)): string[] {
  const problems = schemaErrors(compose).map((error) => `docker-compose.yml breaks the Compose schema: ${error}`);
  const services = compose.services ?? {};
  const required = ['postgres', 'redis', api.service, ...apps.map((app) => app.service), 'gateway'];
  for (const name of required) if (!services[name]) problems.push(`service ${name} is missing`);

  const postgres = services.postgres;
  if (postgres && !/^postgres:16(?:[.-]|$)/.test(postgres.image ?? ''))
    problems.push(`postgres must use a postgres:16 image, not ${postgres.image}`);
  if (postgres && !postgres.healthcheck?.test) problems.push('postgres has no healthcheck');
  const redis = services.redis;
  if (redis && !/^redis:7(?:[.-]|$)/.test(redis.image ?? ''))
    problems.push(`redis must use a redis:7 image, not ${redis.image}`);

  // Every built service: context is the repository root, its own Dockerfile exists.
  const seenDockerfiles = new Map<string, string>();
  for (const [name, service] of Object.entries(services)) {
    const build = buildOf(service);
    if (!build) continue;
    const context = build.context.replace(/\/+$/, '');
    if (context !== '.' && context !== './' && context !== '') {
      problems.push(`${name}: build context must be the repository root ('.'), not ${build.context}`);
    }
    const dockerfile = build.dockerfile.replace(/^\.\//, '');
    if (!repo.exists(dockerfile)) problems.push(`${name}: Dockerfile ${dockerfile} does not exist`);
    const other = seenDockerfiles.get(dockerfile);
    if (other) problems.push(`${name} and ${other} share ${dockerfile}: each app has its own Dockerfile`);
    seenDockerfiles.set(dockerfile, name);
  }
  for (const app of [...apps, api]) {
    const build = buildOf(services[app.service]);
    if (services[app.service] && !build) problems.push(`${app.service} has no build section`);
    if (build && build.dockerfile.replace(/^\.\//, '') !== `${app.dir}/Dockerfile`) {
      problems.push(`${app.service} must build from ${app.dir}/Dockerfile, not ${build.dockerfile}`);
    }
  }

  // The API: real PostgreSQL and Redis of this file, demo data, started once they are healthy.
  const apiService = services[api.service];
  if (apiService) {
    const env = environmentOf(apiService);
    if (hostnameOf(env.DATABASE_URL) !== 'postgres')
      problems.push(`api DATABASE_URL must point at the postgres service (${env.DATABASE_URL})`);
    if (hostnameOf(env.REDIS_URL) !== 'redis')
      problems.push(`api REDIS_URL must point at the redis service (${env.REDIS_URL})`);
    if (env.SEED_DEMO !== 'true') problems.push('api must set SEED_DEMO=true');
    if (!env.JWT_SECRET) problems.push('api must set JWT_SECRET');
    const depends = dependsOn(apiService);
    for (const name of ['postgres', 'redis']) {
      if (depends[name] !== 'service_healthy')
        problems.push(`api must depend on ${name} with condition service_healthy`);
    }
  }

  // The host renders /remotes.json from these.
  const hostEnv = environmentOf(services[hostApp.service]);
  for (const remote of remotes) {
    if (!hostEnv[remote.env!]) problems.push(`host must set ${remote.env} (rendered into /remotes.json)`);
  }

  // The gateway: port 8080, its configuration mounted from the repository.
  const gateway = services.gateway;
  if (gateway) {
    const ports = publishedPorts(gateway);
    if (!ports.some((port) => port.published === '8080' && port.target === '8080')) {
      problems.push(`gateway must publish port 8080 (has ${JSON.stringify(ports)})`);
    }
    const mounts = bindMounts(gateway);
    if (!mounts.some((mount) => mount.target.startsWith('/etc/nginx/conf.d/')))
      problems.push('gateway mounts no configuration into /etc/nginx/conf.d/');
  }
  for (const [name, service] of Object.entries(services)) {
    for (const mount of bindMounts(service)) {
      if (!repo.exists(mount.source)) problems.push(`${name}: bind-mount source ${mount.source} does not exist`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Dockerfiles

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Is `path` (relative to the context) in the stage's files before instruction number `before`? */
function copiedBefore(stage: Stage, path: string, before: number): boolean {
  const partial: Stage = { ...stage, instructions: stage.instructions.slice(0, before) };
  return contextFiles(partial).some((entry) => {
    const context = entry.context.replace(/^\.\//, '');
    if (context === './' || context === '.') return true;
    return entry.folder ? path.startsWith(context) || `${path}/` === context : path === context;
  });
}

export function dockerfileProblems(
  repo: Repo,
  service: string,
  dir: string,
  kind: 'host' | 'remote' | 'api',
): string[] {
  const path = `${dir}/Dockerfile`;
  if (!repo.exists(path)) return [`${path} does not exist`];
  const text = repo.read(path);
  const problems: string[] = [];
  const stages = parseDockerfile(text);
  const name = packageName(repo, dir);
  if (!name) problems.push(`${dir}/package.json has no name`);
  const ignored = dockerignore(repo.exists('.dockerignore') ? repo.read('.dockerignore') : '');
  const stageNames = stages.map((stage) => stage.name);

  if (stages.length < 2) problems.push(`${path}: must be multi-stage (build, then runtime)`);
  const build = stages[0];
  const runtime = stages[stages.length - 1];
  if (!build || !runtime) return [...problems, `${path}: no FROM`];

  // Every instruction, comments excluded.
  const instructionsText = stages
    .flatMap((stage) => stage.instructions.map((instruction) => `${instruction.keyword} ${instruction.raw}`))
    .join('\n');
  if (/\bcorepack\b/.test(instructionsText)) problems.push(`${path}: uses corepack (install pnpm with npm: DESIGN §7)`);

  if (!node20.test(build.image))
    problems.push(`${path}: the build stage must start FROM node:20-slim (or bookworm), not ${build.image}`);
  if (!runs(build).some((run) => /\bnpm\s+(?:i|install)\s+(?:-g|--global)\s+pnpm@12\.21\.0\b/.test(run.raw))) {
    problems.push(`${path}: the build stage must install pnpm with npm i -g pnpm@12.21.0`);
  }

  // COPY: sources in the context (not dropped by .dockerignore); --from names an earlier stage.
  stages.forEach((stage, index) => {
    for (const copy of copies(stage)) {
      if (copy.from !== undefined) {
        const earlier = stageNames.slice(0, index);
        if (!earlier.includes(copy.from) && !/^\d+$/.test(copy.from)) {
          problems.push(`${path}:${copy.line}: COPY --from=${copy.from} names no earlier stage`);
        }
        continue;
      }
      for (const source of copy.sources) {
        const clean = source.replace(/^\.\//, '');
        if (/^https?:/.test(clean)) continue;
        const probe = clean.includes('*')
          ? clean.slice(0, clean.lastIndexOf('/', clean.indexOf('*')) + 1) || '.'
          : clean;
        if (!repo.exists(probe === '' ? '.' : probe))
          problems.push(`${path}:${copy.line}: COPY source ${source} does not exist`);
        else if (ignored(clean))
          problems.push(`${path}:${copy.line}: COPY source ${source} is excluded by .dockerignore`);
      }
    }
  });

  // One frozen, filtered install, after the manifests of everything it installs.
  const workspaceYaml = parseYaml(repo.read('pnpm-workspace.yaml')) as { packages?: string[] };
  const packages = workspacePackages(repo, workspaceYaml);
  const closure = workspaceClosure(repo, dir, packages);
  const installIndex = build.instructions.findIndex(
    (instruction) => instruction.keyword === 'RUN' && /\bpnpm\s+(?:i|install)\b/.test(instruction.raw),
  );
  if (installIndex < 0) {
    problems.push(`${path}: the build stage runs no pnpm install`);
  } else {
    const install = build.instructions[installIndex]!.raw;
    if (!/--frozen-lockfile\b/.test(install)) problems.push(`${path}: pnpm install must use --frozen-lockfile`);
    if (name && !new RegExp(`--filter[= ]+["']?${escapeRegex(name)}\\.\\.\\.`).test(install)) {
      problems.push(`${path}: pnpm install must use --filter ${name}...`);
    }
    for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
      if (!copiedBefore(build, file, installIndex)) problems.push(`${path}: ${file} is not copied before pnpm install`);
    }
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/package.json`, installIndex)) {
        problems.push(`${path}: ${folder}/package.json (a workspace dependency) is not copied before pnpm install`);
      }
    }
  }

  if (kind === 'api') {
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/src`, build.instructions.length))
        problems.push(`${path}: ${folder}/ sources are not copied`);
    }
    if (!node20.test(runtime.image))
      problems.push(`${path}: the runtime stage must be node:20-slim, not ${runtime.image}`);
    const user = runtime.instructions.filter((instruction) => instruction.keyword === 'USER').pop()?.args[0];
    if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`${path}: the API must run as a non-root USER`);
    const healthcheck = runtime.instructions.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    if (!healthcheck || !healthcheck.raw.includes('/healthz'))
      problems.push(`${path}: HEALTHCHECK on /healthz is missing`);
    const cmd = runtime.instructions.filter((instruction) => instruction.keyword === 'CMD').pop();
    if (!cmd || !/pnpm --filter @colabora\/api start/.test(cmd.args.join(' ')))
      problems.push(`${path}: CMD must run pnpm --filter @colabora/api start`);
    if (!copies(runtime).some((copy) => copy.from && stageNames.includes(copy.from)))
      problems.push(`${path}: the runtime stage copies nothing from the build stage`);
    return problems;
  }

  // Apps: build with the workspace, serve dist/ with nginx.
  const buildIndex = build.instructions.findIndex(
    (instruction) =>
      instruction.keyword === 'RUN' &&
      name !== undefined &&
      new RegExp(`pnpm\\s+--filter[= ]+["']?${escapeRegex(name)}["']?\\s+(?:run\\s+)?build\\b`).test(instruction.raw),
  );
  if (buildIndex < 0) problems.push(`${path}: the build stage must run pnpm --filter ${name} build`);
  else {
    for (const folder of [dir, ...closure]) {
      if (!copiedBefore(build, `${folder}/src`, buildIndex) && !copiedBefore(build, `${folder}/index.ts`, buildIndex)) {
        problems.push(`${path}: ${folder}/ is not copied before the build`);
      }
    }
  }
  if (runtime.image !== 'nginx:1.27-alpine')
    problems.push(`${path}: the runtime stage must be nginx:1.27-alpine, not ${runtime.image}`);
  const dist = copies(runtime).find(
    (copy) => copy.from && copy.sources.some((source) => new RegExp(`(^|/)${escapeRegex(dir)}/dist/?$`).test(source)),
  );
  if (!dist) problems.push(`${path}: the runtime stage must copy ${dir}/dist from the build stage`);
  else if (dist.destination.replace(/\/$/, '') !== '/usr/share/nginx/html')
    problems.push(`${path}: dist must land in /usr/share/nginx/html`);
  const conf = `deploy/nginx/${kind === 'host' ? 'host' : 'remote'}.conf`;
  if (
    !contextFiles(runtime).some(
      (entry) => entry.context === conf && entry.container === '/etc/nginx/conf.d/default.conf',
    )
  ) {
    problems.push(`${path}: must install ${conf} as /etc/nginx/conf.d/default.conf`);
  }
  if (kind === 'host') {
    if (!contextFiles(runtime).some((entry) => entry.container === '/etc/nginx/templates/remotes.json.template')) {
      problems.push(`${path}: must install the remotes.json template into /etc/nginx/templates/`);
    }
    if (!envOf(runtime, 'NGINX_ENVSUBST_OUTPUT_DIR'))
      problems.push(`${path}: must set NGINX_ENVSUBST_OUTPUT_DIR (where remotes.json is rendered)`);
    for (const remote of remotes) {
      if (!envOf(runtime, remote.env!)) problems.push(`${path}: must give ${remote.env} a default`);
    }
  }
  if (!runtime.instructions.some((instruction) => instruction.keyword === 'HEALTHCHECK'))
    problems.push(`${path}: no HEALTHCHECK`);
  void service;
  return problems;
}

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

function gzipOn(config: NginxConfig, server: Directive[]): boolean {
  return [...all(config.http, 'gzip'), ...all(server, 'gzip')].some((directive) => directive.args[0] === 'on');
}

function securityProblems(where: string, headers: Record<string, string>): string[] {
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no X-Content-Type-Options: nosniff`);
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push(`${where}: no Referrer-Policy: strict-origin-when-cross-origin`);
  return problems;
}

const html = '/usr/share/nginx/html';

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

  type Expectation = { uri: string; status: number; cache?: 'no-cache' | 'immutable'; file?: string; method?: string };
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
  expectations.push({ uri: '/main.deadbeef.js', status: 404 });

  if (app.kind === 'remote') {
    for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) files.add(html + file);
    expectations.push(
      { uri: '/remoteEntry.js', status: 200, cache: 'no-cache' },
      { uri: '/mf-manifest.json', status: 200, cache: 'no-cache' },
      // A remote never answers a miss with an HTML page, even when the build left an index.html.
      { uri: '/missing-chunk.js', status: 404 },
      { uri: '/pedidos/42', status: 404 },
      { uri: '/remotes/chat/remoteEntry.js', status: 404 },
      { uri: '/remoteEntry.js', status: 204, method: 'OPTIONS' },
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
      { uri: '/remotes.json', status: 200, cache: 'no-cache', ...(rendered ? { file: rendered } : {}) },
      // App routes get the shell; the router takes over.
      { uri: '/pedidos/42', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/chat', status: 200, cache: 'no-cache', file: `${html}/index.html` },
      { uri: '/remotes/chat/remoteEntry.js', status: 404 },
    );
  }

  for (const expectation of expectations) {
    const where = `${app.service}: ${expectation.method ?? 'GET'} ${expectation.uri}`;
    const served = serveStatic(config, server, expectation.uri, files, expectation.method ?? 'GET');
    if (served.status !== expectation.status) {
      problems.push(
        `${where} answers ${served.status}${served.file ? ` (${served.file})` : ''}, expected ${expectation.status}`,
      );
      continue;
    }
    if (expectation.file && served.file !== expectation.file)
      problems.push(`${where} sends ${served.file}, expected ${expectation.file}`);
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

// ---------------------------------------------------------------------------------------------
// The gateway: every path of the one-URL layout reaches the right container

export type Route = { uri: string; service: string; upstreamUri?: string; websocket?: boolean };

export function layoutRoutes(): Route[] {
  return [
    { uri: '/', service: hostApp.service },
    { uri: '/pedidos/42', service: hostApp.service },
    { uri: '/main.1a2b3c4d.js', service: hostApp.service },
    { uri: '/sw.js', service: hostApp.service },
    { uri: '/remotes.json', service: hostApp.service, upstreamUri: '/remotes.json' },
    ...remotes.flatMap((remote) => [
      { uri: `${remote.mount}remoteEntry.js`, service: remote.service, upstreamUri: '/remoteEntry.js' },
      { uri: `${remote.mount}mf-manifest.json`, service: remote.service, upstreamUri: '/mf-manifest.json' },
      {
        uri: `${remote.mount}assets/logo.89abcdef.png`,
        service: remote.service,
        upstreamUri: '/assets/logo.89abcdef.png',
      },
    ]),
    { uri: '/api', service: api.service, upstreamUri: '/api' },
    { uri: '/api/auth/login', service: api.service, upstreamUri: '/api/auth/login' },
    { uri: '/API/Auth/me', service: api.service, upstreamUri: '/API/Auth/me' },
    { uri: '/healthz', service: api.service, upstreamUri: '/healthz' },
    { uri: '/readyz', service: api.service, upstreamUri: '/readyz' },
    { uri: '/pedidoshub', service: api.service, upstreamUri: '/pedidoshub', websocket: true },
    { uri: '/pedidoshub/negotiate', service: api.service, upstreamUri: '/pedidoshub/negotiate', websocket: true },
    { uri: '/chathub', service: api.service, upstreamUri: '/chathub', websocket: true },
    { uri: '/chathub/negotiate', service: api.service, upstreamUri: '/chathub/negotiate', websocket: true },
  ];
}

function containerPort(compose: ComposeFile, service: string): string {
  if (service === api.service) return environmentOf(compose.services?.[service]).PORT ?? '5000';
  return '80';
}

export function gatewayProblems(repo: Repo, compose: ComposeFile = loadCompose(repo)): string[] {
  const gateway = compose.services?.gateway;
  if (!gateway) return ['no gateway service'];
  const files = bindMounts(gateway).map((mount) => ({
    container: repo.isFolder(mount.source) ? `${mount.target.replace(/\/$/, '')}/` : mount.target,
    context: repo.isFolder(mount.source)
      ? `${mount.source.replace(/^\.\//, '').replace(/\/$/, '')}/`
      : mount.source.replace(/^\.\//, ''),
    folder: repo.isFolder(mount.source),
  }));
  let config: NginxConfig;
  try {
    config = imageNginx(repo, files);
  } catch (error) {
    return [`gateway nginx configuration: ${(error as Error).message}`];
  }
  const server = config.servers.find((candidate) =>
    all(candidate, 'listen').some((listen) => /(^|:)8080$/.test(listen.args[0] ?? '')),
  );
  if (!server) return ['gateway: no server listens on 8080'];
  const problems: string[] = [];
  const services = new Set(Object.keys(compose.services ?? {}));

  for (const route of layoutRoutes()) {
    const proxied = proxyRoute(config, server, route.uri);
    const expected = `${route.service}:${containerPort(compose, route.service)}`;
    if (proxied.target !== expected) {
      problems.push(
        `gateway: ${route.uri} goes to ${proxied.target ?? (proxied.status ? `a ${proxied.status}` : 'nowhere')}, expected ${expected}`,
      );
      continue;
    }
    const [host] = (proxied.target ?? '').split(':');
    if (!services.has(host!)) problems.push(`gateway: ${route.uri} targets ${host}, which is no compose service`);
    if (route.upstreamUri && proxied.upstreamUri !== route.upstreamUri) {
      problems.push(
        `gateway: ${route.uri} reaches ${route.service} as ${proxied.upstreamUri}, expected ${route.upstreamUri}`,
      );
    }
    if (route.websocket) {
      if (proxied.proxyHeaders.upgrade !== '$http_upgrade')
        problems.push(`gateway: ${route.uri} does not pass the Upgrade header`);
      const connection = proxied.proxyHeaders.connection ?? '';
      const upgrades =
        connection === 'upgrade' ||
        all(config.http, 'map').some(
          (map) =>
            `${map.args[1]}` === connection &&
            map.args[0] === '$http_upgrade' &&
            first(map.block, 'default')?.args[0] === 'upgrade',
        );
      if (!upgrades) problems.push(`gateway: ${route.uri} does not pass Connection: upgrade`);
      if ((proxied.readTimeoutSeconds ?? 60) < 300)
        problems.push(
          `gateway: ${route.uri} has a read timeout of ${proxied.readTimeoutSeconds ?? 60}s (hubs need long ones)`,
        );
    }
    if (proxied.proxyHeaders.host === undefined) problems.push(`gateway: ${route.uri} does not pass the Host header`);
  }
  for (const uri of ['/remotes/unknown/remoteEntry.js', '/remotes/']) {
    const proxied = proxyRoute(config, server, uri);
    if (proxied.status !== 404) problems.push(`gateway: ${uri} must be a 404, not ${proxied.target ?? proxied.status}`);
  }
  if (!gzipOn(config, server)) problems.push('gateway: gzip is not on');
  const text = repo.read(
    files.find((file) => file.container === '/etc/nginx/conf.d/default.conf')?.context ?? 'deploy/nginx/gateway.conf',
  );
  if (!/hash\s+\$\S*\s+consistent/.test(text) || !text.includes('$arg_id')) {
    problems.push('gateway.conf must document the hub affinity (hash on $arg_id) for several API replicas');
  }
  return problems;
}
