// `pnpm perf`: the first load of the production build, served as `pnpm start` serves it.
// For /acesso (signed out), /pedidos and /funil (the demo gestor signed in) it prints the JS fetched
// before the screen is usable (raw, gzip -9, as transferred), the requests up to then, the bytes
// transferred, and Lighthouse's mobile performance score with FCP, LCP and TBT.
//
//   pnpm perf [--no-build] [--runs=3] [--only=acesso|pedidos|funil] [--json=perf.json]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, recordLoad, runLighthouse, signIn, storeSession, type StoredSession } from './browser.ts';
import {
  checkTargets,
  formatReport,
  formatTargets,
  lighthouseFigures,
  loadFigures,
  medianRun,
  type LighthouseFigures,
  type LighthouseResultLike,
  type PageFigures,
} from './figures.ts';
import { runCommand, startServer } from './server.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GESTOR = { telefone: '11999990001', senha: 'colabora123' };

type Scenario = {
  name: string;
  path: string;
  signedIn: boolean;
  ready(page: Page): Promise<void>;
};

const SCENARIOS: Scenario[] = [
  {
    name: '/acesso',
    path: '/acesso',
    signedIn: false,
    // Usable: the sign-in button can be pressed (the e2e load budget waits for the same).
    ready: (page) => page.getByRole('button', { name: 'Entrar' }).click({ trial: true, timeout: 60_000 }),
  },
  {
    name: '/pedidos (gestor)',
    path: '/pedidos',
    signedIn: true,
    // Usable: the board's first column is on screen (remote_pedidos loaded, orders fetched).
    ready: (page) => page.getByRole('region', { name: /^Novo \(/ }).waitFor({ timeout: 60_000 }),
  },
  {
    name: '/funil (gestor)',
    path: '/funil',
    signedIn: true,
    // Usable: the board's first card is on screen (remote_marketing loaded, the board fetched). The
    // API sends at most 50 cards a column, so this holds for an institution with thousands of leads.
    ready: (page) => page.getByTestId('lead-card').first().waitFor({ timeout: 60_000 }),
  },
];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function measure(scenario: Scenario, serverUrl: string, session: StoredSession | undefined, runs: number) {
  const url = `${serverUrl}${scenario.path}`;
  // The load is recorded in a browser of its own: a fresh profile, nothing cached, no service worker.
  const recorder = await launchChromium();
  let load;
  try {
    if (session) await storeSession(recorder.context, serverUrl, session);
    const recorded = await recordLoad(recorder.context, url, scenario.ready);
    load = loadFigures(recorded.requests, recorded.readyMs);
  } finally {
    await recorder.close();
  }

  const lighthouseRuns: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Lighthouse opens its own tab in this browser's default context, so it sees the session that
    // Playwright stored; it clears the HTTP cache and service workers itself, not localStorage.
    const chrome = await launchChromium();
    try {
      if (session) await storeSession(chrome.context, serverUrl, session);
      const lhr = await runLighthouse(chrome.debuggingPort, url);
      lighthouseRuns.push(lighthouseFigures(lhr as unknown as LighthouseResultLike));
    } finally {
      await chrome.close();
    }
  }
  const lighthouse = runs > 0 ? medianRun(lighthouseRuns) : undefined;
  return { name: scenario.name, load, ...(lighthouse ? { lighthouse } : {}) } satisfies PageFigures;
}

async function main() {
  const runs = Number(option('runs') ?? 1);
  const only = option('only');
  const scenarios = SCENARIOS.filter((scenario) => !only || scenario.path === `/${only.replace(/^\//, '')}`);
  if (scenarios.length === 0) throw new Error(`--only=${only}: use acesso, pedidos ou funil`);

  if (!process.argv.includes('--no-build')) {
    console.log('» build (só o que estiver desatualizado)');
    await runCommand(process.execPath, ['scripts/build.mjs', '--no-report'], ROOT);
  }
  console.log('» servidor (como em pnpm start, banco embutido novo com os dados de demonstração)');
  const server = await startServer(ROOT);
  const pages: PageFigures[] = [];
  try {
    const session = scenarios.some((scenario) => scenario.signedIn)
      ? await signIn(server.url, GESTOR.telefone, GESTOR.senha)
      : undefined;
    for (const scenario of scenarios) {
      console.log(`» ${scenario.name}: carga gravada + Lighthouse mobile (${runs}×)`);
      pages.push(await measure(scenario, server.url, scenario.signedIn ? session : undefined, runs));
    }
  } finally {
    await server.stop();
  }

  console.log(`\nPrimeiro carregamento (build de produção servido como em pnpm start, cache vazio)\n`);
  console.log(formatReport(pages));
  for (const page of pages) {
    for (const warning of page.lighthouse?.warnings ?? [])
      console.log(`  aviso do Lighthouse (${page.name}): ${warning}`);
  }
  const acesso = pages.find((page) => page.name === '/acesso');
  if (acesso) console.log(`\nMetas (issue #10)\n${formatTargets(checkTargets(acesso))}`);
  const json = option('json');
  if (json) writeFileSync(json, `${JSON.stringify(pages, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
