import { execFileSync } from 'node:child_process';
import { expect, type Browser, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import type { ApiProcess, Topology } from './topology';

/** One sample of a Prometheus scrape (the sum of every series whose name and labels match). */
export function sampleSum(scrape: string, pattern: RegExp): number {
  return scrape
    .split('\n')
    .filter((line) => pattern.test(line))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

export async function scrape(api: ApiProcess): Promise<string> {
  const response = await fetch(`${api.url}/metrics`);
  if (!response.ok) throw new Error(`/metrics de ${api.name}: ${response.status}`);
  return response.text();
}

/** Open hub connections (both hubs) on one API process, from its /metrics. */
export async function hubConnections(api: ApiProcess): Promise<number> {
  return sampleSum(await scrape(api), /^colabora_hub_connections\{/);
}

/**
 * `baseline`: its process's hub connections before it signed in. `invocations`: every hub
 * Invocation record the page received, as sent (the wire, not what the screen made of it).
 */
export type Device = {
  page: Page;
  on: 'A' | 'B';
  hubs: number;
  baseline: number;
  statuses: number[];
  invocations: string[];
};

/**
 * Signs someone in on a new browser through the gateway and finds, from the two processes'
 * /metrics, which one holds its hubs. Both hubs must land on the same process: negotiate and
 * the WebSocket of each go through the gateway's affinity rule, and a WebSocket that reached the
 * other process would be refused (the negotiated connection lives in one process's memory).
 */
export async function signedInDevice(browser: Browser, topology: Topology, telefone: string): Promise<Device> {
  const before = { A: await hubConnections(topology.apiA), B: await hubConnections(topology.apiB) };
  const context = await browser.newContext({ baseURL: topology.gatewayUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  const statuses: number[] = [];
  page.on('response', (response) => statuses.push(response.status()));
  const invocations: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      for (const record of payload.split('\u001e')) if (record.startsWith('{"type":1,')) invocations.push(record);
    }),
  );
  await page.goto('/acesso');
  await new LoginPage(page).signIn(telefone);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pedidos');
  await new Shell(page).waitForLive();
  // The page's hubs connect one after the other: the figure counts once it has stopped growing
  // (two equal readings a second apart), not at the first hub (that undercount made the kill test
  // miss by one after other screens' hubs started later).
  let grew = { A: 0, B: 0 };
  let previous = -1;
  await expect
    .poll(
      async () => {
        grew = {
          A: (await hubConnections(topology.apiA)) - before.A,
          B: (await hubConnections(topology.apiB)) - before.B,
        };
        const total = grew.A + grew.B;
        const settled = total > 0 && total === previous;
        previous = total;
        return settled;
      },
      { message: 'as conexões dos hubs deste navegador aparecem nas métricas e param de crescer', intervals: [1_000] },
    )
    .toBe(true);
  expect(Math.min(grew.A, grew.B), `hubs divididos entre os processos: ${JSON.stringify(grew)}`).toBe(0);
  const on = grew.A > 0 ? 'A' : 'B';
  return { page, on, hubs: grew.A + grew.B, baseline: before[on], statuses, invocations };
}

/** Signs in new browsers until one has its hubs on `wanted` (the hash decides; ½ each time). */
export async function deviceOn(
  browser: Browser,
  topology: Topology,
  telefone: string,
  wanted: 'A' | 'B',
): Promise<Device> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const device = await signedInDevice(browser, topology, telefone);
    if (device.on === wanted) return device;
    // Closed, and gone from its process's count (back to what it was before this browser, once the
    // stateful-reconnect window of its connections has passed), so the next attempt starts settled.
    const api = device.on === 'A' ? topology.apiA : topology.apiB;
    await device.page.context().close();
    await expect.poll(() => hubConnections(api), { timeout: 45_000 }).toBeLessThanOrEqual(device.baseline);
  }
  throw new Error(`nenhuma sessão caiu no processo ${wanted} em 12 tentativas: a afinidade espalha as sessões?`);
}

/** A count straight from the shared PostgreSQL database (psql, as an operator would check). */
export function countRows(topology: Topology, sql: string): number {
  return Number(runSql(topology, sql));
}

/** Runs SQL on the shared PostgreSQL database with psql; its output, unaligned. */
export function runSql(topology: Topology, sql: string): string {
  const url = new URL(topology.apiA.databaseUrl);
  const out = execFileSync('psql', [
    '-h',
    url.hostname,
    '-p',
    url.port,
    '-U',
    url.username,
    '-d',
    url.pathname.slice(1),
    '-XAtqc',
    sql,
  ]);
  return out.toString().trim();
}

/** Closes the browsers and waits until neither process counts a hub connection any more. */
export async function closeDevices(topology: Topology, devices: Device[]): Promise<void> {
  for (const device of devices) await device.page.context().close();
  const total = async () => (await hubConnections(topology.apiA)) + (await hubConnections(topology.apiB));
  await expect.poll(total, { timeout: 45_000, message: 'as conexões dos navegadores fechados somem' }).toBe(0);
}
