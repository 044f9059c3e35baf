import type { Locator, Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { bearer, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';
import { PedidosPage } from '../pages/pedidos-page';

/**
 * Issue #25: the JavaScript a signed-in screen downloads before it is usable, on a first visit
 * (empty cache), in files and bytes at gzip -9 — never in time, so a loaded machine cannot make it
 * flake. The limits sit a little above what the screens load now (ADR 0024); a feature that makes
 * a screen fetch more code before it works has to raise them here, on purpose.
 */
const BUDGETS = {
  // Measured 2026-11-26: 37 scripts, 236.9 KB; session 8: 35–39 scripts, 223–240 KB (what is
  // fetched before "usable" moves with timing: the hubs' client may or may not have started).
  // 2026-11-28 (ADR 0041: the host's start in four named chunks, contracts and formats bundled
  // per app): 14–15 scripts, 217–235 KB. Session 13 (the router shared through
  // @colabora/shared/router, only what the apps use): 13 scripts, 194 KB; SignalR's 13 KB may join.
  // Session 14 (the host's start in two files): 10 scripts, 193 KB.
  pedidos: { files: 14, gzipKb: 215 },
  // 39 scripts, 268.9 KB; session 8: 41, 276 KB (the inbox reads every contract through the barrel
  // module: importing them file by file cost 43 scripts for 1.7 KB less, ADR 0024).
  // 2026-11-28: 14–15 scripts, 250–281 KB; later that day 16–17 (the remote's code preloaded from
  // its manifest, and SignalR's chunk when the hubs start before the first message shows).
  // Session 13: 13 scripts, 225 KB. Session 14: 9 scripts, 223 KB; 216 KB with the dialogs after the
  // first screen (remote-chat/src/features/inbox/components/after-first-screen.tsx). The poll that
  // sees the message may come after the screen was marked shown: the parts fetched then (those
  // later parts, 8 KB; SignalR, 13 KB) are counted too, 237 KB in one run.
  chat: { files: 14, gzipKb: 255 },
  // 38 scripts, 250.9 KB; session 8: 36–40 scripts, 238–255 KB.
  // 2026-11-28: 13–17 scripts (the funnel's split chunks), 245–250 KB. Session 13: 13 scripts,
  // 211–227 KB. Session 14: 9–11 scripts, 209–225 KB.
  funil: { files: 15, gzipKb: 245 },
} as const;

type Script = { path: string; gzip: number };

/**
 * Every script the page fetches until `stop()`, with its body's size at gzip -9. A body that can no
 * longer be read (the page went on or closed first) still counts as a file, at 0 bytes: never an
 * unhandled rejection after the test has its answer.
 */
function recordScripts(page: Page): { scripts: Promise<Script>[]; stop: () => void } {
  const scripts: Promise<Script>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(
      response.body().then(
        (body) => ({ path, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ path, gzip: 0 }),
      ),
    );
  };
  page.on('response', onResponse);
  return { scripts, stop: () => page.off('response', onResponse) };
}

async function expectWithinBudget(
  page: Page,
  name: keyof typeof BUDGETS,
  open: () => Promise<void>,
  usable: Locator,
): Promise<void> {
  const { scripts, stop } = recordScripts(page);
  await open();
  await expect(usable).toBeVisible();
  // Counted when the screen is usable: what it still fetches afterwards is not on its critical path.
  stop();
  // Neither the web manifest nor an icon file takes one of the first connections: the document
  // links no manifest and carries its favicon (link-web-manifest.ts)...
  const served = await (await page.request.get(`/${name}`)).text();
  expect(served, `index.html de /${name} sem o manifesto`).not.toMatch(/rel="?manifest/);
  expect(served, `favicon de /${name} dentro da página`).toMatch(/rel="?icon"? [^>]*href="?data:image\/svg\+xml,/);
  // ...and the app is still installable: the manifest is linked once the screen is shown.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const loaded = await Promise.all([...scripts]);
  const gzipKb = loaded.reduce((total, script) => total + script.gzip, 0) / 1024;
  const budget = BUDGETS[name];
  console.log(
    `/${name} antes de utilizável: ${loaded.length} scripts, ${gzipKb.toFixed(1)} KB gzip ` +
      `(limite ${budget.files} arquivos, ${budget.gzipKb} KB)`,
  );
  expect(loaded.length, `scripts de /${name} antes de utilizável`).toBeLessThanOrEqual(budget.files);
  // The remote's code is preloaded from its manifest (preload-remote-code.ts): the runtime must then
  // run those very responses, never ask the server a second time.
  const paths = loaded.map((script) => script.path);
  expect(
    paths.filter((path, index) => paths.indexOf(path) !== index),
    `scripts pedidos duas vezes`,
  ).toEqual([]);
  expect(gzipKb, `KB gzip de /${name} antes de utilizável`).toBeLessThanOrEqual(budget.gzipKb);
}

test.describe('given the gestor on a first visit', () => {
  // The code a first visit fetches: no service worker answering from a previous one.
  test.use({ serviceWorkers: 'block' });

  test('/pedidos is usable within its JS budget', async ({ gestorPage: page }) => {
    const pedidos = new PedidosPage(page);
    await expectWithinBudget(
      page,
      'pedidos',
      () => page.goto('/pedidos').then(() => undefined),
      pedidos.column('Novo'),
    );
  });

  test('/chat with its first conversation open is usable within its JS budget', async ({ gestorPage: page }) => {
    // The first open conversation, as the inbox lists it (any page of the app gives the token).
    await page.goto('/healthz');
    const answer = await page.request.get('/api/chats?status=aberta&limit=1', { headers: await bearer(page) });
    const idChat = ((await answer.json()) as Envelope<{ items: { idChat: number }[] }>).data.items[0]?.idChat;
    expect(idChat, 'the demo seeds an open conversation').toBeDefined();
    const inbox = new InboxPage(page);
    await expectWithinBudget(
      page,
      'chat',
      () => page.goto(`/chat/${idChat}`).then(() => undefined),
      inbox
        .history()
        .getByTestId(/^mensagem-\d+$/)
        .first(),
    );
  });

  test('/funil is usable within its JS budget', async ({ gestorPage: page }) => {
    await expectWithinBudget(
      page,
      'funil',
      () => page.goto('/funil').then(() => undefined),
      page.getByTestId('lead-card').first(),
    );
  });
});
