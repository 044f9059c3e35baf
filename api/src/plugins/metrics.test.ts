import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from '../test/build-test-app';
import { chatHubClient, listenOnce } from '../test/hub-clients';
import { bearer, loginAs } from '../test/login-as';

/** One sample's value from a scrape, or undefined when the series is absent. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeWithApp('GET /metrics (Prometheus)', (getApp) => {
  const scrape = async () => {
    const response = await getApp().app.inject({ url: '/metrics' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('counts requests by route template and status, with a latency histogram', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    for (const id of [1, 2]) await app.inject({ url: `/api/pedidos/${id}`, headers: bearer(token) });
    await app.inject({ url: '/api/pedidos/1' });

    const text = await scrape();
    const route = 'route="/api/pedidos/:id"';
    assert.equal(sample(text, `colabora_http_requests_total{method="GET",${route},status="200"}`), 2);
    assert.equal(sample(text, `colabora_http_requests_total{method="GET",${route},status="401"}`), 1);
    assert.equal(sample(text, `colabora_http_request_duration_seconds_count{method="GET",${route},status="200"}`), 2);
    assert.equal(
      sample(text, `colabora_http_request_duration_seconds_bucket{le="+Inf",method="GET",${route},status="200"}`),
      2,
    );
    // The scrape itself is not counted, and no raw id becomes a series of its own.
    assert.equal(text.includes('route="/metrics"'), false);
    assert.equal(text.includes('/api/pedidos/1"'), false);
  });

  it('reports hub connections while a client is connected, and process memory and event-loop delay', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    const client = chatHubClient(await listenOnce(app), token);
    await client.start();
    try {
      assert.equal(sample(await scrape(), 'colabora_hub_connections{hub="chat"}'), 1);
    } finally {
      await client.stop();
    }
    // The server notices the close a moment after the client resolves stop().
    let text = await scrape();
    for (let tries = 0; tries < 50 && sample(text, 'colabora_hub_connections{hub="chat"}') !== 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await scrape();
    }
    assert.equal(sample(text, 'colabora_hub_connections{hub="chat"}'), 0);
    assert.equal(sample(text, 'colabora_hub_connections{hub="pedidos"}'), 0);
    assert.ok((sample(text, 'colabora_process_resident_memory_bytes') ?? 0) > 10_000_000, 'resident memory');
    assert.ok(sample(text, 'colabora_nodejs_eventloop_lag_p99_seconds') !== undefined, 'event-loop delay');
    assert.match(text, /^colabora_hub_messages_total\{hub="chat"\} \d+$/m);
  });

  it('reports campaign recipients by outcome and the job queues from the database', async () => {
    const text = await scrape();
    assert.match(text, /^# TYPE colabora_campaign_recipients gauge$/m);
    assert.match(text, /^# TYPE colabora_jobs gauge$/m);
    const { app } = getApp();
    const [row] = await app.db.query<{ total: number }>(
      "select count(*)::int as total from campanha_destinatario where status = 'enviado'",
    );
    assert.equal(sample(text, 'colabora_campaign_recipients{status="enviado"}') ?? 0, row?.total ?? 0);
  });

  it('reports the PostgreSQL pool: busy connections at its limit and the queries waiting for one (none on PGlite)', async () => {
    const { app, engine } = getApp();
    if (engine === 'pglite') {
      assert.doesNotMatch(await scrape(), /colabora_db_pool/);
      return;
    }
    const max = app.db.poolStats?.().max ?? 0;
    assert.ok(max > 0, 'the pool says its limit');
    // Every connection held by a slow query, and two more queries queued behind them.
    const slow = Array.from({ length: max + 2 }, () => app.db.query('select pg_sleep(0.5)'));
    try {
      // The pool hands connections out on a later tick: wait until the queries hold them all.
      while ((app.db.poolStats?.().idle ?? 0) > 0 || (app.db.poolStats?.().total ?? 0) < max)
        await new Promise((resolve) => setImmediate(resolve));
      const text = await scrape();
      assert.equal(sample(text, 'colabora_db_pool_max'), max);
      assert.equal(sample(text, 'colabora_db_pool_connections{state="busy"}'), max);
      assert.ok((sample(text, 'colabora_db_pool_waiting') ?? 0) >= 2, 'the two queued queries wait');
    } finally {
      await Promise.all(slow);
    }
    const idle = await scrape();
    assert.equal(sample(idle, 'colabora_db_pool_waiting'), 0);
    assert.equal(sample(idle, 'colabora_db_pool_connections{state="busy"}'), 0);
  });
});
