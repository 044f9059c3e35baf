import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import type { Canal, ChatHubEvents } from '@colabora/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../../seed/demo-data';
import { buildTestApp, type TestApp, type TestEngine } from '../../../test/build-test-app';
import { freePort } from '../../../test/free-port';
import { bearer, loginAs } from '../../../test/login-as';
import { findCanal } from '../canais.repository';
import { entradaWorkerOf } from '../intake/entrada-intake';
import { FakeEvolution } from './fake-evolution-server';

/*
 * Test support for the Evolution adapter's suites (evolution-adapter.*.test.ts): the API listening
 * on a real port against the fake Evolution API v2 (webhooks reach it over HTTP), the demo gestor
 * signed in, the chat hub's institution events recorded, and the channel steps the suites share.
 */

export const DEMO = DEMO_INSTITUICOES.demo.id;
export const API_KEY = 'chave-global-de-teste';

type Published = { event: keyof ChatHubEvents; arg: unknown };

export type EvolutionGatewaySuite = {
  /** Set once the suite's `before` ran. */
  readonly testApp: TestApp;
  readonly fake: FakeEvolution;
  /** Where the gateway posts its webhooks. */
  readonly publicUrl: string;
  /** What the chat published to the institution, oldest first (emptied before each test). */
  readonly published: Published[];
  /** A request as the demo gestor. */
  inject(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The channels published as updated, in order. */
  canalAtualizado(): (Canal & { idInstituicao: number })[];
  createChannel(nome?: string): Promise<{ canal: Canal; instance: string }>;
  /** A new channel whose phone (`telefone`, E.164) has read the QR. */
  connectedChannel(telefone: string): Promise<{ canal: Canal; instance: string }>;
  /** The conversation of the channel with that contact's phone, or null. */
  chatOf(idCanal: number, telefone: string): Promise<number | null>;
  /** The texts contacts sent on the channel, oldest first. */
  textsOf(idCanal: number): Promise<string[]>;
};

/**
 * Registers the suite's hooks in the current `describe` (one per engine) and answers what its tests use.
 * @example for (const engine of testEngines()) describe(`… [${engine}]`, () => { const ctx = useEvolutionGateway(engine); … });
 */
export function useEvolutionGateway(engine: TestEngine): EvolutionGatewaySuite {
  let testApp: TestApp;
  let fake: FakeEvolution;
  let gestor: string;
  let publicUrl: string;
  const published: Published[] = [];

  before(async () => {
    fake = await FakeEvolution.start(API_KEY);
    // A port nobody listens on right now, for the API to listen on (the gateway must reach it).
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    testApp = await buildTestApp({ engine, config: { evolution: { url: fake.url, apiKey: API_KEY }, publicUrl } });
    await testApp.app.listen({ port, host: '127.0.0.1' });
    // The webhook answers before it is applied (ADR 0036): each delivery waits for the intake.
    fake.afterDelivery = () => entradaWorkerOf(testApp.app).idle();
    gestor = (await loginAs(testApp.app, DEMO_USERS.gestor)).token;
    const { toInstitution } = testApp.app.realtime;
    testApp.app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
      if (hub === 'chat') published.push({ event: event as keyof ChatHubEvents, arg: args[0] });
      return toInstitution(hub, idInstituicao, event, args, opts);
    }) as typeof toInstitution;
  });

  after(async () => {
    await fake.close();
    await testApp.close();
  });

  beforeEach(() => {
    published.length = 0;
    fake.apiKey = API_KEY;
  });

  const inject: EvolutionGatewaySuite['inject'] = (method, url, payload) =>
    testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

  const canalAtualizado = () =>
    published.filter((p) => p.event === 'CanalAtualizado').map((p) => p.arg as Canal & { idInstituicao: number });

  async function createChannel(nome = 'WhatsApp da recepção'): Promise<{ canal: Canal; instance: string }> {
    const response = await inject('POST', '/api/canais', { nome, provider: 'evolution' });
    assert.equal(response.statusCode, 201, response.body);
    const canal = (response.json() as { data: Canal }).data;
    const stored = await findCanal(testApp.app.db, DEMO, canal.idCanal);
    assert.ok(stored?.instanciaGateway);
    return { canal, instance: stored.instanciaGateway };
  }

  async function connectedChannel(telefone: string) {
    const created = await createChannel();
    assert.equal(await fake.readQr(created.instance, telefone), 200);
    assert.equal((await findCanal(testApp.app.db, DEMO, created.canal.idCanal))?.estado, 'conectado');
    return created;
  }

  const chatOf = async (idCanal: number, telefone: string) => {
    const [row] = await testApp.app.db.query<{ id: number }>(
      `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
      [idCanal, telefone],
    );
    return row?.id ?? null;
  };
  const textsOf = async (idCanal: number) =>
    (
      await testApp.app.db.query<{ texto: string }>(
        `select texto from mensagem where id_canal = $1 and direcao = 'entrada' order by id`,
        [idCanal],
      )
    ).map((row) => row.texto);

  return {
    get testApp() {
      return testApp;
    },
    get fake() {
      return fake;
    },
    get publicUrl() {
      return publicUrl;
    },
    published,
    inject,
    canalAtualizado,
    createChannel,
    connectedChannel,
    chatOf,
    textsOf,
  };
}
