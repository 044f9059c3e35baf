import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type { Presenca, PresencaAtualizadaPayload } from '@colabora/shared/contracts';
import { buildApp } from '../../app';
import { createDb } from '../../plugins/database/create-db';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { buildTestApp, testConfig, testEngines, type TestApp } from '../../test/build-test-app';
import { chatHubClient, listenOnce } from '../../test/hub-clients';
import { bearer, loginAs } from '../../test/login-as';
import { databaseUrl } from '../../test/test-databases';
import { renovar } from './presenca.repository';

/*
 * Presence (ADR 0037) through the real hub: a tab connected makes its user online, "ausente" is
 * the user's choice, the last tab closed makes them offline, and colleagues' Chat screens hear
 * each change. With two API processes on one PostgreSQL and one Redis, each process sees the
 * other's connections and their clients hear the changes.
 */

const DEMO = DEMO_INSTITUICOES.demo.id;
const ATENDENTE = DEMO_USERS.atendente.id;

/** Resolves with the first PresencaAtualizada about `idUsuario` with `status`. */
function hears(client: HubConnection, idUsuario: number, status: Presenca['status']): Promise<void> {
  return new Promise((resolve) => {
    client.on('PresencaAtualizada', (payload: PresencaAtualizadaPayload) => {
      if (payload.idUsuario === idUsuario && payload.status === status) resolve();
    });
  });
}

async function presencaDe(testApp: { app: TestApp['app'] }, token: string, idUsuario: number) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/presenca', headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: Presenca[] }).data.find((p) => p.idUsuario === idUsuario)?.status;
}

for (const engine of testEngines()) {
  describe(`presence of staff [${engine}]`, () => {
    let testApp: TestApp;
    let url: string;
    let gestor: string;
    let atendente: string;
    const clients: HubConnection[] = [];

    before(async () => {
      testApp = await buildTestApp({ engine });
      url = await listenOnce(testApp.app);
      gestor = (await loginAs(testApp.app, DEMO_USERS.gestor)).token;
      atendente = (await loginAs(testApp.app, DEMO_USERS.atendente)).token;
    });
    after(async () => {
      await Promise.all(clients.map((client) => client.stop()));
      await testApp.close();
    });

    it('is online while a tab is connected, ausente by choice, offline after the last tab closes', async () => {
      const observador = chatHubClient(url, gestor);
      clients.push(observador);
      await observador.start();
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'offline');

      const online = hears(observador, ATENDENTE, 'online');
      const abaUm = chatHubClient(url, atendente);
      const abaDois = chatHubClient(url, atendente);
      await abaUm.start();
      await online;
      await abaDois.start();
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'online');

      const ausente = hears(observador, ATENDENTE, 'ausente');
      const escolha = await testApp.app.inject({
        method: 'PUT',
        url: '/api/presenca/minha',
        headers: bearer(atendente),
        payload: { ausente: true },
      });
      assert.equal(escolha.statusCode, 200, escolha.body);
      await ausente;
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'ausente');

      // One tab closed: still there (the other is open).
      await abaUm.stop();
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'ausente');
      const offline = hears(observador, ATENDENTE, 'offline');
      await abaDois.stop();
      await offline;
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'offline');

      // The choice stays for the next sign-in until the user says otherwise.
      const minha = await testApp.app.inject({ method: 'GET', url: '/api/presenca/minha', headers: bearer(atendente) });
      assert.deepEqual((minha.json() as { data: unknown }).data, { ausente: true, status: 'offline' });
      await testApp.app.db.query('update usuario set ausente = false where id = $1', [ATENDENTE]);
    });

    it('a process that died leaves rows nobody refreshes: they expire and count for nothing', async () => {
      await testApp.app.db.query(
        `insert into presenca_conexao (id_conexao, id_usuario, id_instituicao, processo, visto_em)
         values ('conexao-de-um-processo-morto', $1, $2, 'processo-morto', now() - interval '5 minutes')`,
        [ATENDENTE, DEMO],
      );
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'offline');
    });

    it("a live process writes its connections again when another expired them; a deleted user's is skipped", async () => {
      await renovar(testApp.app.db, 'processo-vivo', [
        { idConexao: 'conexao-viva', idUsuario: ATENDENTE, idInstituicao: DEMO },
        { idConexao: 'conexao-de-ninguem', idUsuario: 2_000_000_000, idInstituicao: DEMO },
      ]);
      assert.equal(await presencaDe(testApp, gestor, ATENDENTE), 'online');
      await testApp.app.db.query("delete from presenca_conexao where processo = 'processo-vivo'");
    });
  });
}

const redisUrl = process.env['TEST_REDIS_URL'];
const skip = !process.env.TEST_DATABASE_URL || !redisUrl ? 'needs TEST_DATABASE_URL and TEST_REDIS_URL' : false;

describe('presence across two API processes on one PostgreSQL and one Redis', { skip }, () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const clients: HubConnection[] = [];

  before(async () => {
    a = await buildTestApp({ engine: 'postgres', config: { redisUrl } });
    const [row] = await a.app.db.query<{ nome: string }>('select current_database() as nome');
    const url = databaseUrl(row?.nome ?? '');
    const config = testConfig({ redisUrl, seedDemo: false, database: { engine: 'postgres', url } });
    b = await buildApp(config, { db: await createDb(config.database) });
    await b.ready();
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await b.close();
    await a.close();
  });

  it('a tab on A is online for B; when it closes, a colleague connected to B hears "offline"', async () => {
    const urlA = await listenOnce(a.app);
    const urlB = await listenOnce(b);
    const gestorB = (await loginAs(b, DEMO_USERS.gestor)).token;
    const atendenteA = (await loginAs(a.app, DEMO_USERS.atendente)).token;
    const observador = chatHubClient(urlB, gestorB);
    clients.push(observador);
    await observador.start();
    const online = hears(observador, ATENDENTE, 'online');
    const aba = chatHubClient(urlA, atendenteA);
    await aba.start();
    await online;
    assert.equal(await presencaDe({ app: b }, gestorB, ATENDENTE), 'online');
    const offline = hears(observador, ATENDENTE, 'offline');
    await aba.stop();
    await offline;
    assert.equal(await presencaDe({ app: b }, gestorB, ATENDENTE), 'offline');
  });
});
