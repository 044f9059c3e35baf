import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '../config';
import type { NotFoundFallback } from './not-found';

/** Entry points that must be revalidated on every load so a deployment is picked up at once. */
const ALWAYS_REVALIDATE = new Set([
  'remoteentry.js',
  'mf-manifest.json',
  'remotes.json',
  'index.html',
  'sw.js',
  'manifest.webmanifest',
]);
/** `main.3f2a9c1b.js`, `vendors-react.3f2a9c1b.js.map`, `workbox-4754cb34.js`: a content hash before the extension. */
const HASHED_FILE = /[.-][0-9a-f]{8,64}\.[a-z0-9]+(?:\.map)?$/i;

/** Paths the SPA never owns: an unknown one there is a real 404, not the host's index.html. */
const NON_SPA_PREFIXES = ['/api', '/remotes', '/pedidoshub', '/chathub', '/healthz', '/readyz', '/remotes.json'];

/** The build's compressed siblings (scripts/lib/precompress.mjs): `main.3f2a9c1b.js.br`, `.gz`. */
const COMPRESSED_SIBLING = /\.(?:br|gz)$/i;
/**
 * Files that may have compressed siblings (the list of scripts/lib/precompress.mjs): their answer
 * depends on Accept-Encoding.
 */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|cjs|css|html?|json|svg|webmanifest|txt|xml|wasm|ico|ttf|otf)$/i;

/** The file a sibling stands for: `main.3f2a9c1b.js.br` → `main.3f2a9c1b.js`. */
function sourceName(filePath: string): string {
  return basename(filePath).replace(COMPRESSED_SIBLING, '');
}

export function cacheControlFor(filePath: string): string {
  const name = sourceName(filePath);
  if (ALWAYS_REVALIDATE.has(name.toLowerCase())) return 'no-cache';
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Appends `token` to a Vary header value unless it is listed already. */
export function withVary(current: unknown, token: string): string {
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [current])
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === token.toLowerCase())) return values.join(', ');
  return [...values, token].join(', ');
}

function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url.split('?')[0] ?? '/').toLowerCase();
  if (NON_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // A path with an extension asks for a file; answering index.html would hide a broken link.
  return !lastSegment.includes('.');
}

export type StaticAppsOptions = { appsRoot: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Present when the built apps are served: answers client-side routes with the host's index.html. */
    spaFallback?: NotFoundFallback;
  }
}

/**
 * Serves the composed production build on one origin (DESIGN §6): the host at `/`, each remote
 * at `/remotes/<name>/`. Registered only when SERVE_APPS is on.
 */
export default fp<StaticAppsOptions>(
  async (app, { appsRoot }) => {
    // Answers whose body depends on Accept-Encoding: the onSend hook below adds the Vary header
    // through Fastify, so it merges with a Vary the API set already (CORS sets `Vary: Origin`).
    const negotiated = new WeakSet<object>();
    // `res` is the raw response (reply.raw), whatever @fastify/static's types say.
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (COMPRESSIBLE_FILE.test(sourceName(filePath))) negotiated.add(res);
    };
    app.addHook('onSend', async (_request, reply, payload) => {
      if (negotiated.has(reply.raw)) reply.header('Vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
      return payload;
    });
    // preCompressed: the .br or .gz sibling the browser accepts (br first), with the original's
    // Content-Type, the sibling's Content-Length and Content-Encoding; the file itself otherwise.
    const common = {
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      dotfiles: 'ignore' as const,
      index: false as const,
    };

    for (const name of REMOTE_NAMES) {
      const root = join(appsRoot, `remote-${name}`, 'dist');
      if (!existsSync(root)) app.log.warn({ root }, `remote ${name} não compilado: /remotes/${name}/ responderá 404`);
      await app.register(fastifyStatic, { ...common, root, prefix: `/remotes/${name}/`, decorateReply: false });
    }

    const hostRoot = join(appsRoot, 'host', 'dist');
    const hostIndex = join(hostRoot, 'index.html');
    if (!existsSync(hostIndex)) app.log.warn({ hostRoot }, 'host não compilado: / responderá 404');
    await app.register(fastifyStatic, {
      ...common,
      root: hostRoot,
      prefix: '/',
      index: 'index.html',
      decorateReply: true,
    });

    // Pages the host build rendered ahead of time (host/scripts/prerender-acesso.tsx): the first
    // screen paints before its JavaScript arrives. Every other route gets the plain index.html.
    const prerendered = new Map([['/acesso', 'acesso.html']]);
    app.decorate('spaFallback', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isSpaNavigation(request) || !existsSync(hostIndex)) return false;
      const page = prerendered.get(request.url.split('?')[0] ?? '');
      const file = page && existsSync(join(hostRoot, page)) ? page : 'index.html';
      await reply.code(200).sendFile(file, hostRoot);
      return true;
    });
  },
  { name: 'static-apps' },
);
