import assert from 'node:assert/strict';
import type { Campanha, CampanhaInput, Destinatario } from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../../seed/demo-data';
import { openScratchDatabase, testConfig, type TestEngine } from '../../../test/build-test-app';
import { bearer, loginAs } from '../../../test/login-as';
import { ChannelRegistry } from '../../canais/channel-registry';
import type { EnvioMassaDeps } from '../envio-massa.runner';

/*
 * What the campaign suites share: an API on a scratch database with a clock the test moves, the
 * gestor signed in, the demo institution's simulated channel, and short ways to create a campaign,
 * command its run and read its recipients. The runner is driven step by step (no queue).
 */

export const DEMO = DEMO_INSTITUICOES.demo.id;
export const VIZINHA = DEMO_INSTITUICOES.vizinha.id;
/** Monday 23 November 2026, 10:00 in São Paulo (UTC−3). */
export const SEGUNDA_10H = new Date('2026-11-23T10:00:00-03:00');

export type CampanhasKit = Awaited<ReturnType<typeof startCampanhasKit>>;

export async function startCampanhasKit(engine: TestEngine, tag: string) {
  const clock = { now: SEGUNDA_10H };
  const scratch = await openScratchDatabase(engine);
  const registry = new ChannelRegistry();
  const app: FastifyInstance = await buildApp(testConfig(), {
    db: scratch.db,
    now: () => clock.now,
    campanhas: { intervaloMinimoSegundos: 0.5 },
  });
  await app.ready();
  const gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
  const [canal] = await app.db.query<{ id: number }>(
    `select id from canal where id_instituicao = $1 and provider = 'simulador' order by id limit 1`,
    [DEMO],
  );
  const idCanal = canal?.id ?? 0;

  const deps = (overrides: Partial<EnvioMassaDeps> = {}): EnvioMassaDeps => ({
    db: app.db,
    registry,
    sink: { realtime: app.realtime, log: app.log },
    now: () => clock.now,
    random: () => 0,
    recuperarAposMs: 60_000,
    ...overrides,
  });
  return {
    app,
    clock,
    gestor,
    idCanal,
    deps,
    /** Moves the test's clock forward. */
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    simulador: () => registry.simuladorFor({ idCanal, provider: 'simulador', estado: 'conectado' }),
    /** A campaign to the suite's tag, sent at 1 s on weekdays 08:00–20:00, once. */
    input: (overrides: Partial<CampanhaInput> = {}): CampanhaInput => ({
      nome: `Campanha ${Math.random().toString(36).slice(2, 8)}`,
      idCanal,
      idEspecialista: null,
      variantes: ['Oi, {primeiroNome}! Temos novidades.'],
      audiencia: { tags: [tag], idsEtapas: [], idsContatos: [], telefones: [], todos: false },
      agendadaPara: null,
      recorrencia: null,
      ritmo: {
        intervaloSegundos: 1,
        jitterSegundos: 0,
        janelaInicio: '08:00',
        janelaFim: '20:00',
        dias: [1, 2, 3, 4, 5],
        limiteDiario: null,
      },
      ...overrides,
    }),
    async criar(body: CampanhaInput): Promise<Campanha> {
      const response = await app.inject({ method: 'POST', url: '/api/campanhas', headers: gestor, payload: body });
      assert.equal(response.statusCode, 201, response.body);
      return (response.json() as { data: Campanha }).data;
    },
    async campanha(id: number): Promise<Campanha> {
      const response = await app.inject({ url: `/api/campanhas/${id}`, headers: gestor });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: Campanha }).data;
    },
    acao: (id: number, verbo: string) =>
      app.inject({ method: 'POST', url: `/api/envio-massa/${id}/${verbo}`, headers: gestor }),
    async destinatarios(id: number, query = ''): Promise<Destinatario[]> {
      const response = await app.inject({ url: `/api/envio-massa/${id}/destinatarios${query}`, headers: gestor });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: { items: Destinatario[] } }).data.items;
    },
    /** A contact of `idInstituicao` with the suite's tag (unless `comTag` is false). */
    async addContato(idInstituicao: number, nome: string, telefone: string, consent: boolean, comTag = true) {
      const [row] = await app.db.query<{ id: number }>(
        `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
         values ($1, $2, $3, $4, $5) returning id`,
        [idInstituicao, nome, telefone, consent, comTag ? [tag] : []],
      );
      return row?.id ?? 0;
    },
    async close() {
      await app.close();
      await scratch.dispose();
    },
  };
}

/**
 * The cast of the campaign suites, all with the suite's tag: Ana and Bia with consent, Caio
 * without, Davi with a number WhatsApp cannot reach, and Vera in the other institution. The
 * suite's campaign goes to the tag and to Bia picked by hand too (she counts once).
 */
export async function addElenco(kit: CampanhasKit) {
  const ids = {
    ana: await kit.addContato(DEMO, 'Ana Campanha', '11970000001', true),
    bia: await kit.addContato(DEMO, 'Bia Campanha', '11970000002', true),
    caio: await kit.addContato(DEMO, 'Caio Sem Consentimento', '11970000003', false),
    davi: await kit.addContato(DEMO, 'Davi Número Inválido', '11170000004', true),
    vizinho: await kit.addContato(VIZINHA, 'Vera Vizinha', '21970000005', true),
  };
  const tag = kit.input().audiencia.tags;
  const input = (overrides: Partial<CampanhaInput> = {}) =>
    kit.input({
      audiencia: { tags: tag, idsEtapas: [], idsContatos: [ids.bia], telefones: [], todos: false },
      ...overrides,
    });
  return { ids, input };
}
