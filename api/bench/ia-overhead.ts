/**
 * The API's own time around a model call, the model excluded (issue #14): how much an AI
 * specialist adds to a contact's wait besides the model itself.
 * - answer: `answerWithSpecialist` on an inbound message (read the specialist, build the prompt
 *   with its context and the catalogue, read the history, call the model, send through the
 *   simulated channel, record the usage, publish the hub events);
 * - playground: POST /api/especialistas/{id}/playground through the whole HTTP stack (auth,
 *   validation, prompt, streamed answer relayed as server-sent events, usage).
 * The model is the fake OpenAI server on 127.0.0.1, answering at once; the time spent inside its
 * `fetch` calls (request to last byte) is measured and subtracted per operation, so what is
 * printed is the API's share. In-memory PGlite, demo seed. A figure, not a test.
 * Run: pnpm --filter @colabora/api bench:ia   (env: BENCH_ITERATIONS=200)
 */
import { DEMO_INSTITUICOES, DEMO_USERS } from '../src/seed/demo-data';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPgliteDb } from '../src/plugins/database/pglite-db';
import { createCanal } from '../src/modules/canais/canais.repository';
import { ChannelRegistry } from '../src/modules/canais/channel-registry';
import { ingestInbound, type InboundOutcome } from '../src/modules/chat/chat-inbound.commands';
import { answerWithSpecialist } from '../src/modules/especialistas/answer-chat';
import { saveContexto } from '../src/modules/especialistas/contexto.repository';
import { saveEspecialista } from '../src/modules/especialistas/especialistas.repository';
import { IaClient } from '../src/modules/especialistas/ia/ia-client';
import { startFakeOpenAi } from '../src/modules/especialistas/testing/fake-openai-server';

const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 200);
const WARMUP = 20;
const DEMO = DEMO_INSTITUICOES.demo.id;

/** Time spent inside fetch calls to the model (request sent → body read), per operation. */
let modelMs = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
  const started = performance.now();
  const response = await realFetch(input, init);
  // Reading the body is the model's time too: buffer it here, hand back a copy.
  const body = await response.arrayBuffer();
  modelMs += performance.now() - started;
  return new Response(body, { status: response.status, headers: response.headers });
}) as typeof fetch;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(name: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(12)} n=${sorted.length}  p50 ${fmt(percentile(sorted, 50))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? 0)}`,
  );
}

async function main(): Promise<void> {
  const fake = await startFakeOpenAi([], { kind: 'texto', texto: 'Abrimos das 9h às 17h, de segunda a sexta.' });
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_MODELS = 'modelo-bench';
  const config = {
    ...loadConfig({ PGLITE_DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48), SEED_DEMO: 'true', LOG_LEVEL: 'silent' }),
  };
  const db = await createPgliteDb('memory://');
  const app = await buildApp(config, { db });
  await app.ready();
  try {
    const { canal } = await createCanal(db, DEMO, { nome: 'Bench', provider: 'simulador', estado: 'conectado' });
    const saved = await saveEspecialista(db, DEMO, null, {
      nome: 'Bench',
      descricao: 'Responde sobre horários e produtos.',
      tom: 'cordial',
      modelo: 'modelo-bench',
      temperatura: 0.2,
      historicoMensagens: 10,
      palavrasTransferencia: ['atendente'],
      transferenciaPelaIa: true,
      horario: null,
      ativo: true,
      idsCanais: [canal.idCanal],
    });
    if (saved.kind !== 'saved') throw new Error(`especialista: ${saved.kind}`);
    const { idEspecialista } = saved.especialista;
    const [gestor] = await db.query<{ id: number }>('select id from usuario where telefone = $1', [
      DEMO_USERS.gestor.telefone,
    ]);
    await saveContexto(
      db,
      DEMO,
      idEspecialista,
      [
        { tipo: 'sobre', conteudo: 'Lanchonete do bairro desde 1998. '.repeat(20), usarCatalogo: false },
        { tipo: 'produtos', conteudo: 'Preços de balcão.', usarCatalogo: true },
        { tipo: 'horarios', conteudo: 'Segunda a sexta, das 9h às 17h.', usarCatalogo: false },
        { tipo: 'faq', conteudo: 'Entregamos em até 40 minutos. '.repeat(20), usarCatalogo: false },
        { tipo: 'regras', conteudo: 'Não prometa descontos.', usarCatalogo: false },
      ],
      gestor?.id ?? 0,
    );
    const deps = {
      db,
      registry: new ChannelRegistry(),
      ia: new IaClient({
        baseUrl: fake.url,
        apiKey: '',
        modelos: ['modelo-bench'],
        timeoutMs: 10_000,
        contextTokens: 6000,
      }),
      sink: { realtime: app.realtime, log: app.log },
    };

    // One conversation, a new message each time (its history grows to `historicoMensagens`).
    const answer: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
      const [outcome] = await ingestInbound(db, canal, [
        {
          kind: 'message',
          idGateway: `BENCH${i}`,
          telefone: '+5511977770000',
          nome: 'Bench',
          texto: `Que horas abrem? (${i})`,
        },
      ]);
      const message = outcome as Extract<InboundOutcome, { kind: 'message' }>;
      if (i === 0)
        await db.query('update chat set id_especialista = $2 where id = $1', [message.chat.idChat, idEspecialista]);
      const chat = i === 0 ? { ...message.chat, especialista: { idEspecialista, nome: 'Bench' } } : message.chat;
      modelMs = 0;
      const started = performance.now();
      const result = await answerWithSpecialist(deps, chat, message.mensagem);
      const total = performance.now() - started;
      if (result.kind !== 'respondida') throw new Error(`resposta ${i}: ${result.kind}`);
      if (i >= WARMUP) answer.push(total - modelMs);
    }

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telefone: DEMO_USERS.gestor.telefone, senha: 'colabora123' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const playground: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
      modelMs = 0;
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/especialistas/${idEspecialista}/playground`,
        headers: { authorization: `Bearer ${token}` },
        payload: { mensagens: [{ papel: 'contato', texto: 'Quanto custa o lanche?' }] },
      });
      const total = performance.now() - started;
      if (response.statusCode !== 200 || !response.body.includes('"fim"')) throw new Error(response.body.slice(0, 200));
      if (i >= WARMUP) playground.push(total - modelMs);
    }

    console.log(
      `API time around one model call, the model's own time excluded (PGlite in memory, ${ITERATIONS} runs):`,
    );
    report('answer', answer);
    report('playground', playground);
  } finally {
    await app.close();
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
