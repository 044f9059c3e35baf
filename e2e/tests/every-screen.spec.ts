import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mayOpen, routeForPath } from '../../host/src/routes/route-access';
import { effectiveRoutes, type AppRoute } from '../../host/src/routes/route-table';
import { ATENDENTE_STATE, GESTOR_STATE } from '../fixtures/demo-users';
import { horizontalOverflow, seriousViolations } from '../pages/axe';
import { laneTag } from '../lanes';

/** Each visit's place in the run's lanes (lanes.ts): every visit is made, each in one lane. */
let lane = 0;

/*
 * The guard for every screen, now and later (issue #12): each route of the host's route table is
 * opened at a desktop and a phone size, by the gestor and by the atendente (fewer rights), and
 * fails when the page scrolls sideways, when axe finds a serious or critical violation, or when
 * the console logs an error or a request fails. A screen added to the route table is covered
 * without touching this file.
 */

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 360, height: 740 },
] as const;

/** Failures a visit may meet on purpose; anything else fails the spec. */
const EXPECTED_FAILURES: readonly RegExp[] = [
  // A signed-in user without a photo: the seed's silent 404 (SPEC §7).
  /\/api\/Usuario\/foto\/me/i,
];

/** Where a screen's first GETs arrive together (shared/src/contracts/lote.ts). */
const LOTE_PATH = '/api/lote';

/** A concrete URL for a route pattern (`qrcode/:id` → `/qrcode/1`). */
const urlOf = (route: AppRoute) => `/${route.path.replace(/:[A-Za-z]+/g, '1')}`;

function watchForFailures(page: Page, expected: readonly RegExp[] = []): string[] {
  const failures: string[] = [];
  const unexpected = (text: string) => ![...EXPECTED_FAILURES, ...expected].some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && unexpected(message.text())) failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`exceção: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Navigating away aborts what the previous screen was still loading: not a failure.
    if (request.failure()?.errorText.includes('ERR_ABORTED')) return;
    if (unexpected(request.url())) failures.push(`falhou: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    const line = `${response.status()}: ${response.request().method()} ${response.url()}`;
    if (response.status() >= 400 && unexpected(line)) failures.push(line);
    // A screen's first GETs arrive together (GET /api/lote): each answer inside counts as its own.
    if (response.ok() && new URL(response.url()).pathname === LOTE_PATH) {
      response.json().then(
        (body: { data?: { url: string; status: number }[] }) => {
          for (const inner of body.data ?? []) {
            const innerLine = `${inner.status}: GET ${inner.url} (em ${LOTE_PATH})`;
            if (inner.status >= 400 && unexpected(innerLine)) failures.push(innerLine);
          }
        },
        () => undefined,
      );
    }
  });
  return failures;
}

/**
 * The h1 a screen shows, where the visit must find that name: signed out, and as the gestor (who
 * may open every screen; the atendente meets the access-denied page on some). Screens are named as
 * the server menu names them (issue #12: one name).
 */
const HEADINGS: Readonly<Record<string, string>> = {
  '/acesso': 'Acessar o sistema',
  '/criar-conta': 'Criar conta',
  '/dashboard': 'Início',
  '/menu': 'Menu',
  '/meuperfil': 'Meu perfil',
  '/configuracoes': 'Configurações',
  '/alterarsenha': 'Alterar minha senha',
  '/menuportaria': 'Portaria',
  '/usuarios': 'Usuários',
  '/perfis': 'Perfis de Acesso',
  '/instituicao': 'Instituição',
  '/dashboard-presidente': 'Painel da Presidência',
  '/relatorios': 'Relatórios',
  '/filas': 'Filas',
  '/enviar-dados': 'Enviar Dados',
};

/** Opens a route and waits until its screen has settled (its heading, nothing loading). */
async function openScreen(page: Page, url: string, heading?: string) {
  await page.goto(url);
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible({ timeout: 15_000 });
  if (heading) await expect(h1).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0, { timeout: 15_000 });
}

const routes = effectiveRoutes();
const signedOut = routes.filter((route) => route.access !== 'guarded');
const signedIn = routes.filter((route) => route.access === 'guarded');

/*
 * One browser context per viewport and user, kept for the worker's whole run (issue #23): each
 * visit is still a full page load in a new tab, as a user opening the link, but the code the
 * previous visits loaded comes from the context's cache and service worker, as it does for a user
 * on their second screen. A fresh context per visit spent most of this sweep reloading the same
 * scripts. Signed out, each visit keeps its own context: nothing may be remembered there.
 */
const contexts = new Map<string, Promise<BrowserContext>>();
test.afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
  contexts.clear();
});

async function sharedPage(
  browser: Browser,
  options: { baseURL: string; viewport: { width: number; height: number }; storageState: string },
): Promise<Page> {
  const key = `${options.baseURL} ${options.viewport.width} ${options.storageState}`;
  if (!contexts.has(key)) contexts.set(key, browser.newContext({ ...options, locale: 'pt-BR' }));
  return (await contexts.get(key)!).newPage();
}

/**
 * The visible links of the screen that lead to a screen this user may not open (issue #28: no
 * link leads to "Acesso negado"), judged by the user's own server menu as the host's guard is.
 */
async function linksToDeniedScreens(page: Page): Promise<string[]> {
  const menu = await page.evaluate(async () => {
    const response = await fetch('/api/Menu/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { data: unknown }).data;
  });
  const hrefs = await page
    .locator('a[href^="/"]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => {
    const route = routeForPath(new URL(href, 'http://colabora').pathname);
    return route !== undefined && !mayOpen(route, menu as Parameters<typeof mayOpen>[1]);
  });
}

/** The checks every visit makes: no sideways scroll, no serious axe finding, nothing failed. */
async function expectScreenSound(page: Page, failures: string[]) {
  expect(await horizontalOverflow(page), 'a página rola para o lado').toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(failures).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}×${viewport.height}`;

  test.describe(`every public screen at ${size}`, () => {
    test.use({ viewport });
    for (const route of signedOut) {
      test(`${urlOf(route)} fits, is accessible and logs no error`, { tag: laneTag(lane++) }, async ({ page }) => {
        // Open routes (SPEC §2) included: signed out they ask for the sign-in and request nothing.
        const failures = watchForFailures(page);
        await openScreen(page, urlOf(route), HEADINGS[urlOf(route)]);
        await expectScreenSound(page, failures);
      });
    }
  });

  for (const [who, storageState] of [
    ['gestor', GESTOR_STATE],
    ['atendente', ATENDENTE_STATE],
  ] as const) {
    test.describe(`every screen as the ${who} at ${size}`, () => {
      for (const route of signedIn) {
        test(
          `${urlOf(route)} fits, is accessible and logs no error`,
          { tag: laneTag(lane++) },
          async ({ browser, baseURL }) => {
            const page = await sharedPage(browser, { baseURL: baseURL!, viewport, storageState });
            try {
              const failures = watchForFailures(page);
              await openScreen(page, urlOf(route), who === 'gestor' ? HEADINGS[urlOf(route)] : undefined);
              await expectScreenSound(page, failures);
              expect(await linksToDeniedScreens(page), 'links para telas sem acesso').toEqual([]);
            } finally {
              await page.close();
            }
          },
        );
      }
    });
  }
}
