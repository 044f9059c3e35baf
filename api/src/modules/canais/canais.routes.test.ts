import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import type { Canal, ChatHubEvents } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { reconcileCanal } from './canal-lifecycle';
import { findCanal } from './canais.repository';
import { ChannelRegistry } from './channel-registry';

const DEMO = DEMO_INSTITUICOES.demo.id;

type Published = { event: keyof ChatHubEvents; arg: unknown };

describeWithApp('the channel lifecycle on the simulator (/api/canais)', (getApp) => {
  let gestor: string;
  const published: Published[] = [];

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    const { toInstitution } = app.realtime;
    app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
      if (hub === 'chat') published.push({ event: event as keyof ChatHubEvents, arg: args[0] });
      return toInstitution(hub, idInstituicao, event, args, opts);
    }) as typeof toInstitution;
  });

  beforeEach(() => {
    published.length = 0;
  });

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

  const estados = () =>
    published
      .filter((p) => p.event === 'CanalAtualizado')
      .map((p) => (p.arg as Canal & { idInstituicao: number }).estado);

  async function newChannel(nome = 'Simulador novo'): Promise<Canal> {
    const response = await inject('POST', '/api/canais', { nome, provider: 'simulador' });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: Canal }).data;
  }

  const contactWrites = (idCanal: number, texto: string, telefone = '+5511966660001') =>
    inject('POST', `/api/canais/${idCanal}/simulador/mensagens`, { telefone, nome: 'Contato Paciente', texto });

  const textsOf = async (idCanal: number) =>
    (
      await getApp().app.db.query<{ texto: string }>(
        `select texto from mensagem where id_canal = $1 and direcao = 'entrada' order by id`,
        [idCanal],
      )
    ).map((row) => row.texto);

  it('creates a disconnected channel, publishes it, and connects it through the QR', async () => {
    const canal = await newChannel();
    assert.deepEqual(
      [canal.nome, canal.provider, canal.estado, canal.qrCode],
      ['Simulador novo', 'simulador', 'desconectado', null],
    );
    const list = (await inject('GET', '/api/canais')).json() as { data: Canal[] };
    assert.ok(list.data.some((c) => c.idCanal === canal.idCanal));

    const connect = await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
    assert.equal(connect.statusCode, 200, connect.body);
    const scanned = await inject('POST', `/api/canais/${canal.idCanal}/simulador/ler-qr`);
    assert.equal((scanned.json() as { data: Canal }).data.estado, 'conectado');
    const off = await inject('POST', `/api/canais/${canal.idCanal}/desconectar`);
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(estados(), ['desconectado', 'aguardando_qr', 'conectado', 'desconectado']);
    const qr = published.find((p) => p.event === 'CanalAtualizado' && (p.arg as Canal).estado === 'aguardando_qr');
    assert.match((qr?.arg as Canal).qrCode ?? '', /^colabora-simulador:/);
    assert.equal((qr?.arg as { idInstituicao: number }).idInstituicao, DEMO);
  });

  it('names the field of a channel it cannot create', async () => {
    for (const [body, campo] of [
      [{ nome: '', provider: 'simulador' }, 'nome'],
      [{ nome: 'X', provider: 'zap' }, 'provider'],
    ] as const) {
      const response = await inject('POST', '/api/canais', body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal((response.json() as { campo?: string }).campo, campo);
    }
  });

  it('delivers what the contact wrote while down when the phone reads the QR again, once', async () => {
    const canal = await newChannel('Simulador que cai');
    await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
    await inject('POST', `/api/canais/${canal.idCanal}/simulador/ler-qr`);
    assert.equal((await contactWrites(canal.idCanal, 'Conectado')).statusCode, 201);
    await inject('POST', `/api/canais/${canal.idCanal}/desconectar`);

    for (const texto of ['Enquanto caído 1', 'Enquanto caído 2']) {
      const queued = await contactWrites(canal.idCanal, texto);
      assert.equal(queued.statusCode, 202, queued.body);
      assert.match((queued.json() as { message: string }).message, /chega quando o canal reconectar/);
    }
    assert.deepEqual(await textsOf(canal.idCanal), ['Conectado']);

    await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
    published.length = 0;
    const scanned = await inject('POST', `/api/canais/${canal.idCanal}/simulador/ler-qr`);
    assert.equal(scanned.statusCode, 200, scanned.body);
    assert.match(
      (scanned.json() as { message: string }).message,
      /chegaram 2 mensagens enviadas enquanto estava desconectado/,
    );
    assert.deepEqual(await textsOf(canal.idCanal), ['Conectado', 'Enquanto caído 1', 'Enquanto caído 2']);
    // Connected, the two messages, then the channel again with how many were fetched (ADR 0036).
    assert.deepEqual(
      published.map((p) => p.event),
      ['CanalAtualizado', 'ConversaAtualizada', 'ConversaAtualizada', 'CanalAtualizado'],
    );
    assert.equal((published.at(-1)?.arg as { recuperacao?: { novas: number } }).recuperacao?.novas, 2);

    // A second pass over the same window (a repeated reconnect) stores nothing twice.
    const { app } = getApp();
    const record = await findCanal(app.db, DEMO, canal.idCanal);
    assert.ok(record);
    const registry = new ChannelRegistry();
    const simulador = registry.simuladorFor({ ...record, provider: 'simulador' });
    simulador.queue(simulador.contactWrites('+5511966660001', 'Contato Paciente', 'Repetida').payloads);
    const sink = { realtime: app.realtime, log: app.log };
    assert.equal(await reconcileCanal({ db: app.db, registry, sink }, record), 1);
    assert.equal(await reconcileCanal({ db: app.db, registry, sink }, record), 0);
    assert.deepEqual(await textsOf(canal.idCanal), ['Conectado', 'Enquanto caído 1', 'Enquanto caído 2', 'Repetida']);
  });

  it('deletes a channel with its conversations, and tells how many went', async () => {
    const canal = await newChannel('Simulador para excluir');
    await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
    await inject('POST', `/api/canais/${canal.idCanal}/simulador/ler-qr`);
    await contactWrites(canal.idCanal, 'Um', '+5511966660002');
    await contactWrites(canal.idCanal, 'Dois', '+5511966660003');
    published.length = 0;
    const gone = await inject('DELETE', `/api/canais/${canal.idCanal}`);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.equal(
      (gone.json() as { message: string }).message,
      'Canal excluído, com as 2 conversas dele e suas mensagens.',
    );
    assert.deepEqual(
      published.map((p) => p.event),
      ['ChatDeleted', 'ChatDeleted', 'CanalExcluido'],
    );
    assert.equal((await inject('DELETE', `/api/canais/${canal.idCanal}`)).statusCode, 404);
    const [left] = await getApp().app.db.query<{ n: number }>(
      'select count(*)::int as n from mensagem where id_canal = $1',
      [canal.idCanal],
    );
    assert.equal(left?.n, 0);
  });
});
