import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { PedidosPage } from '../pages/pedidos-page';
import { Shell } from '../pages/shell';
import { closeDevices, countRows, deviceOn, hubConnections, sampleSum, scrape, signedInDevice } from './devices';
import { buildMarketingRelease, deployMarketing } from './redeploy/redeploy';
import { contatoEscreve, simuladorCanal } from '../fixtures/staff';
import { InboxPage } from '../pages/inbox-page';
import { DeployCampaign } from './campaign';
import { Topology } from './topology';

/**
 * The layout of docker-compose.yml, run for real (issue #30): gateway and one nginx per app from
 * deploy/nginx, two API processes from api/dist on one PostgreSQL database and one Redis.
 */
const topology = new Topology(Number(process.env['DEPLOY_PORT'] ?? 8400));
let campaign: DeployCampaign;
let phaseStarted = 0;
let killedAt = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  phaseStarted = Date.now();
  campaign = await DeployCampaign.start();
  for (const api of [topology.apiA, topology.apiB]) api.configure(campaign.apiEnvironment(topology));
  await topology.start();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await topology.stop();
  await campaign?.close();
  console.log(`fase de implantação: ${((Date.now() - phaseStarted) / 1000).toFixed(0)} s no total`);
});

/**
 * Every hub Invocation about something (`about` says which), counted per record: the same event on
 * two processes' browsers is the same record, and a copy delivered twice (locally and again
 * through the backplane) would count 2.
 */
function invocationsAbout(device: { invocations: string[] }, about: (record: string) => boolean): Map<string, number> {
  const counted = new Map<string, number>();
  for (const record of device.invocations.filter(about)) counted.set(record, (counted.get(record) ?? 0) + 1);
  return counted;
}

test('the gateway serves the one-URL layout from the per-app nginx, and never /metrics', async ({ request }) => {
  const gateway = topology.gatewayUrl;
  expect((await request.get(`${gateway}/healthz`)).status()).toBe(200);
  const remotes = await request.get(`${gateway}/remotes.json`);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  // Rendered by the host's nginx from the template, with compose's defaults.
  expect(await remotes.json()).toEqual({
    remote_pedidos: '/remotes/pedidos/mf-manifest.json',
    remote_chat: '/remotes/chat/mf-manifest.json',
    remote_admin: '/remotes/admin/mf-manifest.json',
    remote_marketing: '/remotes/marketing/mf-manifest.json',
  });
  const manifest = await request.get(`${gateway}/remotes/marketing/mf-manifest.json`);
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).name).toBe('remote_marketing');
  expect((await request.get(`${gateway}/remotes/nada/remoteEntry.js`)).status()).toBe(404);

  // Prometheus scrapes each process directly; through the public URL there is nothing.
  for (const path of ['/metrics', '/METRICS', '/metrics/']) {
    const denied = await request.get(`${gateway}${path}`);
    expect(denied.status(), path).toBe(404);
    expect(await denied.text()).not.toContain('colabora_');
  }
  expect(await scrape(topology.apiA)).toContain('colabora_http_requests_total');
});

test('an order created on API process A is live on a browser whose hubs are on B; SIGKILL of A loses nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const onA = await deviceOn(browser, topology, GESTOR_DEMO.telefone, 'A');
  const onB = await deviceOn(browser, topology, GESTOR_DEMO.telefone, 'B');
  const boardA = new PedidosPage(onA.page);
  const boardB = new PedidosPage(onB.page);
  // A campaign is sending while A dies (its jobs in pg-boss on the shared database).
  await campaign.begin(onA.page, topology);
  const sentBeforeKill = campaign.sentCount();

  // The session's REST calls follow its hubs (same token, same hash): this order is created by A.
  const createdOnA = /^colabora_http_requests_total\{method="POST",route="\/api\/pedidos\/?",status="201"\}/;
  const postsBefore = sampleSum(await scrape(topology.apiA), createdOnA);
  const primeiro = `Deploy A ${Date.now()}`;
  await boardA.create({ cliente: primeiro, itens: [['X-Burguer', 1]] });
  expect(sampleSum(await scrape(topology.apiA), createdOnA)).toBe(postsBefore + 1);
  // Through the Redis backplane to B, and to the browser on B without a reload.
  await expect(boardB.card(primeiro)).toBeVisible({ timeout: 5_000 });

  const rowsBefore = countRows(topology, 'select count(*) from pedido');
  const hubsOnB = await hubConnections(topology.apiB);
  // The browser on A is held off the hubs for a moment after the kill (its negotiate waits), so an
  // order committed meanwhile never reaches it live: it can only show up by the refetch on reconnect.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await onA.page.route(/\/(?:pedidos|chat)hub\/negotiate/, async (route) => {
    await held;
    await route.continue();
  });
  killedAt = Date.now();
  await topology.apiA.kill();
  const sentAtKill = campaign.sentCount();
  await expect(new Shell(onA.page).realtime()).not.toHaveAccessibleName('Tempo real: Conectado');
  const durante = `Durante a queda ${Date.now()}`;
  await boardB.create({ cliente: durante, itens: [['X-Burguer', 1]] });
  const releasedAt = Date.now();
  release();

  // The browser that was on A reconnects through the gateway (to B), refetches, shows everything.
  await expect(new Shell(onA.page).realtime()).toHaveAccessibleName('Tempo real: Conectado', { timeout: 45_000 });
  // Its hubs are on B now (A is gone): B holds its own browser's connections and these.
  await expect.poll(async () => hubConnections(topology.apiB), { timeout: 45_000 }).toBe(hubsOnB + onA.hubs);
  await expect(boardA.card(durante)).toBeVisible();
  const liveAgainMs = Date.now() - killedAt;
  const reconnectMs = Date.now() - releasedAt;
  await expect(boardA.column('Novo')).toBeVisible();
  await expect(boardA.card(primeiro)).toBeVisible();

  // Live again for real: an order made on B now reaches the browser that was on A.
  const segundo = `Deploy B ${Date.now()}`;
  await boardB.create({ cliente: segundo, itens: [['X-Burguer', 1]] });
  await expect(boardA.card(segundo)).toBeVisible({ timeout: 5_000 });
  const rowsAfter = countRows(topology, 'select count(*) from pedido');
  expect(rowsAfter).toBe(rowsBefore + 2);
  const names = [primeiro, durante, segundo].map((name) => `'${name}'`).join(', ');
  expect(countRows(topology, `select count(*) from pedido where cliente_nome in (${names})`)).toBe(3);

  // Never a blank page, and the gateway's 502s (if any) only for requests in flight at the kill.
  await expect(onA.page.locator('body')).not.toBeEmpty();
  const gatewayErrors = onA.statuses.filter((status) => status >= 502 && status <= 504).length;
  expect(gatewayErrors).toBeLessThanOrEqual(2);
  console.log(
    `kill test: navegador de A ao vivo em B, com o pedido feito durante a queda, ${(reconnectMs / 1000).toFixed(1)} s ` +
      `após liberar seu negotiate (${(liveAgainMs / 1000).toFixed(1)} s após o SIGKILL, retido enquanto B criava o pedido); pedidos antes ${rowsBefore}, depois ${rowsAfter} ` +
      `(+2 criados em B); respostas 502-504 vistas pelo navegador: ${gatewayErrors}`,
  );

  const residentMiB = async (api: typeof topology.apiB) =>
    (sampleSum(await scrape(api), /^colabora_process_resident_memory_bytes /) / 2 ** 20).toFixed(0);
  console.log(`memória residente de B com as sessões de A e B: ${await residentMiB(topology.apiB)} MiB`);

  // A comes back and takes new sessions again.
  await topology.apiA.start();
  const again = await deviceOn(browser, topology, GESTOR_DEMO.telefone, 'A');
  await expect(new PedidosPage(again.page).card(segundo)).toBeVisible();

  // A contact writes on WhatsApp (the simulated phone, through A): staff whose hubs are on A and
  // on B see the conversation arrive live, and each browser gets every event about it once.
  const staff = [again, onB, onA];
  const inboxes = staff.map((device) => new InboxPage(device.page));
  for (const inbox of inboxes) {
    await inbox.goto();
    await inbox.waitForLive();
  }
  const canal = await simuladorCanal(again.page);
  const nome = `Contato do deploy ${Date.now()}`;
  const escreve = await contatoEscreve(again.page, canal.base, {
    telefone: `1194${String(Date.now()).slice(-7)}`,
    nome,
    texto: 'Olá! Chegou nos dois processos?',
  });
  expect(escreve.status(), await escreve.text()).toBe(201);
  const { idChat } = ((await escreve.json()) as { data: { idChat: number } }).data;
  const idOfChat = new RegExp(`"idChat":${idChat}[,}]`, 'i');
  const aboutIt = (record: string) => record.includes(nome) || idOfChat.test(record);
  for (const inbox of inboxes) {
    await expect(inbox.item(nome)).toBeVisible({ timeout: 5_000 });
    await expect(inbox.item(nome)).toHaveCount(1);
  }
  const onProcessA = invocationsAbout(again, aboutIt);
  expect(onProcessA.size, 'eventos da conversa nova no navegador em A').toBeGreaterThan(0);
  for (const device of [onB, onA]) {
    await expect.poll(() => invocationsAbout(device, aboutIt).size).toBe(onProcessA.size);
    expect([...invocationsAbout(device, aboutIt)]).toEqual([...onProcessA]);
  }
  expect(
    [...onProcessA.values()].every((times) => times === 1),
    'cada evento uma vez',
  ).toBe(true);
  console.log(
    `WhatsApp pelo simulador (recebido em A): ${onProcessA.size} eventos da conversa, uma vez cada, ` +
      `nos navegadores em A e em B; campanha: ${sentBeforeKill} enviada(s) antes, ${sentAtKill} no SIGKILL`,
  );
  await closeDevices(topology, [onA, onB, again]);
});

test('a new remote-marketing deployed to its nginx alone reaches a signed-in host on its next navigation; a broken manifest shows "Módulo indisponível"', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Built after the kill test, not beside it: on two cores webpack would slow every browser step.
  // DEPLOY_MARKETING_RELEASE: a folder built before by this same step (local reruns skip the build).
  const built = Date.now();
  const newRelease =
    process.env['DEPLOY_MARKETING_RELEASE'] ??
    (await buildMarketingRelease(join(topology.folder, 'remote-marketing-v2')));
  const buildSeconds = ((Date.now() - built) / 1000).toFixed(1);

  // Signed in before the deploy: one has used a marketing screen already (v1 in the page), one not.
  const usedV1 = await signedInDevice(browser, topology, GESTOR_DEMO.telefone);
  // Every marketing file this page fetches, before and after the deploy, for the checks below.
  const marketingFetched: string[] = [];
  usedV1.page.on('response', (response) => {
    if (response.url().includes('/remotes/marketing/')) marketingFetched.push(new URL(response.url()).pathname);
  });
  await new Shell(usedV1.page).openMenuItem('Leads');
  // The pointer leaves the menu: resting on it, a shift of the items (the menu scrolled to the
  // current one under load) would put Contatos, just below Leads, under it, and hovering a menu item
  // preloads its screen, so v1's Contatos would arrive before the deploy and nothing be left to ask.
  await usedV1.page.mouse.move(900, 400);
  await expect(usedV1.page.getByRole('heading', { level: 1, name: 'Leads', exact: true })).toBeVisible();
  const fresh = await signedInDevice(browser, topology, GESTOR_DEMO.telefone);
  for (const device of [usedV1, fresh])
    await device.page.evaluate(() => ((window as { semRecarga?: boolean }).semRecarga = true));
  // What the page holding v1 asks of remote-marketing after the deploy, and how it is answered.
  const afterDeploy: string[] = [];
  usedV1.page.on('response', (response) => {
    if (response.url().includes('/remotes/marketing/'))
      afterDeploy.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  deployMarketing(topology, newRelease);

  // The host fetches the manifest when it first needs the remote (never from cache): the new version.
  await new Shell(fresh.page).openMenuItem('Leads');
  await expect(fresh.page.getByRole('heading', { level: 1, name: 'Leads · versão nova' })).toBeVisible();
  expect(await fresh.page.evaluate(() => (window as { semRecarga?: boolean }).semRecarga)).toBe(true);

  // The page that holds v1 asks for v1's chunks of a screen it has not opened yet: the remote's
  // nginx still has them (the release it replaced, kept beside the new one), so the screen opens
  // at once, still v1, with no "Módulo indisponível" and no retry.
  await new Shell(usedV1.page).openMenuItem('Contatos');
  await expect(usedV1.page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  await expect(new Shell(usedV1.page).moduleUnavailable()).toHaveCount(0);
  const oldChunks = afterDeploy.filter((line) => /\.[0-9a-f]{8}\.js$/.test(line));
  expect(
    oldChunks.length,
    `a v1 pediu seus pedaços depois da implantação (antes dela já tinha: ${marketingFetched
      .slice(0, marketingFetched.length - afterDeploy.length)
      .join(', ')})`,
  ).toBeGreaterThan(0);
  expect(
    afterDeploy.filter((line) => !line.startsWith('200 ')),
    'nenhum pedaço da v1 faltou',
  ).toEqual([]);
  // Those the new release no longer has came from the kept previous one.
  const onlyInV1 = oldChunks.filter((line) => !existsSync(join(newRelease, basename(line.split(' ')[1] ?? ''))));
  await new Shell(usedV1.page).openMenuItem('Leads');
  await expect(usedV1.page.getByRole('heading', { level: 1, name: 'Leads', exact: true })).toBeVisible();
  expect(await usedV1.page.evaluate(() => (window as { semRecarga?: boolean }).semRecarga)).toBe(true);

  // A broken manifest: the product's page for it, and the rest of the app keeps working.
  const broken = join(topology.folder, 'remote-marketing-broken');
  cpSync(newRelease, broken, { recursive: true });
  writeFileSync(join(broken, 'mf-manifest.json'), '{ isto não é JSON');
  rmSync(join(broken, 'mf-manifest.json.gz'), { force: true });
  rmSync(join(broken, 'mf-manifest.json.br'), { force: true });
  deployMarketing(topology, broken);
  const late = await signedInDevice(browser, topology, GESTOR_DEMO.telefone);
  await new Shell(late.page).openMenuItem('Leads');
  await expect(new Shell(late.page).moduleUnavailable()).toBeVisible();
  await new Shell(late.page).openMenuItem('Pedidos');
  await expect(new PedidosPage(late.page).column('Novo')).toBeVisible();

  // The fix is deployed (the good release again): the page that held v1 all along gets the new
  // version on its next load. (Reloaded last: a reload leaves its old hub connections in their
  // reconnect window for 15 s, which a sign-in counting connections would take for its own.)
  deployMarketing(topology, newRelease);
  await usedV1.page.reload();
  await expect(usedV1.page.getByRole('heading', { level: 1, name: 'Leads · versão nova' })).toBeVisible();

  console.log(
    `redeploy: nova versão de remote-marketing construída em ${buildSeconds} s; aberta sem recarregar por quem ` +
      `ainda não a usava; quem tinha a v1 na página abriu Contatos com ${oldChunks.length} pedaço(s) ` +
      `(${onlyInV1.length} só existem na v1, servidos da versão anterior guardada ao lado) e só viu a nova ao recarregar`,
  );
  await closeDevices(topology, [usedV1, fresh, late]);
});

test('the campaign that was sending when A was killed finishes: every consenting recipient messaged exactly once', async () => {
  test.setTimeout(180_000);
  // A job that died with A is taken over (the campaigns' clock on whichever process is alive, and
  // A's own at its restart); a send left without outcome is settled by asking the gateway.
  await expect.poll(() => campaign.remaining(topology), { timeout: 170_000, intervals: [1_000] }).toBe(0);
  await expect.poll(() => campaign.status(topology)).toBe('concluida');
  campaign.expectEachOnce();
  const afterKill = campaign.sendTimes.map((at) => ((at - killedAt) / 1000).toFixed(0));
  console.log(
    `campanha durante a queda: ${campaign.consenting} destinatários com consentimento, uma mensagem cada, ` +
      `intervalo de 5 s entre envios; envios em s após o SIGKILL: ${afterKill.join(', ')}; ` +
      `tarefas pg-boss: ${campaign.jobs(topology)}`,
  );
});
