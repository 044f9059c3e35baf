import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { RequestRecord, SecondVisitFigures } from './figures.ts';
import { installInsertionClock, insertedAtMs } from './insertion-clock.ts';
import { freePort, type ServedRequest } from './server.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No internet here: nothing in the browser may reach outside (updates, sync, field trials). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export type Chromium = { context: BrowserContext; debuggingPort: number; close(): Promise<void> };

/**
 * Debian's Chromium with a fresh profile, driven by Playwright and open on a DevTools port, so
 * Lighthouse can run in the same (default) browser context and see what Playwright put in
 * localStorage. launchPersistentContext is how a fresh profile is made (DESIGN §7).
 */
export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'colabora-perf-profile-'));
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROME_FLAGS.filter((flag) => flag !== '--headless'), `--remote-debugging-port=${debuggingPort}`],
    locale: 'pt-BR',
  });
  return {
    context,
    debuggingPort,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type StoredSession = { token: string; expiresAt: string; usuario: { idInstituicao: number } };

/** Signs in through the API, as the /acesso form does. */
export async function signIn(serverUrl: string, telefone: string, senha: string): Promise<StoredSession> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ telefone, senha }),
  });
  const body = (await response.json()) as { success?: boolean; message?: string; data?: StoredSession };
  if (!response.ok || !body.data) throw new Error(`login falhou (${response.status}): ${body.message ?? ''}`);
  return body.data;
}

/**
 * Stores the session as the host does after signing in (USER_INFO, token, idInstituicao: see
 * shared/src/session/stored-session.ts), from a same-origin page that loads no app code.
 */
export async function storeSession(context: BrowserContext, serverUrl: string, session: StoredSession): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${serverUrl}/healthz`);
  await page.evaluate((value) => {
    localStorage.setItem('USER_INFO', JSON.stringify(value));
    localStorage.setItem('token', value.token);
    localStorage.setItem('idInstituicao', String(value.usuario.idInstituicao));
  }, session);
  await page.close();
}

type Pending = Partial<RequestRecord> & { url: string; sentAt: number; beforeReady: boolean };

type Initiator = {
  url?: string;
  stack?: StackTrace;
};
type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };

/** The document (parser) or the script (innermost frame with a URL) that asked for a request. */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Opens `url` in a new tab with the HTTP cache off and records every request the page makes until
 * `ready` resolves (and those requests finish): size on the wire, decoded size, gzip -9 size.
 */
export async function recordLoad(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<Locator>,
): Promise<{ requests: RequestRecord[]; readyMs: number }> {
  const page = await context.newPage();
  await installInsertionClock(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Pending>();
  const done: Promise<RequestRecord | undefined>[] = [];
  let isReady = false;
  let origin: number | undefined;

  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    origin ??= event.timestamp;
    pending.set(event.requestId, {
      url: event.request.url,
      resourceType: event.type ?? 'Other',
      sentAt: event.timestamp,
      beforeReady: !isReady,
      initiatorUrl: initiatorUrl(event.initiator),
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    entry.contentEncoding = headers['content-encoding'] ?? 'identity';
  });
  const settle = (requestId: string, transferred: number, finishedAt: number, failed: boolean) => {
    const entry = pending.get(requestId);
    if (!entry) return;
    pending.delete(requestId);
    done.push(
      (async (): Promise<RequestRecord | undefined> => {
        let body = Buffer.alloc(0);
        if (!failed) {
          try {
            const result = await cdp.send('Network.getResponseBody', { requestId });
            body = Buffer.from(result.body, result.base64Encoded ? 'base64' : 'utf8');
          } catch {
            // no body (204, a redirect, a websocket handshake)
          }
        }
        return {
          url: entry.url,
          resourceType: entry.resourceType ?? 'Other',
          status: entry.status ?? 0,
          contentEncoding: entry.contentEncoding ?? 'identity',
          transferred,
          raw: body.length,
          gzip: body.length ? gzipSync(body, { level: 9 }).length : 0,
          startMs: Math.round((entry.sentAt - (origin ?? entry.sentAt)) * 1000),
          endMs: Math.round((finishedAt - (origin ?? entry.sentAt)) * 1000),
          ...(entry.initiatorUrl ? { initiatorUrl: entry.initiatorUrl } : {}),
          beforeReady: entry.beforeReady,
          failed,
        };
      })(),
    );
  };
  cdp.on('Network.loadingFinished', (event) =>
    settle(event.requestId, event.encodedDataLength, event.timestamp, false),
  );
  cdp.on('Network.loadingFailed', (event) => settle(event.requestId, 0, event.timestamp, true));

  const started = Date.now();
  await page.goto(url);
  const usable = await ready(page);
  const noticedMs = Date.now() - started;
  isReady = true;
  // When it was there, not when Playwright's polling saw it (insertion-clock.ts).
  const readyMs = (await insertedAtMs(usable)) ?? noticedMs;
  // Let what was requested before "ready" finish (a chunk still streaming, a late fetch).
  const deadline = Date.now() + 10_000;
  while ([...pending.values()].some((entry) => entry.beforeReady) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const requests = (await Promise.all(done)).filter((request): request is RequestRecord => request !== undefined);
  await cdp.detach();
  await page.close();
  return { requests, readyMs };
}

/** Lighthouse, default mobile preset (simulated throttling), performance only, on the browser's DevTools port. */
export async function runLighthouse(debuggingPort: number, url: string) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  // PERF_LHR_DIR=/tmp/lhr keeps each full report, to read the audits behind a score.
  const dir = process.env.PERF_LHR_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'raiz';
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr));
    // The trace and network log Lighthouse simulated from: `tsx src/lantern-path.ts <file>` reads them.
    writeFileSync(
      join(dir, `${name}.artifacts.json`),
      JSON.stringify({ ...result.artifacts, settings: result.lhr.configSettings }),
    );
  }
  return result.lhr;
}

/**
 * Waits until the service worker controls `page` and holds every script the page has run (the
 * app asks it to keep the ones fetched before it was installed), for at most `timeoutMs`.
 * Resolves with the scripts still missing then.
 */
export async function waitForWarmServiceWorker(page: Page, timeoutMs = 15_000): Promise<string[]> {
  // A string, not a function: tsx would wrap a function's inner helpers in a __name() the page lacks.
  return page.evaluate<string[]>(`(async () => {
    const deadline = Date.now() + ${timeoutMs};
    const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
    const missingScripts = async () => {
      const scripts = performance.getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => entry.name);
      const found = await Promise.all(scripts.map(async (url) => ((await caches.match(url)) ? null : url)));
      return found.filter((url) => url !== null);
    };
    while (!navigator.serviceWorker.controller && Date.now() < deadline) await pause();
    let missing = await missingScripts();
    while (missing.length > 0 && Date.now() < deadline) {
      await pause();
      missing = await missingScripts();
    }
    return missing;
  })()`);
}

/**
 * A returning user: `url` opened once in `context` (its service worker installs and keeps the
 * code), then again in a new tab with the caches warm. `served` is the server's request log, to
 * tell which scripts still came from the network.
 */
export async function recordSecondVisit(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<Locator>,
  served: ServedRequest[],
): Promise<SecondVisitFigures & { notCached: string[] }> {
  const first = await context.newPage();
  await first.goto(url);
  await ready(first);
  const notCached = await waitForWarmServiceWorker(first);
  await first.close();

  const page = await context.newPage();
  await installInsertionClock(page);
  const from = served.length;
  const started = Date.now();
  await page.goto(url);
  const usable = await ready(page);
  const noticedAt = Date.now();
  // When the screen was there, not when Playwright's polling saw it (insertion-clock.ts).
  const readyMs = (await insertedAtMs(usable)) ?? noticedAt - started;
  const readyAt = started + readyMs;
  // The server logs a request before answering it; give the last lines time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const before = served.slice(from).filter((request) => request.at <= readyAt + 20);
  await page.close();
  return {
    readyMs,
    scriptsFromNetwork: before
      .map((request) => request.url.split('?')[0] ?? request.url)
      .filter((path) => /\.m?js$/.test(path)),
    requestsToServer: before.length,
    notCached: notCached.map((script) => new URL(script).pathname),
  };
}
