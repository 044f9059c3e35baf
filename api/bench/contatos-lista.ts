/**
 * The Contacts screen's list at scale (docs/decisions/0029): one institution with 100,000
 * contacts (and a neighbour with 10,000), timed through the repository the route calls — the first
 * page, a page 1,000 pages deep by cursor, a search typed without accents, a phone fragment, and
 * the consent, birthday-month, tag and conversation filters — each with the total it counts.
 *
 * PostgreSQL only: creates a fresh database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), migrates it, bulk-loads with generate_series, ANALYZEs,
 * prints p50/p95 per case and the plan of the deep page, and drops the database.
 * A figure, not a test. Run: pnpm --filter @colabora/api bench:contatos
 *      (env: CONTATOS=100000 BENCH_RUNS=30 BENCH_EXPLAIN_Q=patricia prints the plans of that search)
 */
import { createBenchServerDatabase } from './lib/bench-database';
import { listContatos, type ContatosFiltros } from '../src/modules/contatos/contatos-lista.repository';
import { migrate } from '../src/plugins/database/migrate';
import { createPgDb } from '../src/plugins/database/pg-db';

const CONTATOS = Number(process.env['CONTATOS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const server = await createBenchServerDatabase('contatos');
  const db = await createPgDb({ connectionString: server.url, max: 2 });
  try {
    await migrate(db);
    await db.query(`insert into instituicao (id, razao_social, codigo, cnpj) values
                      (1, 'Bench', 'BENCH', '11222333000181'), (2, 'Vizinha', 'VIZ', '44555666000172')`);
    // Names from 40 × 40 × 40 pieces with accents; a third consented; birthdays over the year; a
    // quarter with a custom field "cidade".
    await db.query(
      `insert into contatos (id_instituicao, nome, telefone, data_nascimento, tags,
                             consentimento_marketing, consentimento_em, consentimento_origem, campos)
       select case when g <= $1 then 1 else 2 end,
              (array['Ana','Bruno','Cecília','Daniel','Éder','Fábio','Giovana','Heitor','Iara','João',
                     'Karina','Lúcia','Márcio','Natália','Otávio','Patrícia','Quitéria','Rafael','Sônia','Tiago'])[1 + g % 20]
              || ' ' || (array['Silva','Souza','Araújo','Conceição','Gonçalves','Brandão','Lima','Simões','Magalhães','Pereira',
                     'Assunção','Romão','Guimarães','Frazão','Costa','Antônio','Nóbrega','Melo','Galvão','Barros'])[1 + (g / 20) % 20]
              || ' ' || g,
              lpad((11000000000 + g)::text, 11, '0'),
              date '1950-01-01' + (g % 20000),
              case when g % 7 = 0 then '{vip}'::text[] else '{}' end,
              g % 3 = 0, case when g % 3 = 0 then now() end, case when g % 3 = 0 then 'formulario' end,
              case when g % 4 = 0
                   then jsonb_build_object('cidade', (array['São Paulo','Campinas','São José dos Campos','Santos'])[1 + g / 4 % 4])
                   else '{}' end
         from generate_series(1, $1 + $1 / 10) as g`,
      [CONTATOS],
    );
    await db.query(`insert into canal (id, id_instituicao, nome, provider, webhook_secret_sha256)
                    values (1, 1, 'Bench', 'simulador', repeat('a', 64))`);
    await db.query(
      `insert into chat (id_instituicao, id_canal, id_contato)
       select 1, 1, id from contatos where id_instituicao = 1 and id % 5 = 0`,
    );
    await db.query('analyze');

    const cases: [string, ContatosFiltros][] = [
      ['primeira página', {}],
      ['busca sem acento "patricia"', { q: 'patricia' }],
      ['busca sem acento "conceicao gon"', { q: 'conceicao' }],
      ['busca rara "quiteria romao"', { q: 'quiteria romao' }],
      ['telefone "0004521"', { q: '0004521' }],
      ['consentimento sim', { consentimento: 'sim' }],
      ['aniversário em julho', { mesAniversario: 7 }],
      ['etiqueta vip', { tag: 'vip' }],
      ['com conversa', { conversa: 'com' }],
      ['com o campo cidade', { campo: 'cidade' }],
      ['cidade contém "sao jose"', { campo: 'cidade', valor: 'sao jose' }],
    ];
    if (process.env['BENCH_EXPLAIN_Q']) {
      for (const sql of [
        `explain analyze select c.id from contatos c where c.id_instituicao = 1 and busca_normalizada(c.nome) like busca_normalizada($1) order by lower(c.nome), c.id limit 51`,
        `explain analyze select count(*) from contatos c where c.id_instituicao = 1 and busca_normalizada(c.nome) like busca_normalizada($1)`,
      ]) {
        const rows = await db.query<{ 'QUERY PLAN': string }>(sql, [`%${process.env['BENCH_EXPLAIN_Q']}%`]);
        console.log(rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
      }
    }
    console.log(`# ${CONTATOS} contatos (PostgreSQL), ${RUNS} execuções por caso, página de 50 + total`);
    for (const [label, filtros] of cases)
      await time(label, () => listContatos(db, 1, filtros, { apos: null, limite: 50 }));

    // 1,000 pages in: the cursor of the 50,000th name.
    const [deep] = await db.query<{ nome: string; id: number }>(
      `select lower(nome) as nome, id from contatos where id_instituicao = 1 order by lower(nome), id offset 50000 limit 1`,
    );
    const apos = deep ?? null;
    await time('página 1.000 (cursor)', () => listContatos(db, 1, {}, { apos, limite: 50 }));
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain analyze select id from contatos c where c.id_instituicao = 1 and (lower(c.nome), c.id) > ($1, $2)
        order by lower(c.nome), c.id limit 51`,
      [apos?.nome ?? '', apos?.id ?? 0],
    );
    console.log(plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
  } finally {
    await db.close();
    await server.dispose();
  }
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i += 1) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(36)} p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
