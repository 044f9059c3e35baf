/**
 * Chat reads at scale, through the real HTTP API: GET /api/chats (first page, a page by cursor,
 * status filter, minhas, search by contact name and by message text) and
 * GET /api/chats/{idChat}/mensagens (first page, a page by cursor), each timed many times after a
 * warm-up, with one institution holding 100,000 conversations and 1,000,000 messages (and a
 * neighbour institution with a tenth of that).
 *
 * Runs on a PostgreSQL server (the figure that matters in production): creates a fresh
 * database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), starts the
 * API on it (migrations and the demo seed run as on any start), bulk-loads with set-based SQL
 * (generate_series), ANALYZEs, signs in through /api/auth/login and sends real requests to a
 * listening server. The database is dropped at the end (BENCH_KEEP_DB=1 keeps it, to EXPLAIN by
 * hand). A query whose p95 misses the target gets its slowest SQL statement EXPLAIN ANALYZEd.
 * BENCH_ENGINE=pglite runs the same on an in-memory PGlite (the embedded database of `pnpm start`
 * and of a small institution), at 10,000 conversations and 100,000 messages unless told otherwise.
 * A figure, not a test: the exit code says only whether the run completed.
 * Run: pnpm --filter @colabora/api bench:chat-queries   (or bench:chat-queries:pglite)
 *      (env: CHATS=100000 MENSAGENS=1000000 BENCH_RUNS=200 BENCH_WARMUP=20 BENCH_EXPLAIN=1|0|all
 *       DATABASE_URL=postgres://… BENCH_ENGINE=postgres|pglite)
 */
import { cpus, loadavg } from 'node:os';
import { createBenchServerDatabase } from './lib/bench-database';
import type { Db, Queryable, SqlParam } from '../src/plugins/database/db';

const ENGINE = process.env['BENCH_ENGINE'] === 'pglite' ? 'pglite' : 'postgres';
const CHATS = Number(process.env['CHATS'] ?? (ENGINE === 'pglite' ? 10_000 : 100_000));
const MENSAGENS = Number(process.env['MENSAGENS'] ?? (ENGINE === 'pglite' ? 100_000 : 1_000_000));
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 20);
/** A query slower than this gets fewer runs (at least MIN_RUNS), so a slow search cannot take an hour. */
const QUERY_BUDGET_MS = Number(process.env['BENCH_QUERY_BUDGET_MS'] ?? 40_000);
const MIN_RUNS = 20;
const EXPLAIN = process.env['BENCH_EXPLAIN'] ?? '1';
const TARGET_P95_MS = 50;

/** The neighbour institution's share, so every query also has another tenant's rows to skip. */
const VIZINHA_SHARE = 0.1;
/** One long conversation holds this share of the messages (the history's cursor pages). */
const LONG_CHAT_SHARE = 0.05;
/** Chat staff besides the demo gestor and atendente (the assignees). */
const EXTRA_STAFF = 8;

// prettier-ignore
const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Karina', 'Lucas', 'Mariana', 'Nelson', 'Olívia', 'Pedro', 'Quitéria', 'Rafael', 'Sofia', 'Tiago',
  'Úrsula', 'Vitor', 'Wagner', 'Xênia', 'Yasmin', 'Zeca', 'Alice', 'Bernardo', 'Cecília', 'Diego',
  'Elisa', 'Fábio', 'Giovana', 'Heitor', 'Iara', 'Jorge', 'Larissa', 'Márcio', 'Natália', 'Otávio',
];
// prettier-ignore
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Tavares', 'Pinto', 'Moura', 'Correia', 'Batista',
];
// prettier-ignore
const PHRASES = [
  'Bom dia, vocês abrem hoje?', 'Qual o valor da entrega?', 'Quero fazer um pedido', 'Obrigado!',
  'Pode confirmar o endereço?', 'Chega em quanto tempo?', 'Aceita cartão?', 'Já fiz o Pix',
  'Tem opção sem lactose?', 'Vou querer o combo da promoção', 'Pode mandar o cardápio?', 'Perfeito',
  'Seu pedido saiu para entrega', 'Recebemos o seu pagamento', 'Estamos preparando o seu pedido',
  'Pode trocar a bebida?', 'Qual o horário de domingo?', 'Fica para amanhã então', 'Combinado, até logo',
  'Vocês têm estacionamento?', 'Boa noite, ainda dá tempo?', 'Pode ser sem cebola', 'Manda a chave Pix',
  'Quanto fica com a taxa?', 'Chegou certinho, obrigada', 'Onde fica a loja?', 'Tem mesa para quatro?',
  'A senha do wifi é a mesma?', 'Pode parcelar?', 'Até já',
];
/** A word in about one message in 2,000: the text search's needle. */
const RARE_WORD = 'reembolso';

const now = () => performance.now();
const fmt = (ms: number) => ms.toFixed(1);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN) : NaN;
const cursorOf = (value: readonly (string | number)[]) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Captured = { sql: string; params: readonly SqlParam[]; ms: number };

/** The app's database, recording every statement (and how long it took) while `capturing` is set. */
function recording(db: Db): Db & { capturing: Captured[] | null } {
  const wrapped = {
    ...db,
    capturing: null as Captured[] | null,
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const started = now();
      const rows = await db.query<T>(sql, params);
      wrapped.capturing?.push({ sql, params, ms: now() - started });
      return rows;
    },
  };
  return wrapped;
}

/**
 * Bulk data for one institution: `chats` contacts (`Nome Sobrenome`, 1,600 combinations), one
 * chat each on the institution's channel (60% resolvida, 25% aberta, 15% pendente; 70% with one
 * of `staff` as assignee; last activity spread over a year), and `mensagens` messages: a share in
 * one long chat, the rest spread evenly (a pseudo-random chat each); a third are replies by staff.
 */
async function loadInstitution(
  db: Queryable,
  idInstituicao: number,
  chats: number,
  mensagens: number,
  staff: number[],
) {
  const [canal] = await db.query<{ id: number }>('select id from canal where id_instituicao = $1 order by id limit 1', [
    idInstituicao,
  ]);
  if (!canal) throw new Error(`instituição ${idInstituicao} sem canal (seed)`);
  await db.query(
    `insert into contatos (id_instituicao, nome, telefone, origem, created_at)
     select $1, ($2::text[])[1 + n % 40] || ' ' || ($3::text[])[1 + (n / 40) % 40],
            '319' || lpad(n::text, 8, '0'), 'whatsapp', now() - interval '400 days'
       from generate_series(1, $4::int) n`,
    [idInstituicao, FIRST_NAMES, LAST_NAMES, chats],
  );
  await db.query(
    `insert into chat (id_instituicao, id_canal, id_contato, status, id_responsavel, nao_lidas, ultima_mensagem_em, created_at)
     select $1, $2, ct.id,
            case when n % 20 < 12 then 'resolvida' when n % 20 < 17 then 'aberta' else 'pendente' end,
            case when n % 10 < 3 then null else ($3::int[])[1 + (n / 10) % cardinality($3::int[])] end,
            case when n % 20 < 12 then 0 else n % 4 end,
            now() - ((n::bigint * 7919) % 525600) * interval '1 minute',
            now() - interval '400 days'
       from (select id, row_number() over (order by id) as n from contatos
              where id_instituicao = $1 and telefone like '319%') ct`,
    [idInstituicao, canal.id, staff],
  );
  const longChat = Math.floor(mensagens * LONG_CHAT_SHARE);
  await db.query(
    `with c as (select id, row_number() over (order by id) - 1 as k, ultima_mensagem_em
                  from chat where id_instituicao = $1 and id_canal = $2 and created_at < now() - interval '399 days'),
          total as (select count(*) as n from c),
          g as (select g, case when g <= $5 then 0 else (g::bigint * 7919) % (select n from total) end as k
                  from generate_series(1, $4::int) g)
     insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, id_autor, created_at)
     select $1, c.id, $2,
            case when g % 3 = 0 then 'saida' else 'entrada' end,
            case when g % 2000 = 7 then 'Quero pedir ${RARE_WORD} do pedido ' || g
                 else ($3::text[])[1 + g % cardinality($3::text[])] || ' ' || g end,
            case when g % 3 = 0 then 'lida' else 'entregue' end,
            case when g % 3 = 0 then null else 'B' || $1::int || '-' || g end,
            case when g % 3 = 0 then ($6::int[])[1 + g % cardinality($6::int[])] end,
            c.ultima_mensagem_em - (($4::int - g) % 1000) * interval '1 second'
       from g join c using (k)
      order by g`,
    [idInstituicao, canal.id, PHRASES, mensagens, longChat, staff],
  );
}

async function main(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } = await import('../src/seed/demo-data');
  const DEMO = DEMO_INSTITUICOES.demo.id;
  const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

  const loadBefore = loadavg();
  const database = await openDatabase();
  console.log(`${database.label}; ${cpus().length} núcleos`);
  const db = recording(database.db);
  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    // The bench measures the search itself, hundreds of times from one user: no rate limit.
    RATE_LIMIT_HEAVY_PER_USER: '1000000',
    RATE_LIMIT_HEAVY_PER_INSTITUTION: '1000000',
  });
  const app = await buildApp(config, { db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    const api = `http://127.0.0.1:${address.port}`;
    const migrations = await db.query<{ name: string }>('select name from schema_migrations order by version');
    console.log(`migrações: ${migrations.map((m) => m.name).join(', ')}`);

    // Bulk load.
    let started = now();
    const staff = await db.query<{ id: number }>(
      `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash)
       select a.id_instituicao, a.id_perfil, 'Atendente ' || n, '1198866' || lpad(n::text, 4, '0'), a.senha_hash
         from usuario a, generate_series(1, $2::int) n where a.telefone = $1
       returning id`,
      [DEMO_USERS.atendente.telefone, EXTRA_STAFF],
    );
    const demoStaff = [DEMO_USERS.gestor.id, DEMO_USERS.atendente.id, ...staff.map((row) => row.id)];
    await loadInstitution(db, DEMO, CHATS, MENSAGENS, demoStaff);
    await loadInstitution(db, VIZINHA, Math.round(CHATS * VIZINHA_SHARE), Math.round(MENSAGENS * VIZINHA_SHARE), [
      DEMO_USERS.gestorVizinha.id,
    ]);
    const loadedIn = now() - started;
    started = now();
    await db.exec('analyze');
    const analyzedIn = now() - started;
    const counts = await db.query<{ idInstituicao: number; chats: number; mensagens: number }>(
      `select i.id as "idInstituicao",
              (select count(*)::int from chat c where c.id_instituicao = i.id) as chats,
              (select count(*)::int from mensagem m where m.id_instituicao = i.id) as mensagens
         from instituicao i order by i.id`,
    );
    const [size] = await db.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(
      `carga: ${counts.map((c) => `instituição ${c.idInstituicao}: ${c.chats} conversas, ${c.mensagens} mensagens`).join('; ')}` +
        ` em ${(loadedIn / 1000).toFixed(1)} s, ANALYZE ${(analyzedIn / 1000).toFixed(1)} s; banco ${size?.size}`,
    );

    // Sign in as the tests do: the real endpoint.
    async function login(telefone: string): Promise<string> {
      const response = await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telefone, senha: DEMO_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login ${telefone} → ${response.status}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    }
    const gestor = await login(DEMO_USERS.gestor.telefone);
    const atendente = await login(DEMO_USERS.atendente.telefone);

    type Page = { data: { items: { idChat?: number; idMensagem?: number }[]; nextCursor: string | null } };
    async function get(path: string, token: string): Promise<Page> {
      const response = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
      return (await response.json()) as Page;
    }

    // What the queries need: a cursor after the first page and one deep in the list, the long chat.
    const page1 = await get('/api/chats', gestor);
    const [deep] = await db.query<{ em: string; id: number }>(
      `select ultima_mensagem_em::text as em, id from chat where id_instituicao = $1
        order by ultima_mensagem_em desc, id desc offset $2 limit 1`,
      [DEMO, Math.floor(CHATS / 2)],
    );
    const [longChat] = await db.query<{ id: number; n: number }>(
      `select id_chat as id, count(*)::int as n from mensagem where id_instituicao = $1
        group by id_chat order by count(*) desc limit 1`,
      [DEMO],
    );
    const [typicalChat] = await db.query<{ id: number; n: number }>(
      `select c.id, (select count(*)::int from mensagem m where m.id_chat = c.id) as n from chat c
        where c.id_instituicao = $1 order by c.ultima_mensagem_em desc limit 1`,
      [DEMO],
    );
    if (!deep || !longChat || !typicalChat || !page1.data.nextCursor) throw new Error('dados insuficientes');
    // The history's cursor is [enviada_em, id] (WhatsApp's order, ADR 0036).
    const [middle] = await db.query<{ em: string; id: number }>(
      `select enviada_em::text as em, id from mensagem where id_chat = $1
        order by enviada_em desc, id desc offset $2 limit 1`,
      [longChat.id, Math.floor(longChat.n / 2)],
    );
    const fullName = `${FIRST_NAMES[12]} ${LAST_NAMES[35]}`;
    const queries: { name: string; path: string; token: string }[] = [
      { name: 'lista: 1ª página', path: '/api/chats', token: gestor },
      { name: 'lista: 2ª página (cursor)', path: `/api/chats?cursor=${page1.data.nextCursor}`, token: gestor },
      {
        name: `lista: página no meio (cursor na conversa ${Math.floor(CHATS / 2)})`,
        path: `/api/chats?cursor=${cursorOf([deep.em, deep.id])}`,
        token: gestor,
      },
      { name: 'lista: status=aberta,pendente', path: '/api/chats?status=aberta,pendente', token: gestor },
      { name: 'lista: status=pendente', path: '/api/chats?status=pendente', token: gestor },
      { name: 'lista: minhas=true (atendente)', path: '/api/chats?minhas=true', token: atendente },
      {
        name: 'lista: minhas=true&status=aberta',
        path: '/api/chats?minhas=true&status=aberta',
        token: atendente,
      },
      { name: `busca nome comum (q=${LAST_NAMES[35]})`, path: `/api/chats?q=${LAST_NAMES[35]}`, token: gestor },
      {
        name: `busca nome completo (q=${fullName})`,
        path: `/api/chats?q=${encodeURIComponent(fullName)}`,
        token: gestor,
      },
      { name: `busca texto raro (q=${RARE_WORD})`, path: `/api/chats?q=${RARE_WORD}`, token: gestor },
      { name: 'busca texto comum (q=cardápio)', path: `/api/chats?q=${encodeURIComponent('cardápio')}`, token: gestor },
      { name: 'busca sem resultado (q=xyzzy)', path: '/api/chats?q=xyzzy', token: gestor },
      // As people type (ADR 0026): no accent, no capital, a name that has both.
      { name: 'busca sem acento (q=cecilia)', path: '/api/chats?q=cecilia', token: gestor },
      { name: 'busca sem acento (q=cardapio)', path: '/api/chats?q=cardapio', token: gestor },
      { name: 'busca fragmento de telefone (q=98765)', path: '/api/chats?q=98765', token: gestor },
      {
        name: `mensagens: 1ª página (conversa de ${typicalChat.n})`,
        path: `/api/chats/${typicalChat.id}/mensagens`,
        token: gestor,
      },
      {
        name: `mensagens: 1ª página (conversa de ${longChat.n})`,
        path: `/api/chats/${longChat.id}/mensagens`,
        token: gestor,
      },
      {
        name: `mensagens: página no meio (cursor, conversa de ${longChat.n})`,
        path: `/api/chats/${longChat.id}/mensagens?cursor=${cursorOf(middle ? [middle.em, middle.id] : [])}`,
        token: gestor,
      },
    ];

    console.log(
      `\n${RUNS} execuções por consulta após ${WARMUP} de aquecimento (menos, no mínimo ${MIN_RUNS}, se passar de ${QUERY_BUDGET_MS / 1000} s), HTTP real em 127.0.0.1, uma de cada vez; meta p95 ≤ ${TARGET_P95_MS} ms`,
    );
    const rows: { name: string; n: number; p50: number; p95: number; p99: number; items: number }[] = [];
    for (const query of queries) {
      let items = 0;
      // A slow query warms up 3 times only: its figure is far from the target anyway.
      const warming = now();
      for (let index = 0; index < WARMUP && (index < 3 || now() - warming < QUERY_BUDGET_MS / 8); index += 1)
        items = (await get(query.path, query.token)).data.items.length;
      const times: number[] = [];
      const began = now();
      while (times.length < RUNS && (times.length < MIN_RUNS || now() - began < QUERY_BUDGET_MS)) {
        const t0 = now();
        await get(query.path, query.token);
        times.push(now() - t0);
      }
      times.sort((a, b) => a - b);
      const row = {
        name: query.name,
        n: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        items,
      };
      rows.push(row);
      const mark = row.p95 <= TARGET_P95_MS ? 'ok' : 'ACIMA DA META';
      console.log(
        `${row.name.padEnd(58)} n=${String(row.n).padStart(3)}  p50 ${fmt(row.p50).padStart(7)}  p95 ${fmt(row.p95).padStart(7)}  p99 ${fmt(row.p99).padStart(7)} ms  (${items} itens) ${mark}`,
      );
    }

    // Where the time goes: the slowest statement of each request that missed the target.
    const toExplain = rows.filter((row) => EXPLAIN === 'all' || (EXPLAIN === '1' && row.p95 > TARGET_P95_MS));
    for (const row of toExplain) {
      const query = queries.find((q) => q.name === row.name);
      if (!query) continue;
      db.capturing = [];
      await get(query.path, query.token);
      const slowest = db.capturing.sort((a, b) => b.ms - a.ms)[0];
      db.capturing = null;
      if (!slowest) continue;
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${slowest.sql}`,
        slowest.params,
      );
      console.log(`\nEXPLAIN ANALYZE — ${row.name} (comando mais lento da requisição, ${fmt(slowest.ms)} ms):`);
      for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
    }

    const missed = rows.filter((row) => row.p95 > TARGET_P95_MS);
    const loadAfter = loadavg();
    console.log(
      `\n${missed.length ? `meta p95 ≤ ${TARGET_P95_MS} ms NÃO atingida por: ${missed.map((row) => row.name).join('; ')}` : `meta p95 ≤ ${TARGET_P95_MS} ms atingida por todas as consultas`}`,
    );
    console.log(
      `máquina: ${cpus().length} núcleos, carga média (1 min) ${loadBefore[0]?.toFixed(2)} antes → ${loadAfter[0]?.toFixed(2)} depois; ` +
        'API, PostgreSQL e o que mais estiver rodando dividem os núcleos: os números variam com a carga.',
    );
  } finally {
    await app.close();
    await database.dispose();
  }
}

/** A fresh database on the server (dropped by `dispose` unless BENCH_KEEP_DB=1), or an in-memory PGlite. */
async function openDatabase(): Promise<{ label: string; db: Db; dispose(): Promise<void> }> {
  if (ENGINE === 'pglite') {
    const { createPgliteDb } = await import('../src/plugins/database/pglite-db');
    const db = await createPgliteDb('memory://');
    // The app closes the database it was given.
    return { label: 'banco PGlite (memória)', db, dispose: async () => {} };
  }
  const { createPgDb } = await import('../src/plugins/database/pg-db');
  const server = await createBenchServerDatabase('chat');
  return {
    label: `banco ${server.name} em ${server.host}; ${server.version}`,
    db: await createPgDb({ connectionString: server.url, max: 10 }),
    dispose: () => server.dispose(),
  };
}

await main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
