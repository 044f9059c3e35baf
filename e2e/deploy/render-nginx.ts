import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * Lays out each nginx container of docker-compose.yml as a folder on this machine, from the same
 * files the images use: the `COPY deploy/nginx/...` lines of each app's Dockerfile (and the
 * gateway's volumes in docker-compose.yml) say where each file lands in the container; here the
 * container's root is a folder, so `/etc/nginx/conf.d/default.conf` becomes
 * `<root>/etc/nginx/conf.d/default.conf`. Then only what Docker itself provides is translated:
 * absolute container paths gain the folder as prefix, `listen 80` becomes a loopback port, and an
 * upstream's service name (`server api:5000`) becomes the ports of the processes playing that
 * service (compose's DNS, which gives every replica of a scaled service). Templates are rendered
 * as the nginx image's entrypoint renders them (envsubst of the variables that are set).
 * Every translation must find what it expects: a config that changed shape fails here, loudly.
 */

export const REPO = join(__dirname, '..', '..');

export type NginxSite = {
  /** Compose service name: host, remote-chat, ..., gateway. */
  service: string;
  /** The folder playing the container's root. */
  root: string;
  /** nginx's -p prefix, with its nginx.conf, temp folders, pid and logs. */
  prefix: string;
  port: number;
};

/** Container path → repository file, from a Dockerfile's `COPY deploy/nginx/<file> <path>` lines. */
export function dockerfileCopies(dockerfile: string): Array<{ from: string; to: string }> {
  const text = readFileSync(join(REPO, dockerfile), 'utf8');
  return [...text.matchAll(/^COPY (deploy\/nginx\/\S+) (\/\S+)$/gm)].map((match) => ({
    from: match[1]!,
    to: match[2]!,
  }));
}

/** Where the image keeps the release it replaced (remotes: `COPY --from=previous /usr/share/nginx/html/ <path>`). */
export function previousReleasePath(dockerfile: string): string | null {
  const text = readFileSync(join(REPO, dockerfile), 'utf8');
  return /^COPY --from=previous \/usr\/share\/nginx\/html\/ (\/\S+?)\/?$/m.exec(text)?.[1] ?? null;
}

/** ENV lines of the Dockerfile's last stage (the nginx image), as the container starts with them. */
export function dockerfileEnv(dockerfile: string): Record<string, string> {
  const text = readFileSync(join(REPO, dockerfile), 'utf8');
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const block of lastStage.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const pair of block[1]!.replace(/\\\n/g, ' ').matchAll(/(\w+)=(\S+)/g)) env[pair[1]!] = pair[2]!;
  }
  return env;
}

export function composeFile(): {
  services: Record<
    string,
    { environment?: Record<string, string>; volumes?: string[]; build?: { dockerfile: string } }
  >;
} {
  return parseYaml(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8'));
}

/** Copies a repository file or folder to `to` inside the container root. */
function place(root: string, from: string, to: string) {
  const source = join(REPO, from);
  const target = join(root, to);
  if (from.endsWith('/')) {
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(source)) place(root, `${from}${name}`, join(to, name));
    return;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, readFileSync(source));
}

/** `${VAR}` of the variables that are set, as the image's 20-envsubst-on-templates.sh does. */
export function envsubst(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);
}

function replaceExactly(text: string, from: string | RegExp, to: string, times: number, what: string): string {
  const pattern =
    typeof from === 'string'
      ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
      : new RegExp(from.source, `${from.flags.replace('g', '')}g`);
  const found = text.match(pattern)?.length ?? 0;
  if (found !== times) throw new Error(`${what}: expected ${times} × ${String(from)}, found ${found}`);
  return text.replace(pattern, to);
}

/** The container's absolute paths, under the folder that plays its root. */
function rootPaths(text: string, root: string): string {
  return text.replace(/(?<=[\s'"])\/(etc\/nginx|usr\/share\/nginx|var\/log\/nginx)\//g, `${root}/$1/`);
}

/** The stock image's /etc/nginx/nginx.conf, with everything writable inside the prefix. */
function mainConf(site: NginxSite, user: string | null): string {
  return `${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${site.prefix}/nginx.pid;
error_log ${site.prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${site.prefix}/temp/client;
    proxy_temp_path ${site.prefix}/temp/proxy;
    fastcgi_temp_path ${site.prefix}/temp/fastcgi;
    uwsgi_temp_path ${site.prefix}/temp/uwsgi;
    scgi_temp_path ${site.prefix}/temp/scgi;
    access_log ${site.prefix}/access.log;
    include ${site.root}/etc/nginx/conf.d/*.conf;
}
`;
}

function prepare(site: NginxSite) {
  for (const folder of ['temp', 'etc/nginx/conf.d']) mkdirSync(join(site.prefix, folder), { recursive: true });
  mkdirSync(join(site.root, 'etc/nginx/conf.d'), { recursive: true });
  mkdirSync(join(site.root, 'var/log/nginx'), { recursive: true });
}

/** nginx running as root drops its workers to this user, who must read the files: keep root's own. */
const workerUser = () => (process.getuid?.() === 0 ? 'root' : null);

/**
 * An app container (host or a remote): its Dockerfile's nginx files, its dist at
 * /usr/share/nginx/html (a symlink, so a redeploy can swap it), its templates rendered.
 */
export function renderAppSite(
  site: NginxSite,
  dockerfile: string,
  dist: string,
  environment: Record<string, string> = {},
): string {
  prepare(site);
  const copies = dockerfileCopies(dockerfile);
  if (!copies.some((copy) => copy.to === '/etc/nginx/conf.d/default.conf')) {
    throw new Error(`${dockerfile}: no COPY deploy/nginx/... /etc/nginx/conf.d/default.conf`);
  }
  for (const copy of copies) place(site.root, copy.from, copy.to);
  mkdirSync(join(site.root, 'usr/share/nginx'), { recursive: true });
  symlinkSync(dist, join(site.root, 'usr/share/nginx/html'));
  // The release a remote's image keeps beside its own (`COPY --from=previous .../html/ <here>`):
  // a first deploy keeps none (an empty folder; the stock image's pages carry no hash).
  const kept = previousReleasePath(dockerfile);
  if (kept) {
    mkdirSync(join(site.prefix, 'no-previous-release'), { recursive: true });
    symlinkSync(join(site.prefix, 'no-previous-release'), join(site.root, kept));
  }

  // The image's entrypoint: /etc/nginx/templates/*.template → $NGINX_ENVSUBST_OUTPUT_DIR.
  const env = { ...dockerfileEnv(dockerfile), ...environment };
  const templates = join(site.root, 'etc/nginx/templates');
  const output = join(site.root, env['NGINX_ENVSUBST_OUTPUT_DIR'] ?? '/etc/nginx/conf.d');
  mkdirSync(output, { recursive: true });
  for (const copy of copies.filter((entry) => entry.to.startsWith('/etc/nginx/templates/'))) {
    const name = copy.to.slice('/etc/nginx/templates/'.length).replace(/\.template$/, '');
    writeFileSync(join(output, name), envsubst(readFileSync(join(templates, `${name}.template`), 'utf8'), env));
  }

  const confPath = join(site.root, 'etc/nginx/conf.d/default.conf');
  let conf = readFileSync(confPath, 'utf8');
  conf = replaceExactly(conf, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${site.port};`, 1, `${site.service} listen`);
  writeFileSync(confPath, rootPaths(conf, site.root));
  for (const name of readdirSync(join(site.root, 'etc/nginx/conf.d'))) {
    const path = join(site.root, 'etc/nginx/conf.d', name);
    writeFileSync(path, rootPaths(readFileSync(path, 'utf8'), site.root));
  }
  const main = join(site.prefix, 'nginx.conf');
  writeFileSync(main, mainConf(site, workerUser()));
  return main;
}

/**
 * The gateway: docker-compose.yml mounts gateway.conf and the snippets into a stock nginx. Each
 * `server <service>:<port>;` becomes the loopback ports of the processes playing that service.
 */
export function renderGateway(site: NginxSite, upstreams: Record<string, number[]>): string {
  prepare(site);
  const gateway = composeFile().services['gateway'];
  for (const volume of gateway?.volumes ?? []) {
    const [from, to] = volume.replace(/:ro$/, '').split(':') as [string, string];
    const source = from.replace(/^\.\//, '');
    place(site.root, source.endsWith('.conf') ? source : `${source}/`, to);
  }
  const confPath = join(site.root, 'etc/nginx/conf.d/default.conf');
  let conf = readFileSync(confPath, 'utf8');
  conf = replaceExactly(conf, /^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${site.port};`, 1, 'gateway listen');
  for (const [service, ports] of Object.entries(upstreams)) {
    conf = replaceExactly(
      conf,
      new RegExp(`^(\\s*)server ${service}:\\d+;$`, 'm'),
      ports.map((port) => `$1server 127.0.0.1:${port};`).join('\n'),
      1,
      `gateway upstream ${service}`,
    );
  }
  const unmapped = conf.match(/^\s*server [a-z][\w-]*:\d+;$/m);
  if (unmapped) throw new Error(`gateway: no process plays ${unmapped[0].trim()}`);
  writeFileSync(confPath, rootPaths(conf, site.root));
  const main = join(site.prefix, 'nginx.conf');
  writeFileSync(main, mainConf(site, workerUser()));
  return main;
}
