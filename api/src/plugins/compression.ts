import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Routes compressed on the fly: the REST API. The built apps go out as the build compressed them (static-apps). */
const API_ROUTE = /^\/api(?:\/|$)/i;

/**
 * JSON (the API's answers, OpenAPI) and text, never event streams, which must flow as written.
 * @fastify/compress also compresses what mime-db calls compressible (csv, svg, octet-stream…);
 * mime-db knows no text/event-stream and calls images incompressible.
 */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;

/**
 * Compresses API answers of at least 1 KB on the fly (brotli, else gzip, as the client accepts),
 * with `Vary: Accept-Encoding` and the compressed Content-Length. Left alone: everything outside
 * /api (the hubs' negotiate, /remotes.json, the static files that static-apps serves from the
 * build's .br/.gz siblings), WebSocket upgrades (they never reach a route), event streams,
 * images and other binary types, bodies that already carry a Content-Encoding, and request
 * bodies (no decompression: the body limit keeps meaning what it says).
 *
 * Register it before the routes it should cover: @fastify/compress decides per route as routes
 * are added.
 */
export default fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook (added below): routes outside /api opt out.
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && !API_ROUTE.test(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE_TYPE,
    });
  },
  { name: 'compression' },
);
