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
import { api, apps, hostApp, remotes, type Repo } from './repo.ts';

export const composePath = 'docker-compose.yml';

export function loadCompose(repo: Repo): ComposeFile {
  // No variables from the caller's environment: the defaults are what is checked.
  return parseCompose(repo.read(composePath), {});
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

/** The build image every app uses. */
export const node20 = /^node:20(?:\.\d+){0,2}-(?:bookworm-slim|slim|bookworm)$/;
/** The cache header of content-hashed files. */
export const immutable = /\bpublic\b.*\bmax-age=31536000\b.*\bimmutable\b/;

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
    // Safe by default (issue #11). Values are read as compose reads them with no variable set.
    if (env.SEED_DEMO === 'true') problems.push('api must not seed the demo accounts unless asked (SEED_DEMO)');
    if (env.JWT_SECRET)
      problems.push('api must take JWT_SECRET from the environment, with no secret written in the file');
    if (env.NODE_ENV !== 'production') problems.push('api must run with NODE_ENV=production');
    if (env.TRUST_PROXY !== '1') problems.push('api must trust exactly one proxy hop (TRUST_PROXY=1)');
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
