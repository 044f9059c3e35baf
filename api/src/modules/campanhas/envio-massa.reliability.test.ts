import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data';
import { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { freePort } from '../../test/free-port';

/*
 * Issue #16's reliability test: a real API process on PostgreSQL sends a campaign of 200 recipients
 * through a real HTTP gateway (the fake Evolution API, which outlives the API); the API is killed
 * with SIGKILL twice at random points of the run and restarted. In the end every consenting
 * recipient got exactly one message and every other none, counted at the gateway.
 */

const TOTAL = 200;
const SEM_CONSENTIMENTO = 20;
const KEY = 'chave-da-confiabilidade';
const TAG = 'confiabilidade';
const enabled = Boolean(process.env.TEST_DATABASE_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await sleep(everyMs);
  }
}

/** A random integer in [min, max]. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

describe(
  'a mass send killed with SIGKILL mid-run',
  { skip: !enabled && 'precisa de TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let fake: FakeEvolution;
    let api: ChildProcess | null = null;
    let databaseUrl = '';
    let adminUrl = '';
    let database = '';
    let base = '';
    let env: NodeJS.ProcessEnv = {};

    async function startApi(): Promise<void> {
      api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      api.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      const process_ = api;
      await until(
        'a API responder /readyz',
        async () => {
          if (process_.exitCode !== null) throw new Error(`a API saiu (${process_.exitCode}): ${stderr}`);
          return (await fetch(`${base}/readyz`)).ok;
        },
        60_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${stderr}`);
      });
    }

    async function killApi(): Promise<void> {
      const process_ = api;
      if (!process_) return;
      const exited = new Promise((resolve) => process_.once('exit', resolve));
      process_.kill('SIGKILL');
      await exited;
      api = null;
    }

    before(async () => {
      fake = await FakeEvolution.start(KEY);
      database = `confiabilidade_${randomBytes(4).toString('hex')}`;
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      adminUrl = url.toString();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        EVOLUTION_API_URL: fake.url,
        EVOLUTION_API_KEY: KEY,
        API_PUBLIC_URL: base,
        ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS: '0.01',
        ENVIO_MASSA_RECUPERAR_APOS_SEGUNDOS: '2',
        LOG_LEVEL: 'error',
        REDIS_URL: '',
      };
    });

    after(async () => {
      await killApi();
      await fake.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it(
      `sends each of ${TOTAL - SEM_CONSENTIMENTO} consenting recipients exactly one message, and the other ${SEM_CONSENTIMENTO} none`,
      { timeout: 240_000 },
      async () => {
        await startApi();
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        assert.equal(login.status, 200, await login.clone().text());
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const call = async (method: string, path: string, body?: unknown) => {
          const response = await fetch(`${base}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          const text = await response.text();
          return { status: response.status, json: text ? (JSON.parse(text) as { data: never }) : null, text };
        };

        // A real WhatsApp number through the gateway: the channel is created and its QR read.
        const canal = await call('POST', '/api/canais', { nome: 'WhatsApp da campanha', provider: 'evolution' });
        assert.equal(canal.status, 201, canal.text);
        const idCanal = (canal.json?.data as unknown as { idCanal: number }).idCanal;
        assert.equal(await fake.readQr(fake.instance().name, '+5511955550000'), 200);

        // 200 contacts with the campaign's tag; the last 20 without marketing consent.
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const telefones = Array.from({ length: TOTAL }, (_, i) => `1196${String(i).padStart(7, '0')}`);
        await db.query(
          `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
       select $1, 'Contato ' || n, t, n <= $3, array[$4]
         from unnest($2::text[]) with ordinality as x(t, n)`,
          [DEMO_INSTITUICOES.demo.id, telefones, TOTAL - SEM_CONSENTIMENTO, TAG],
        );
        await db.end();

        const criada = await call('POST', '/api/campanhas', {
          nome: 'Confiabilidade',
          idCanal,
          idEspecialista: null,
          variantes: ['Olá, {primeiroNome}! Mensagem de teste.'],
          audiencia: { todos: false, tags: [TAG], idsEtapas: [], idsContatos: [] },
          agendadaPara: null,
          ritmo: {
            intervaloSegundos: 0.05,
            jitterSegundos: 0,
            janelaInicio: '00:00',
            janelaFim: '23:59',
            dias: [0, 1, 2, 3, 4, 5, 6],
            limiteDiario: null,
          },
        });
        assert.equal(criada.status, 201, criada.text);
        const id = (criada.json?.data as unknown as { idEspecialistaCampanha: number }).idEspecialistaCampanha;
        // Each send spends a while in the gateway, so a kill often finds one in flight.
        fake.slowDown(40);
        const started = Date.now();
        const iniciada = await call('POST', `/api/envio-massa/${id}/iniciar`);
        assert.equal(iniciada.status, 200, iniciada.text);

        const sent = () => fake.instance().sent.length;
        const kills: number[] = [];
        for (const [min, max] of [
          [20, 70],
          [90, 150],
        ] as const) {
          const at = between(min, max);
          // Polled every few ms: the kill lands right after the gateway took a message, most often
          // before the API read the answer, which is the moment a resend would happen.
          await until(`${at} envios no gateway`, async () => sent() >= at, 90_000, 2);
          kills.push(sent());
          await killApi();
          await startApi();
        }

        const relogin = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        const fresh = ((await relogin.json()) as { data: { token: string } }).data.token;
        await until(
          'a campanha concluir',
          async () => {
            const response = await fetch(`${base}/api/campanhas/${id}`, {
              headers: { authorization: `Bearer ${fresh}` },
            });
            const campanha = ((await response.json()) as { data: { status: string } }).data;
            return campanha.status === 'concluida';
          },
          120_000,
        );

        const porNumero = new Map<string, number>();
        for (const item of fake.instance().sent) porNumero.set(item.number, (porNumero.get(item.number) ?? 0) + 1);
        const duplicados = [...porNumero].filter(([, n]) => n > 1);
        assert.deepEqual(duplicados, [], 'ninguém recebeu duas vezes');
        telefones.forEach((telefone, index) => {
          const recebidas = porNumero.get(`55${telefone}`) ?? 0;
          assert.equal(recebidas, index < TOTAL - SEM_CONSENTIMENTO ? 1 : 0, `55${telefone}`);
        });
        console.log(
          `confiabilidade: ${TOTAL - SEM_CONSENTIMENTO} enviadas uma vez cada, ${SEM_CONSENTIMENTO} ignoradas; ` +
            `SIGKILL com ${kills.join(' e ')} envios no gateway; ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    );
  },
);
