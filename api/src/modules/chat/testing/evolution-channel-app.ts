import assert from 'node:assert/strict';
import type { Canal } from '@colabora/shared/contracts';
import type { AppConfig } from '../../../config';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../../seed/demo-data';
import { buildTestApp, type TestApp, type TestEngine } from '../../../test/build-test-app';
import { bearer, loginAs } from '../../../test/login-as';
import { findCanal } from '../../canais/canais.repository';
import { entradaWorkerOf } from '../../canais/intake/entrada-intake';
import { FakeEvolution } from '../../canais/testing/fake-evolution-server';
import { freePort } from '../../../test/free-port';

/*
 * Test support: the API listening on a real port with one connected Evolution channel played by the
 * fake Evolution API v2 (webhooks reach the API over HTTP), the demo gestor signed in, and the chat
 * hub's events recorded. For the message-fidelity tests of both directions (issue #26).
 */

const API_KEY = 'chave-global-de-teste';

/** A hub event the chat published: to a conversation's room, or to the institution's Chat screens. */
export type Published = { to: 'room' | 'institution'; event: string; arg: unknown };

export type EvolutionChannelApp = {
  testApp: TestApp;
  fake: FakeEvolution;
  /** The demo gestor's token. */
  gestor: string;
  /** The channel's instance on the fake gateway, and its id here. */
  instance: string;
  idCanal: number;
  /** What the chat published, oldest first (clear it between tests). */
  published: Published[];
  close(): Promise<void>;
};

/**
 * Starts the app on `engine` with a channel `nome` whose phone (`telefone`, E.164) has read the QR.
 * @example const ctx = await startEvolutionChannelApp('pglite', 'WhatsApp fiel', '+5511900001111');
 */
export async function startEvolutionChannelApp(
  engine: TestEngine,
  nome: string,
  telefone: string,
  /** More of the app's configuration (e.g. an ffmpeg that is not there). */
  config: Partial<AppConfig> = {},
): Promise<EvolutionChannelApp> {
  const fake = await FakeEvolution.start(API_KEY);
  const port = await freePort();
  const testApp = await buildTestApp({
    engine,
    config: { evolution: { url: fake.url, apiKey: API_KEY }, publicUrl: `http://127.0.0.1:${port}`, ...config },
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  // The webhook answers before it is applied (ADR 0036): each delivery waits for the intake.
  fake.afterDelivery = () => entradaWorkerOf(testApp.app).idle();
  const gestor = (await loginAs(testApp.app, DEMO_USERS.gestor)).token;
  const published: Published[] = [];
  const { toInstitution, toRoom } = testApp.app.realtime;
  testApp.app.realtime.toInstitution = ((hub, id, event, args, opts) => {
    if (hub === 'chat') published.push({ to: 'institution', event, arg: args[0] });
    return toInstitution(hub, id, event, args, opts);
  }) as typeof toInstitution;
  testApp.app.realtime.toRoom = ((id, idChat, event, args, opts) => {
    published.push({ to: 'room', event, arg: args[0] });
    return toRoom(id, idChat, event, args, opts);
  }) as typeof toRoom;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/canais',
    headers: bearer(gestor),
    payload: { nome, provider: 'evolution' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const idCanal = (created.json() as { data: Canal }).data.idCanal;
  const stored = await findCanal(testApp.app.db, DEMO_INSTITUICOES.demo.id, idCanal);
  assert.ok(stored?.instanciaGateway);
  const instance = stored.instanciaGateway;
  assert.equal(await fake.readQr(instance, telefone), 200);
  return {
    testApp,
    fake,
    gestor,
    instance,
    idCanal,
    published,
    async close() {
      await fake.close();
      await testApp.close();
    },
  };
}
