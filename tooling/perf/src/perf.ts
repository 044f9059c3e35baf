// `pnpm perf`: the first load of the production build, served as `pnpm start` serves it.
// For /acesso (signed out), /pedidos, /chat (the first open conversation) and /funil (the demo
// gestor signed in) it prints the JS fetched before the screen is usable (raw, gzip -9, as
// transferred), the requests up to then, the bytes transferred, Lighthouse's mobile performance
// score with FCP, LCP and TBT, and for the signed-in screens a second visit (caches and service
// worker warm): how soon it is usable and which scripts still came from the network.
//
//   pnpm perf [--no-build] [--runs=3] [--only=acesso|pedidos|chat|funil] [--json=perf.json]
//             [--trace[=4]]   a performance trace of each load under a 4× slower CPU, broken down
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import {
  launchChromium,
  recordLoad,
  recordSecondVisit,
  runLighthouse,
  signIn,
  storeSession,
  type StoredSession,
} from './browser.ts';
import {
  checkSignedInTargets,
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
import { runCommand, startServer, type ServedRequest } from './server.ts';
import { recordTrace } from './trace.ts';
import { formatBreakdown, formatProfile, profileShares, traceBreakdown } from './trace-breakdown.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GESTOR = { telefone: '11999990001', senha: 'colabora123' };

type Scenario = {
  /** What --only names. */
  key: string;
  name: string;
  /** The path to open; the signed-in ones may ask the API first (the first conversation's id). */
  path: string | ((serverUrl: string, session: StoredSession) => Promise<string>);
  signedIn: boolean;
  /** Waits until the screen is usable and gives the element that says so. */
  ready(page: Page): Promise<Locator>;
};

/** The inbox's first conversation, as the list shows it by default (the Abertas tab, newest first). */
async function firstConversationPath(serverUrl: string, session: StoredSession): Promise<string> {
  const response = await fetch(`${serverUrl}/api/chats?status=aberta&limit=1`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { data?: { items?: { idChat: number }[] } };
  const idChat = body.data?.items?.[0]?.idChat;
  if (!response.ok || idChat === undefined) throw new Error(`nenhuma conversa aberta (${response.status})`);
  return `/chat/${idChat}`;
}

/** Waits for `element` to be visible (or, for a button, pressable) and gives it back. */
async function usableWhen(element: Locator, state: 'visible' | 'actionable' = 'visible'): Promise<Locator> {
  if (state === 'actionable') await element.click({ trial: true, timeout: 60_000 });
  else await element.waitFor({ timeout: 60_000 });
  return element;
}

const SCENARIOS: Scenario[] = [
  {
    key: 'acesso',
    name: '/acesso',
    path: '/acesso',
    signedIn: false,
    // Usable: the sign-in button can be pressed (the e2e load budget waits for the same).
    ready: (page) => usableWhen(page.getByRole('button', { name: 'Entrar' }), 'actionable'),
  },
  {
    key: 'pedidos',
    name: '/pedidos (gestor)',
    path: '/pedidos',
    signedIn: true,
    // Usable: the board's first column is on screen (remote_pedidos loaded, orders fetched).
    ready: (page) => usableWhen(page.getByRole('region', { name: /^Novo \(/ })),
  },
  {
    key: 'chat',
    name: '/chat (gestor)',
    path: firstConversationPath,
    signedIn: true,
    // Usable: the first conversation's messages are on screen beside the list (remote_chat loaded,
    // the list, the conversation and its history fetched).
    ready: (page) => usableWhen(page.getByTestId(/^mensagem-\d+$/).first()),
  },
  {
    key: 'funil',
    name: '/funil (gestor)',
    path: '/funil',
    signedIn: true,
    // Usable: the board's first card is on screen (remote_marketing loaded, the board fetched). The
    // API sends at most 50 cards a column, so this holds for an institution with thousands of leads.
    ready: (page) => usableWhen(page.getByTestId('lead-card').first()),
  },
];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

type Options = { runs: number; trace: number | undefined };

async function measure(
  scenario: Scenario,
  serverUrl: string,
  served: ServedRequest[],
  session: StoredSession | undefined,
  options: Options,
): Promise<PageFigures> {
  const path =
    typeof scenario.path === 'string' ? scenario.path : await scenario.path(serverUrl, session as StoredSession);
  const url = `${serverUrl}${path}`;
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

  if (options.trace) {
    const tracer = await launchChromium();
    try {
      if (session) await storeSession(tracer.context, serverUrl, session);
      const trace = await recordTrace(tracer.context, url, scenario.ready, options.trace);
      const breakdown = traceBreakdown(trace.events, trace.navigationStartUs, trace.readyUs);
      console.log(`\n${formatBreakdown(scenario.name, options.trace, breakdown)}\n`);
      console.log(`${formatProfile(profileShares(trace.profile))}\n`);
      // PERF_TRACE_DIR=/tmp/trace keeps the trace and the profile, for DevTools' Performance panel.
      const dir = process.env.PERF_TRACE_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const base = join(dir, scenario.key);
        writeFileSync(`${base}.trace.json`, JSON.stringify({ traceEvents: trace.events }));
        writeFileSync(`${base}.cpuprofile`, JSON.stringify(trace.profile));
      }
    } finally {
      await tracer.close();
    }
  }

  const lighthouseRuns: LighthouseFigures[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    // Lighthouse opens its own tab in this browser's default context, so it sees the session that
    // Playwright stored; it clears the HTTP cache and service workers itself, not localStorage.
    const chrome = await launchChromium();
    try {
      if (session) await storeSession(chrome.context, serverUrl, session);
      const lhr = await runLighthouse(chrome.debuggingPort, url);
      // PERF_LHR_DIR=/tmp/lhr keeps each Lighthouse report (the LCP element and its phases are in it).
      const lhrDir = process.env.PERF_LHR_DIR;
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        writeFileSync(join(lhrDir, `${scenario.key}-${run + 1}.json`), JSON.stringify(lhr));
      }
      lighthouseRuns.push(lighthouseFigures(lhr as unknown as LighthouseResultLike));
    } finally {
      await chrome.close();
    }
  }
  const lighthouse = options.runs > 0 ? medianRun(lighthouseRuns) : undefined;

  // A returning user (signed-in screens): the median of `runs` second visits, each in a fresh browser.
  let secondVisit: PageFigures['secondVisit'];
  if (scenario.signedIn && session) {
    const visits = [];
    for (let run = 0; run < Math.max(1, options.runs); run += 1) {
      const browser = await launchChromium();
      try {
        await storeSession(browser.context, serverUrl, session);
        const visit = await recordSecondVisit(browser.context, url, scenario.ready, served);
        if (visit.notCached.length) console.log(`  fora do cache do service worker: ${visit.notCached.join(', ')}`);
        visits.push(visit);
      } finally {
        await browser.close();
      }
    }
    visits.sort((a, b) => a.readyMs - b.readyMs);
    const median = visits[Math.floor((visits.length - 1) / 2)]!;
    secondVisit = {
      readyMs: median.readyMs,
      scriptsFromNetwork: median.scriptsFromNetwork,
      requestsToServer: median.requestsToServer,
    };
  }
  return {
    name: scenario.name,
    load,
    ...(lighthouse ? { lighthouse } : {}),
    ...(secondVisit ? { secondVisit } : {}),
  };
}

async function main() {
  const runs = Number(option('runs') ?? 1);
  const traceOption = process.argv.find((arg) => arg === '--trace' || arg.startsWith('--trace='));
  const trace = traceOption ? Number(traceOption.split('=')[1] ?? 4) : undefined;
  const only = option('only')?.replace(/^\//, '');
  const scenarios = SCENARIOS.filter((scenario) => !only || only.split(',').includes(scenario.key));
  if (scenarios.length === 0) throw new Error(`--only=${only}: use acesso, pedidos, chat ou funil`);

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
      pages.push(
        await measure(scenario, server.url, server.served, scenario.signedIn ? session : undefined, { runs, trace }),
      );
    }
  } finally {
    await server.stop();
  }

  console.log(`\nPrimeiro carregamento (build de produção servido como em pnpm start, cache vazio)\n`);
  console.log(formatReport(pages));
  for (const page of pages) {
    for (const warning of page.lighthouse?.warnings ?? [])
      console.log(`  aviso do Lighthouse (${page.name}): ${warning}`);
    for (const script of page.secondVisit?.scriptsFromNetwork ?? [])
      console.log(`  segunda visita de ${page.name}: ${script} veio da rede`);
  }
  const acesso = pages.find((page) => page.name === '/acesso');
  if (acesso) console.log(`\nMetas (issue #10)\n${formatTargets(checkTargets(acesso))}`);
  const signedIn = pages.flatMap((page) => (page.name === '/acesso' ? [] : checkSignedInTargets(page)));
  if (signedIn.length) console.log(`\nMetas (issue #25)\n${formatTargets(signedIn)}`);
  const json = option('json');
  if (json) writeFileSync(json, `${JSON.stringify(pages, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
