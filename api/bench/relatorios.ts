/**
 * The Relatórios tabs at scale (issue #29, ADR 0039), through the real HTTP API: one institution
 * with 100,000 conversations and 1,000,000 messages, all in the last 90 days (the harshest spread
 * for a 90-day report), their facts, 3 queues, satisfaction surveys, 50,000 campaign recipients of
 * 5 campaigns (2 texts, 2 runs each), 10,000 leads and 20,000 AI calls. Each tab is asked for the
 * 90-day period; p50 and p95 printed twice: right after a contact wrote (the figures changed: the
 * tab measures the conversation and computes everything again) and with nothing new (the answer the
 * API kept, ADR 0039). Also timed: the first full measurement of the history (what the job does
 * once) and a screen's read right after 20 conversations got a message.
 *
 * Runs on a PostgreSQL server only: creates a fresh database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end (BENCH_KEEP_DB=1 keeps it).
 * A figure, not a test: the exit code says only whether the run completed.
 * Run: pnpm --filter @colabora/api bench:relatorios
 *      (env: CHATS=100000 MENSAGENS=1000000 DESTINATARIOS=50000 BENCH_RUNS=40 BENCH_WARMUP=5 DATABASE_URL=…)
 */
import { cpus, loadavg } from 'node:os';
import { createBenchServerDatabase } from './lib/bench-database';

const CHATS = Number(process.env['CHATS'] ?? 100_000);
const MENSAGENS = Number(process.env['MENSAGENS'] ?? 1_000_000);
const DESTINATARIOS = Number(process.env['DESTINATARIOS'] ?? 50_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 5);
const COLD_RUNS = Number(process.env['BENCH_COLD_RUNS'] ?? 10);
const TARGET_P95_MS = 300;

const now = () => performance.now();
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN) : NaN;

async function main(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { createPgDb } = await import('../src/plugins/database/pg-db');
  const { reconstituirFatos } = await import('../src/modules/relatorios/reconstituir-fatos');
  const { atualizarMedidas } = await import('../src/modules/relatorios/medidas-materializadas');
  const { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } = await import('../src/seed/demo-data');
  const DEMO = DEMO_INSTITUICOES.demo.id;

  const server = await createBenchServerDatabase('relatorios');
  const loadBefore = loadavg();
  console.log(`${new Date().toISOString()} banco ${server.name} em ${server.host}; ${server.version}`);
  console.log(`máquina: ${cpus().length} núcleos, carga antes ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}`);

  const db = await createPgDb({ connectionString: server.url, max: 10 });
  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  process.env['AI_PRECOS'] = 'gpt-4o-mini=0.80/3.20';
  const app = await buildApp(config, { db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    const api = `http://127.0.0.1:${address.port}`;

    let started = now();
    let marco = now();
    /** Each step of the load, timed (a slow one shows where). */
    const passo = (nome: string) => {
      console.log(`  ${nome}: ${secs(now() - marco)}`);
      marco = now();
    };
    const [canal] = await db.query<{ id: number }>(
      'select id from canal where id_instituicao = $1 order by id limit 1',
      [DEMO],
    );
    if (!canal) throw new Error('a demonstração não tem canal');
    const staff = await db.query<{ id: number }>(
      `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash)
       select a.id_instituicao, a.id_perfil, 'Atendente ' || n, '1198877' || lpad(n::text, 4, '0'), a.senha_hash
         from usuario a, generate_series(1, 8) n where a.telefone = $1 returning id`,
      [DEMO_USERS.atendente.telefone],
    );
    const equipe = [DEMO_USERS.gestor.id, DEMO_USERS.atendente.id, ...staff.map((row) => row.id)];
    const filas = (
      await db.query<{ id: number }>(`select id from fila where id_instituicao = $1 order by id`, [DEMO])
    ).map((row) => row.id);
    const porChat = Math.max(2, Math.round(MENSAGENS / CHATS));
    // Contacts and conversations begun over the last 89 days, at every hour; 60% resolved.
    await db.query(
      `insert into contatos (id_instituicao, nome, telefone, origem, created_at)
       select $1, 'Contato ' || n, '318' || lpad(n::text, 8, '0'), 'whatsapp', now() - interval '100 days'
         from generate_series(1, $2::int) n`,
      [DEMO, CHATS],
    );
    // Fresh statistics before the next insert checks its foreign keys against 100,000 rows.
    await db.exec('analyze contatos');
    passo('contatos');
    await db.query(
      `insert into chat (id_instituicao, id_canal, id_contato, status, id_responsavel, id_fila, nao_lidas,
                         ultima_mensagem_em, created_at)
       select $1, $2, ct.id, case when n % 10 < 6 then 'resolvida' else 'aberta' end,
              ($3::int[])[1 + n % cardinality($3::int[])], ($4::int[])[1 + n % cardinality($4::int[])], 0,
              now() - ((n * 7919) % (89 * 1440)) * interval '1 minute', now() - interval '100 days'
         from (select id, row_number() over (order by id) as n from contatos
                where id_instituicao = $1 and telefone like '318%') ct`,
      [DEMO, canal.id, equipe, filas],
    );
    await db.exec('analyze chat');
    passo('conversas');
    // `porChat` messages each, alternating contact / staff, 3 minutes apart, ending at the last activity.
    await db.query(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, id_autor, created_at)
       select $1, c.id, $2, case when i % 2 = 0 then 'entrada' else 'saida' end, 'Mensagem ' || i,
              case when i % 2 = 0 then 'entregue' else 'lida' end,
              case when i % 2 = 0 then 'R' || c.id || '-' || i end,
              case when i % 2 = 1 then c.id_responsavel end,
              c.ultima_mensagem_em - ($3::int - 1 - i) * interval '3 minutes'
         from chat c, generate_series(0, $3::int - 1) i
        where c.id_instituicao = $1 and c.created_at < now() - interval '99 days'`,
      [DEMO, canal.id, porChat],
    );
    passo('mensagens');
    const fatos = await reconstituirFatos(db);
    passo('fatos');
    // Surveys: 40% of the resolved conversations were asked, most answered.
    await db.query(
      `insert into avaliacao (id_instituicao, id_chat, id_fila, id_atendente, perguntada_em, nota, respondida_em, comentario, comentada_em)
       select c.id_instituicao, c.id, c.id_fila, c.id_responsavel, c.ultima_mensagem_em,
              case when c.id % 5 <> 0 then 1 + c.id % 5 end, c.ultima_mensagem_em + interval '2 minutes',
              case when c.id % 7 = 0 then 'Comentário ' || c.id end, c.ultima_mensagem_em + interval '3 minutes'
         from chat c where c.id_instituicao = $1 and c.status = 'resolvida' and c.id % 5 < 2
          and c.created_at < now() - interval '99 days'`,
      [DEMO],
    );
    passo('avaliações');
    // Campaigns: 5, two texts each, two runs; recipients are the conversations' contacts.
    const campanhas = await db.query<{ id: number }>(
      `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, intervalo_ms, status)
       select $1, 'Campanha ' || n, $2, array['Texto A ' || n, 'Texto B ' || n], '{"todos": true}', 1000, 'concluida'
         from generate_series(1, 5) n returning id`,
      [DEMO, canal.id],
    );
    await db.query(
      `insert into campanha_destinatario (id_campanha, rodada, ordem, id_instituicao, id_contato, telefone, nome, status,
                                          enviado_em, variante)
       select ($3::int[])[1 + n % 5], 1 + (n / 5) % 2, n, $1, ct.id, '+55' || ct.telefone, ct.nome,
              (array['enviado', 'entregue', 'lido', 'respondeu', 'falhou'])[1 + n % 5],
              now() - ((n * 104729) % (85 * 1440)) * interval '1 minute', n % 2
         from (select id, telefone, nome, row_number() over (order by id) as n from contatos
                where id_instituicao = $1 and telefone like '318%' limit $2) ct`,
      [DEMO, DESTINATARIOS, campanhas.map((c) => c.id)],
    );
    passo('destinatários');
    await db.query(
      `insert into lead (id_instituicao, id_contato, id_etapa, origem, created_at)
       select $1, ct.id, (select min(id) from funil_etapa where id_instituicao = $1), 'campanha',
              now() - ((ct.id * 7919) % (80 * 1440)) * interval '1 minute'
         from contatos ct where ct.id_instituicao = $1 and ct.telefone like '318%' and ct.id % 10 = 0`,
      [DEMO],
    );
    passo('leads');
    await db.query(
      `insert into especialista_uso (id_instituicao, id_especialista, id_chat, tipo, tokens_prompt, tokens_resposta, modelo, created_at)
       select $1, (select min(id) from especialista where id_instituicao = $1), null, 'resposta', 900 + n % 300, 120 + n % 80,
              'gpt-4o-mini', now() - ((n * 7919) % (89 * 1440)) * interval '1 minute'
         from generate_series(1, 20000) n`,
      [DEMO],
    );
    const loadedIn = now() - started;
    started = now();
    await db.exec('analyze');
    const [counts] = await db.query<Record<string, number>>(
      `select (select count(*)::int from chat where id_instituicao = $1) as conversas,
              (select count(*)::int from mensagem where id_instituicao = $1) as mensagens,
              (select count(*)::int from conversa_evento where id_instituicao = $1) as fatos,
              (select count(*)::int from campanha_destinatario where id_instituicao = $1) as destinatarios,
              (select count(*)::int from avaliacao where id_instituicao = $1) as avaliacoes`,
      [DEMO],
    );
    console.log(`carga: ${JSON.stringify(counts)} (${fatos} fatos reconstituídos) em ${secs(loadedIn)}`);

    started = now();
    const primeira = await atualizarMedidas(db, DEMO);
    await db.exec('analyze atendimento_medida');
    console.log(
      `medição inicial do histórico (o job, uma vez): ${primeira.recalculadas} conversas em ${secs(now() - started)}`,
    );

    const login = async (telefone: string) => {
      const response = await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telefone, senha: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const gestor = await login(DEMO_USERS.gestor.telefone);
    const get = async (path: string) => {
      const response = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${gestor}` } });
      if (response.status !== 200) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ data: { resumo?: { atendimentos?: number } } }>;
    };
    const first = await get('/api/relatorios/atendimento?dias=90');
    console.log(`atendimentos no período de 90 dias: ${first.data.resumo?.atendimentos}`);

    const tabs = [
      ['Atendimento', '/api/relatorios/atendimento?dias=90'],
      ['Atendimento, uma fila', `/api/relatorios/atendimento?dias=90&fila=${filas[0]}`],
      ['Equipe', '/api/relatorios/equipe?dias=90'],
      ['Satisfação', '/api/relatorios/satisfacao?dias=90'],
      ['Campanhas (janela 7 dias)', '/api/relatorios/campanhas?dias=90&janela=7'],
      ['IA', '/api/relatorios/ia?dias=90'],
      ['Painel da Presidência', '/api/dashboard-presidente?dias=90'],
    ] as const;
    console.log(
      `\nPor aba, HTTP real, uma de cada vez; meta p95 ≤ ${TARGET_P95_MS} ms. "nova": antes de cada pedido um contato ` +
        `escreve (os números mudaram: a aba mede a conversa e calcula tudo de novo), ${COLD_RUNS} vezes; ` +
        `"sem mudança": ${RUNS} pedidos seguidos após ${WARMUP} de aquecimento (a resposta guardada, ADR 0039)`,
    );
    let todas = true;
    let escrita = 0;
    const medir = async (path: string, runs: number, antes?: () => Promise<void>) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        if (antes) await antes();
        const t0 = now();
        await get(path);
        times.push(now() - t0);
      }
      return times.sort((a, b) => a - b);
    };
    const contatoEscreve = async () => {
      escrita += 1;
      await db.query(
        `with c as (select id from chat where id_instituicao = $1 order by id offset $3 limit 1)
         insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, created_at)
         select $1, c.id, $2, 'entrada', 'De novo', 'entregue', 'F' || c.id || '-' || $3, now() from c`,
        [DEMO, canal.id, escrita * 97],
      );
    };
    const linha = (nome: string, times: number[]) => {
      const p95 = percentile(times, 95);
      return `${nome} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms${p95 > TARGET_P95_MS ? ' (acima)' : ''}`;
    };
    for (const [nome, path] of tabs) {
      const nova = await medir(path, COLD_RUNS, contatoEscreve);
      for (let i = 0; i < WARMUP; i += 1) await get(path);
      const igual = await medir(path, RUNS);
      todas &&= percentile(igual, 95) <= TARGET_P95_MS;
      console.log(`${nome.padEnd(28)} ${linha('nova:', nova)}   ${linha('sem mudança:', igual)}`);
    }

    // A screen right after new activity: 20 conversations get a message, then the tab is read (it measures them first).
    await db.query(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_gateway, created_at)
       select $1, c.id, $2, 'entrada', 'Nova', 'entregue', 'N' || c.id, now()
         from chat c where c.id_instituicao = $1 order by c.id limit 20`,
      [DEMO, canal.id],
    );
    const t0 = now();
    await get('/api/relatorios/atendimento?dias=90');
    console.log(
      `\nAtendimento logo após 20 conversas com mensagem nova (recalcula-as na leitura): ${(now() - t0).toFixed(0)} ms`,
    );
    console.log(
      `carga depois ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}; ${todas ? 'sem mudança: todas as abas na meta' : 'sem mudança: alguma aba acima da meta'}`,
    );
  } finally {
    await app.close();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
