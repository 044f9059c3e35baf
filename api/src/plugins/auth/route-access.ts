import type { CrudLetter } from '@colabora/shared/contracts';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a route needs, declared once in its options (`config: { access }`):
 * - `public`: anyone (login, sign-up, health);
 * - `authenticated`: any signed-in user (their own profile, menu, photo);
 * - `{ screen, letter }`: a signed-in user whose profile grants `letter` on the menu item whose
 *   `rota` is `screen` (DESIGN §3). 401 without a current token, 403 without the letter.
 */
export type RouteAccess = 'public' | 'authenticated' | { screen: string; letter: CrudLetter };

/** A row of the access table: every /api route with what it needs (tests walk it). */
export type RouteAccessEntry = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every /api route and its declared access, in registration order. */
    routeAccessTable: RouteAccessEntry[];
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function asArray(value: RouteOptions['preHandler']): Hook[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]) as Hook[];
}

/**
 * Enforces the declared access of every route under /api, and refuses to start when a route
 * declares none: a new route cannot be added without saying who may call it.
 * Register it after the auth plugin and before any module.
 */
export default fp(
  async (app) => {
    app.decorate('routeAccessTable', [] as RouteAccessEntry[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.toLowerCase().startsWith('/api/')) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `A rota ${String(route.method)} ${route.url} não declara config.access (public, authenticated ou { screen, letter }).`,
        );
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.routeAccessTable.push({ method, url: route.url, access });
      }
      if (access === 'public') return;
      const guards: Hook[] = [app.authenticate];
      if (typeof access === 'object') guards.push(app.requirePermission(access.screen, access.letter));
      route.preHandler = [...guards, ...asArray(route.preHandler)];
    });
  },
  { name: 'route-access', dependencies: ['auth'] },
);
