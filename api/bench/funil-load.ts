/**
 * Funnel board load: GET /api/funil through the real HTTP API with one institution holding 5,000
 * leads in 8 stages (6 open, won, lost), each lead with one to four stays in stages (so conversion
 * and time in stage have data to compute), and the neighbour institution with a tenth of that.
 *
 * Runs on a PostgreSQL server: creates a fresh database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), starts the API on it (migrations and the demo seed run
 * as on any start), bulk-loads with set-based SQL, ANALYZEs, signs in through /api/auth/login and
 * times GET /api/funil many times after a warm-up. The database is dropped at the end.
 * A figure, not a test: the exit code says only whether the run completed.
 * Run: pnpm --filter @colabora/api bench:funil   (env: LEADS=5000 BENCH_RUNS=100 BENCH_WARMUP=10)
 */
import type { Queryable } from '../src/plugins/database/db';
import { startBenchApi } from './lib/bench-api';

const LEADS = Number(process.env['LEADS'] ?? 5000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 100);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 10);

const now = () => performance.now();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Two extra open stages (8 in all), `leads` contacts and leads spread over the stages, with stays. */
async function load(db: Queryable, idInstituicao: number, leads: number, prefix: string): Promise<void> {
  const { listEtapas } = await import('../src/modules/marketing/etapas.repository');
  await listEtapas(db, idInstituicao);
  await db.query(
    `insert into funil_etapa (id_instituicao, nome, ordem, tipo)
     values ($1, 'Qualificação', 10, 'aberta'), ($1, 'Aguardando pagamento', 11, 'aberta') on conflict do nothing`,
    [idInstituicao],
  );
  // Board order: the six open ones, then won and lost.
  await db.query(
    `update funil_etapa e set ordem = o.rn from (
       select id, row_number() over (order by (tipo <> 'aberta'), tipo = 'perdido', ordem, id) as rn
         from funil_etapa where id_instituicao = $1) o
      where e.id = o.id`,
    [idInstituicao],
  );
  await db.query(
    `insert into contatos (id_instituicao, nome, telefone, origem, tags, created_at)
     select $1, 'Contato ' || n, $2 || lpad(n::text, 8, '0'), 'manual',
            case when n % 3 = 0 then array['buffet'] else '{}' end, now() - (n % 90) * interval '1 day'
       from generate_series(1, $3::int) n`,
    [idInstituicao, prefix, leads],
  );
  // Each lead: a target stage index k (1..8); it stayed in the open stages before k (at most 3).
  await db.query(
    `with etapas as (select id, row_number() over (order by ordem) as k, tipo from funil_etapa where id_instituicao = $1),
          contatos_novos as (select id, row_number() over (order by id) as n from contatos
                              where id_instituicao = $1 and telefone like $2 || '%'),
          novos as (
            insert into lead (id_instituicao, id_contato, id_etapa, valor_centavos, origem, etapa_desde, created_at,
                              motivo, motivo_perda)
            select $1, c.id, e.id, (c.n % 50) * 10000, 'balcao',
                   now() - ((c.n % 60) * interval '1 day') + interval '1 hour' * (e.k * 5),
                   now() - ((c.n % 60) * interval '1 day'),
                   case when e.tipo <> 'aberta' then 'motivo' end, case when e.tipo = 'perdido' then 'preco' end
              from contatos_novos c join etapas e on e.k = 1 + (c.n % 8)
            returning id, id_etapa, created_at
          )
     insert into lead_etapa_passagem (id_lead, id_instituicao, id_etapa, entrou_em, saiu_em)
     select n.id, $1, e.id, n.created_at + interval '5 hours' * (e.k - 1),
            case when e.id = n.id_etapa then null else n.created_at + interval '5 hours' * e.k end
       from novos n join etapas cur on cur.id = n.id_etapa
       join etapas e on e.k <= cur.k and e.k >= greatest(1, cur.k - 3) and (e.tipo = 'aberta' or e.id = n.id_etapa)`,
    [idInstituicao, prefix],
  );
}

async function main(): Promise<void> {
  const { DEMO_INSTITUICOES } = await import('../src/seed/demo-data');
  const { db, api, token, stop } = await startBenchApi('funil');
  try {
    let started = now();
    await load(db, DEMO_INSTITUICOES.demo.id, LEADS, '119');
    await load(db, DEMO_INSTITUICOES.vizinha.id, Math.round(LEADS / 10), '219');
    await db.exec('analyze');
    const [counts] = await db.query<{ leads: number; etapas: number; passagens: number }>(
      `select (select count(*)::int from lead where id_instituicao = $1) as leads,
              (select count(*)::int from funil_etapa where id_instituicao = $1) as etapas,
              (select count(*)::int from lead_etapa_passagem where id_instituicao = $1) as passagens`,
      [DEMO_INSTITUICOES.demo.id],
    );
    console.log(
      `carga: ${counts?.leads} leads, ${counts?.etapas} etapas, ${counts?.passagens} passagens em ${((now() - started) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${token}` };

    const times: number[] = [];
    let bytes = 0;
    let onBoard = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      started = now();
      const response = await fetch(`${api}/api/funil`, { headers });
      const body = await response.text();
      const elapsed = now() - started;
      if (response.status !== 200) throw new Error(`GET /api/funil: ${response.status} ${body.slice(0, 200)}`);
      if (i >= WARMUP) times.push(elapsed);
      bytes = body.length;
      onBoard = (JSON.parse(body) as { data: { leads: unknown[] } }).data.leads.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/funil (${onBoard} leads no quadro, ${(bytes / 1024).toFixed(0)} KiB): ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
        `max ${(times.at(-1) ?? NaN).toFixed(1)} ms (${RUNS} requisições)`,
    );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
