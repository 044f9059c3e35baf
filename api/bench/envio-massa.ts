/**
 * Mass send figures (issue #16): the time to expand an audience of 50,000 contacts into a run's
 * recipients (POST /api/envio-massa/{id}/iniciar, through the real HTTP API), and the queue's own
 * cost per send: one step of the run (intent committed under the row and channel locks, the send,
 * the outcome recorded, the EnvioMassaUpdate published) on the simulator, whose send is in memory,
 * so what is timed is ours. The clock is advanced past the interval between steps: no waiting.
 *
 * Runs on a PostgreSQL server: a fresh database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end. A figure, not a test.
 * Run: pnpm --filter @colabora/api bench:envio-massa   (env: CONTATOS=50000 SENDS=2000 EXPANSIONS=3)
 */
import { startBenchApi } from './lib/bench-api';

const CONTATOS = Number(process.env['CONTATOS'] ?? 50_000);
const SENDS = Number(process.env['SENDS'] ?? 2000);
const EXPANSIONS = Number(process.env['EXPANSIONS'] ?? 3);

const now = () => performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const { DEMO_INSTITUICOES } = await import('../src/seed/demo-data');
  const { ChannelRegistry } = await import('../src/modules/canais/channel-registry');
  const { passoEnvio } = await import('../src/modules/campanhas/envio-massa.runner');
  // The campaigns module reads the operator's floor from the environment, as in production.
  process.env['ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS'] = '0.01';
  const { app, db, api, token, stop } = await startBenchApi('envio', { JOBS_ENABLED: 'false' });
  try {
    const idInstituicao = DEMO_INSTITUICOES.demo.id;

    // 50,000 contacts with the tag; one in ten without marketing consent, one in fifty with a landline
    // typo WhatsApp cannot reach.
    let started = now();
    await db.query(
      `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
       select $1, 'Contato ' || n, case when n % 50 = 25 then '1101' || lpad(n::text, 7, '0') else '119' || lpad(n::text, 8, '0') end,
              n % 10 <> 0, array['bench']
         from generate_series(1, $2::int) n`,
      [idInstituicao, CONTATOS],
    );
    await db.exec('analyze');
    console.log(`carga: ${CONTATOS} contatos em ${((now() - started) / 1000).toFixed(1)} s`);

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [canal] = await db.query<{ id: number }>(
      `select id from canal where id_instituicao = $1 and provider = 'simulador' order by id limit 1`,
      [idInstituicao],
    );
    const ritmo = {
      intervaloSegundos: 0.01,
      jitterSegundos: 0,
      janelaInicio: '00:00',
      janelaFim: '23:59',
      dias: [0, 1, 2, 3, 4, 5, 6],
      limiteDiario: null,
    };
    const criar = async (nome: string) => {
      const response = await fetch(`${api}/api/campanhas`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          nome,
          idCanal: canal?.id,
          idEspecialista: null,
          variantes: ['Olá, {primeiroNome}! Novidades.', 'Oi, {primeiroNome}, temos novidades.'],
          audiencia: { todos: false, tags: ['bench'], idsEtapas: [], idsContatos: [] },
          agendadaPara: null,
          ritmo,
        }),
      });
      if (response.status !== 201) throw new Error(`POST /api/campanhas: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { idEspecialistaCampanha: number } }).data.idEspecialistaCampanha;
    };

    const expansions: number[] = [];
    let ultima = 0;
    for (let i = 0; i < EXPANSIONS; i += 1) {
      ultima = await criar(`Bench ${i}`);
      started = now();
      const response = await fetch(`${api}/api/envio-massa/${ultima}/iniciar`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
      });
      const elapsed = now() - started;
      if (response.status !== 200) throw new Error(`iniciar: ${response.status} ${await response.text()}`);
      expansions.push(elapsed);
    }
    const [lista] = await db.query<{ total: number; pendentes: number; ignorados: number }>(
      `select count(*)::int as total, count(*) filter (where status = 'pendente')::int as pendentes,
              count(*) filter (where status = 'ignorado')::int as ignorados
         from campanha_destinatario where id_campanha = $1`,
      [ultima],
    );
    expansions.sort((a, b) => a - b);
    console.log(
      `expandir a audiência (${lista?.total} destinatários: ${lista?.pendentes} a enviar, ${lista?.ignorados} ignorados) ` +
        `ao iniciar: mediana ${ms(percentile(expansions, 50))}, melhor ${ms(expansions[0] ?? NaN)} em ${EXPANSIONS} execuções`,
    );

    // One step at a time on the last run; the clock jumps past the interval so nothing waits.
    const registry = new ChannelRegistry();
    let clock = new Date('2026-11-24T13:00:00.000Z');
    const deps = {
      db,
      registry,
      sink: { realtime: app.realtime, log: app.log },
      now: () => clock,
      random: Math.random,
      recuperarAposMs: 60_000,
    };
    const steps: number[] = [];
    for (let i = 0; i < SENDS; i += 1) {
      clock = new Date(clock.getTime() + 20);
      started = now();
      const passo = await passoEnvio(deps, ultima);
      const elapsed = now() - started;
      if (passo.kind !== 'enviado') throw new Error(`passo ${i}: ${JSON.stringify(passo)}`);
      steps.push(elapsed);
    }
    const warm = steps.slice(Math.min(100, Math.floor(SENDS / 10))).sort((a, b) => a - b);
    console.log(
      `custo da fila por envio (${warm.length} envios, simulador em memória): p50 ${ms(percentile(warm, 50))}, ` +
        `p95 ${ms(percentile(warm, 95))}, p99 ${ms(percentile(warm, 99))} ` +
        `(≈ ${Math.round(1000 / (percentile(warm, 50) || 1))} envios/s por campanha, muito acima do ritmo permitido)`,
    );
  } finally {
    await stop();
  }
}

await main();
