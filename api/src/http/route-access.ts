import type { CrudLetter } from '@colabora/shared/contracts';

/*
 * Who may call a route, as the route declares it (`defineRoute({ access })`). Declared here, with
 * the rest of a route's declaration (define-route.ts); enforced by plugins/auth/route-access.ts,
 * which imports this file and never the other way round.
 */

/**
 * What a route needs, declared once in its options (`config: { access }`):
 * - `public`: anyone (login, sign-up, health);
 * - `authenticated`: any signed-in user (their own profile, menu, photo);
 * - `{ screen, letter }`: a signed-in user whose profile grants `letter` on the menu item whose
 *   `rota` is `screen` (DESIGN §3). 401 without a current token, 403 without the letter;
 *   `gestor: true` also requires the institution's gestor flag (user administration, audit log);
 *   `alsoScreens` lets the letter on any of those screens do too (a read several screens need,
 *   such as the specialists that the context editor and the playground pick from).
 * Input schemas sit beside it (`config.input`, see http/define-route.ts).
 */
export type RouteAccess =
  'public' | 'authenticated' | { screen: string; letter: CrudLetter; gestor?: true; alsoScreens?: readonly string[] };

/** Every screen whose letter opens a route: its own and the ones it also accepts. */
export function screensOf(access: Exclude<RouteAccess, 'public' | 'authenticated'>): string[] {
  return [access.screen, ...(access.alsoScreens ?? [])];
}
