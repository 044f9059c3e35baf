import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data';
import { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { killableApi, until, type KillableApi } from '../../test/killable-api';

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

/** A random integer in [min, max]. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

describe(
  'a mass send killed with SIGKILL mid-run',
  { skip: !enabled && 'precisa de TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let fake: FakeEvolution;
    let api: KillableApi;

    before(async () => {
      fake = await FakeEvolution.start(KEY);
      api = await killableApi('confiabilidade', () => ({
        EVOLUTION_API_URL: fake.url,
        EVOLUTION_API_KEY: KEY,
        ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS: '0.01',
        ENVIO_MASSA_RECUPERAR_APOS_SEGUNDOS: '2',
      }));
    });

    after(async () => {
      await api?.dispose();
      await fake.close();
    });

    it(
      `sends each of ${TOTAL - SEM_CONSENTIMENTO} consenting recipients exactly one message, and the other ${SEM_CONSENTIMENTO} none`,
      { timeout: 240_000 },
      async () => {
        await api.start();
        const login = await fetch(`${api.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        assert.equal(login.status, 200, await login.clone().text());
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const call = async (method: string, path: string, body?: unknown) => {
          const response = await fetch(`${api.base}${path}`, {
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
        const db = new pg.Client({ connectionString: api.databaseUrl });
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
          await api.kill();
          await api.start();
        }

        const relogin = await fetch(`${api.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        const fresh = ((await relogin.json()) as { data: { token: string } }).data.token;
        await until(
          'a campanha concluir',
          async () => {
            const response = await fetch(`${api.base}/api/campanhas/${id}`, {
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
