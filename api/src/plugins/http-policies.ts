import fp from 'fastify-plugin';

export type HttpPoliciesOptions = { allowedOrigins: string[] };

const API_PREFIX = /^\/api(\/|$|\?)/i;

/**
 * Cross-cutting HTTP rules: API answers are never stored by browsers or proxies (they carry
 * personal data), and browsers on the dev servers' origins may call the API (CORS).
 */
export default fp<HttpPoliciesOptions>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    // The API speaks JSON: any other body is 415 unless a module registers a parser for its type
    // (Fastify's built-in text/plain parser would hand routes a string instead).
    app.removeContentTypeParser('text/plain');

    app.addHook('onSend', async (request, reply, payload) => {
      if (API_PREFIX.test(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      reply.header('Access-Control-Allow-Credentials', 'true');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply
          .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
          .header(
            'Access-Control-Allow-Headers',
            request.headers['access-control-request-headers'] ?? 'authorization, content-type',
          )
          .header('Access-Control-Max-Age', '600')
          .code(204)
          .send();
      }
    });
  },
  { name: 'http-policies' },
);
