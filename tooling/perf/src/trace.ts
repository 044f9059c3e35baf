import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { CpuProfile, TraceEvent } from './trace-breakdown.ts';

/** What DevTools' Performance panel records (and Lighthouse reads), script timings included. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'netlog',
];

const READY_MARK = 'colabora-perf-ready';

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

/** The screen of Lighthouse's mobile preset (a Moto G Power): 412×823 CSS pixels at 1.75×. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

export type RecordedTrace = {
  events: TraceEvent[];
  /** V8's sampling profile of the same load, for JavaScript time per file and function. */
  profile: CpuProfile;
  navigationStartUs: number;
  readyUs: number;
  readyMs: number;
};

/**
 * Opens `url` in a new tab on Lighthouse's phone screen, with the CPU slowed down `cpuSlowdown`
 * times (Lighthouse's mobile preset uses 4) and no HTTP cache, and records a performance trace
 * until `ready` resolves.
 */
export async function recordTrace(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  cpuSlowdown: number,
): Promise<RecordedTrace> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Lighthouse's phone too: a phone's inbox lays out one pane, not the list beside the conversation.
  await cdp.send('Emulation.setDeviceMetricsOverride', LIGHTHOUSE_PHONE);
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(url);
  await ready(page);
  const readyMs = Date.now() - started;
  await page.evaluate((mark) => performance.mark(mark), READY_MARK);
  // Let the tasks running when the screen became usable end inside the trace; PERF_TRACE_AFTER_MS
  // keeps recording longer, to see what a screen does after it is usable (the hubs, their refetch).
  await page.waitForTimeout(Number(process.env.PERF_TRACE_AFTER_MS ?? 500));
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  const text = await readStream(cdp, await complete);
  await cdp.detach();
  await page.close();

  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const documentRequest = events.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.replace(/\/$/, '') === url,
  );
  const mark = events.find((event) => event.name === READY_MARK);
  const navigationStartUs = documentRequest?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  return { events, profile: profile as CpuProfile, navigationStartUs, readyUs: mark?.ts ?? Infinity, readyMs };
}
