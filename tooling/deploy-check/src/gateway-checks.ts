import { bindMounts, environmentOf, type ComposeFile } from './compose.ts';
import { all, first, innermost, proxyRoute, type NginxConfig } from './nginx.ts';
import { api, hostApp, remotes, type Repo } from './repo.ts';

import { loadCompose } from './compose-checks.ts';
import { gzipOn, gzipProblems, imageNginx } from './nginx-app-checks.ts';
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
    // The containers send their .gz files (gzip_static) only to an HTTP/1.1 request that accepts gzip.
    const acceptEncoding = proxied.proxyHeaders['accept-encoding'];
    if (acceptEncoding !== undefined && acceptEncoding !== '$http_accept_encoding')
      problems.push(`gateway: ${route.uri} replaces the client's Accept-Encoding ("${acceptEncoding}")`);
    const httpVersion = first(proxied.location?.block, 'proxy_http_version') ?? first(server, 'proxy_http_version');
    if (httpVersion?.args[0] !== '1.1')
      problems.push(
        `gateway: ${route.uri} is proxied with HTTP/1.0 (no keep-alive, and gzip_static upstream answers uncompressed)`,
      );
  }
  for (const uri of ['/remotes/unknown/remoteEntry.js', '/remotes/']) {
    const proxied = proxyRoute(config, server, uri);
    if (proxied.status !== 404) problems.push(`gateway: ${uri} must be a 404, not ${proxied.target ?? proxied.status}`);
  }
  if (!gzipOn(config, server)) problems.push('gateway: gzip is not on');
  problems.push(...gzipProblems('gateway', config, server));
  // Answers of the API and the containers that are not compressed yet (gzip_proxied: they are all proxied).
  const proxiedKinds = innermost([config.http, server], 'gzip_proxied')?.args ?? ['off'];
  if (!proxiedKinds.includes('any'))
    problems.push(
      'gateway: gzip_proxied must be any (requests through a CDN or load balancer carry Via and would get plain answers)',
    );
  const text = repo.read(
    files.find((file) => file.container === '/etc/nginx/conf.d/default.conf')?.context ?? 'deploy/nginx/gateway.conf',
  );
  // Hub affinity (ADR 0031): a hub's negotiate (token in Authorization) and its WebSocket (token in
  // ?access_token=) must reach the same replica, so the API upstream hashes on the session's token.
  const apiUpstream = /upstream colabora_api \{([^}]*)\}/.exec(text)?.[1] ?? '';
  const key = /hash\s+\$(\S+)\s+consistent;/.exec(apiUpstream)?.[1];
  const keyMap = key ? new RegExp(`map [^{]*\\$${key} \\{`).exec(text) : null;
  if (!key || !keyMap || !keyMap[0].includes('$arg_access_token') || !text.includes('$http_authorization')) {
    problems.push(
      'gateway: upstream colabora_api must hash (consistent) on the session token, from ?access_token= and Authorization',
    );
  }
  return problems;
}
