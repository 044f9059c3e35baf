import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Campanha, CampanhaInput, CampanhaPrevia, Destinatario } from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { ChannelRegistry } from '../canais/channel-registry';
import { CONFIRMACAO_SAIR, pedeParaSair } from './campanhas.replies';
import { dentroDaJanela, proximaAbertura } from './envio-massa.janela';
import { acertarIntencoes, passoEnvio, trabalharCampanha, type EnvioMassaDeps } from './envio-massa.runner';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;
const TAG = 'campanha-teste';
/** Monday 23 November 2026, 10:00 in São Paulo (UTC−3). */
const SEGUNDA_10H = new Date('2026-11-23T10:00:00-03:00');

describe('the send window (America/Sao_Paulo)', () => {
  const janela = { janelaInicio: '08:00', janelaFim: '20:00', dias: [1, 2, 3, 4, 5] };
  it('is open on a listed day between its hours, and says when it next opens otherwise', () => {
    assert.equal(dentroDaJanela(janela, SEGUNDA_10H), true);
    assert.equal(dentroDaJanela(janela, new Date('2026-11-23T20:00:00-03:00')), false);
    assert.deepEqual(
      proximaAbertura(janela, new Date('2026-11-23T21:30:00-03:00')),
      new Date('2026-11-24T08:00:00-03:00'),
    );
    // Friday night → Monday 08:00 (the weekend is not listed).
    assert.deepEqual(
      proximaAbertura(janela, new Date('2026-11-27T20:00:00-03:00')),
      new Date('2026-11-30T08:00:00-03:00'),
    );
    assert.equal(proximaAbertura(janela, SEGUNDA_10H), null);
  });
});

describe('"SAIR", "PARAR", "STOP"', () => {
  it('are the whole message, whatever the case, accents or punctuation; a sentence with them is not', () => {
    for (const texto of ['SAIR', 'sair.', ' Parar! ', 'stop', 'Sáir']) assert.equal(pedeParaSair(texto), true, texto);
    for (const texto of ['quero sair cedo', 'não pare', 'sairei']) assert.equal(pedeParaSair(texto), false, texto);
  });
});

for (const engine of testEngines()) {
  describe(`campaigns and the mass send [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    let clock = SEGUNDA_10H;
    const registry = new ChannelRegistry();
    let gestor: Record<string, string>;
    let idCanal = 0;
    const ids: Record<string, number> = {};
    const deps = (overrides: Partial<EnvioMassaDeps> = {}): EnvioMassaDeps => ({
      db: app.db,
      registry,
      sink: { realtime: app.realtime, log: app.log },
      now: () => clock,
      random: () => 0,
      recuperarAposMs: 60_000,
      ...overrides,
    });
    const simulador = () => registry.simuladorFor({ idCanal, provider: 'simulador', estado: 'conectado' });
    const input = (overrides: Partial<CampanhaInput> = {}): CampanhaInput => ({
      nome: `Campanha ${Math.random().toString(36).slice(2, 8)}`,
      idCanal,
      idEspecialista: null,
      variantes: ['Oi, {primeiroNome}! Temos novidades.'],
      audiencia: { tags: [TAG], idsEtapas: [], idsContatos: [ids.bia ?? 0], telefones: [], todos: false },
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
    });
    const criar = async (body: CampanhaInput): Promise<Campanha> => {
      const response = await app.inject({ method: 'POST', url: '/api/campanhas', headers: gestor, payload: body });
      assert.equal(response.statusCode, 201, response.body);
      return (response.json() as { data: Campanha }).data;
    };
    const acao = (id: number, verbo: string) =>
      app.inject({ method: 'POST', url: `/api/envio-massa/${id}/${verbo}`, headers: gestor });
    const destinatarios = async (id: number): Promise<Destinatario[]> => {
      const response = await app.inject({ url: `/api/envio-massa/${id}/destinatarios`, headers: gestor });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: { items: Destinatario[] } }).data.items;
    };
    const addContato = async (idInstituicao: number, nome: string, telefone: string, consent: boolean, tag = true) => {
      const [row] = await app.db.query<{ id: number }>(
        `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
         values ($1, $2, $3, $4, $5) returning id`,
        [idInstituicao, nome, telefone, consent, tag ? [TAG] : []],
      );
      return row?.id ?? 0;
    };

    /** For the tests on the real clock: the window open every day, all day, and the channel's pace reset. */
    const abrirSempre = async (id: number) => {
      await app.db.query(
        `update especialista_campanha set dias = '{0,1,2,3,4,5,6}', janela_inicio = '00:00', janela_fim = '23:59' where id = $1`,
        [id],
      );
      await app.db.query(`update canal_ritmo set ultimo_envio_em = now() - interval '1 day' where id_canal = $1`, [
        idCanal,
      ]);
    };

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      dispose = scratch.dispose;
      app = await buildApp(testConfig(), {
        db: scratch.db,
        now: () => clock,
        campanhas: { intervaloMinimoSegundos: 0.5 },
      });
      await app.ready();
      gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      const [canal] = await app.db.query<{ id: number }>(
        `select id from canal where id_instituicao = $1 and provider = 'simulador' order by id limit 1`,
        [DEMO],
      );
      idCanal = canal?.id ?? 0;
      ids.ana = await addContato(DEMO, 'Ana Campanha', '11970000001', true);
      ids.bia = await addContato(DEMO, 'Bia Campanha', '11970000002', true);
      ids.caio = await addContato(DEMO, 'Caio Sem Consentimento', '11970000003', false);
      ids.davi = await addContato(DEMO, 'Davi Número Inválido', '11170000004', true);
      ids.vizinho = await addContato(VIZINHA, 'Vera Vizinha', '21970000005', true);
    });
    after(async () => {
      await app.close();
      await dispose();
    });

    it('refuses an interval below the operator’s minimum, beside the field', async () => {
      const body = input();
      body.ritmo.intervaloSegundos = 0.2;
      const response = await app.inject({ method: 'POST', url: '/api/campanhas', headers: gestor, payload: body });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().campo, 'ritmo.intervaloSegundos');
      assert.match(response.json().message, /pelo menos 0,5 s/);
    });

    it('offers the form its own channels, specialists, stages and the tags in use, never another institution’s', async () => {
      const response = await app.inject({ url: '/api/campanhas/opcoes', headers: gestor });
      assert.equal(response.statusCode, 200);
      const opcoes = response.json().data;
      assert.ok(opcoes.canais.some((canal: { idCanal: number }) => canal.idCanal === idCanal));
      assert.ok(opcoes.tags.includes(TAG));
      assert.ok(opcoes.etapas.length > 0);
      const [alheio] = await app.db.query<{ id: number }>('select id from canal where id_instituicao = $1', [VIZINHA]);
      assert.ok(!opcoes.canais.some((canal: { idCanal: number }) => canal.idCanal === alheio?.id));
    });

    it('previews who receives it, who is skipped and why, and the variant filled in', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: gestor,
        payload: input(),
      });
      assert.equal(response.statusCode, 200, response.body);
      const previa = (response.json() as { data: CampanhaPrevia }).data;
      assert.deepEqual(
        { ...previa, exemplos: previa.exemplos.map((e) => e.texto) },
        {
          total: 4,
          receberao: 2,
          semConsentimento: 1,
          invalidos: 1,
          duplicados: 1,
          naoEncontrados: 0,
          exemplos: ['Oi, Ana! Temos novidades.'],
        },
      );
    });

    it('takes an imported list of numbers: its contacts are in the audience, the others are counted as not found', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: gestor,
        payload: input({
          audiencia: {
            tags: [],
            idsEtapas: [],
            idsContatos: [],
            // Ana and Caio are contacts (Caio without consent); the third number is nobody's; Ana twice counts once.
            telefones: ['11970000001', '11970000003', '11955554444', '11970000001'],
            todos: false,
          },
        }),
      });
      assert.equal(response.statusCode, 200, response.body);
      const { exemplos: _exemplos, ...previa } = (response.json() as { data: CampanhaPrevia }).data;
      assert.deepEqual(previa, {
        total: 2,
        receberao: 1,
        semConsentimento: 1,
        invalidos: 0,
        duplicados: 0,
        naoEncontrados: 1,
      });
      const invalido = await app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: gestor,
        payload: input({
          audiencia: { tags: [], idsEtapas: [], idsContatos: [], telefones: ['(11) 97000'], todos: false },
        }),
      });
      assert.equal(invalido.statusCode, 400);
      assert.match(invalido.json().message, /Número importado inválido/);
    });

    it('sends each consenting recipient exactly one message, paced on the channel, and lists the skipped', async () => {
      const campanha = await criar(input());
      const iniciada = await acao(campanha.idEspecialistaCampanha, 'iniciar');
      assert.equal(iniciada.statusCode, 200, iniciada.body);
      assert.equal(iniciada.json().data.status, 'enviando');
      const id = campanha.idEspecialistaCampanha;

      assert.deepEqual(await passoEnvio(deps(), id), { kind: 'enviado', ordem: 1, status: 'enviado' });
      // The next send of the channel waits for the interval.
      const espera = await passoEnvio(deps(), id);
      assert.deepEqual(espera, { kind: 'esperar', ate: new Date(clock.getTime() + 1000), motivo: 'ritmo' });
      clock = new Date(clock.getTime() + 1000);
      assert.deepEqual(await passoEnvio(deps(), id), { kind: 'enviado', ordem: 2, status: 'enviado' });
      clock = new Date(clock.getTime() + 1000);
      assert.deepEqual(await passoEnvio(deps(), id), { kind: 'concluida', status: 'concluida' });

      const lista = await destinatarios(id);
      assert.deepEqual(
        lista.map((d) => [d.nome, d.status, d.motivo]),
        [
          ['Ana Campanha', 'enviado', null],
          ['Bia Campanha', 'enviado', null],
          ['Caio Sem Consentimento', 'ignorado', 'Sem consentimento de marketing (LGPD).'],
          ['Davi Número Inválido', 'ignorado', 'Número de WhatsApp inválido.'],
        ],
      );
      assert.deepEqual(
        simulador()
          .listEnviadas()
          .map((m) => [m.telefone, m.texto]),
        [
          ['+5511970000001', 'Oi, Ana! Temos novidades.'],
          ['+5511970000002', 'Oi, Bia! Temos novidades.'],
        ],
      );
      const detalhe = await app.inject({ url: `/api/campanhas/${id}`, headers: gestor });
      assert.deepEqual(
        { status: detalhe.json().data.status, contagem: detalhe.json().data.contagem },
        {
          status: 'concluida',
          contagem: {
            total: 4,
            pendentes: 0,
            enviados: 2,
            entregues: 0,
            lidos: 0,
            responderam: 0,
            falharam: 0,
            ignorados: 2,
          },
        },
      );
    });

    it('waits outside the window and on a pause, and a paused run stays paused', async () => {
      const campanha = await criar(input());
      const id = campanha.idEspecialistaCampanha;
      await acao(id, 'iniciar');
      clock = new Date('2026-11-23T21:00:00-03:00');
      assert.deepEqual(await passoEnvio(deps(), id), {
        kind: 'esperar',
        ate: new Date('2026-11-24T08:00:00-03:00'),
        motivo: 'janela',
      });
      clock = new Date('2026-11-24T09:00:00-03:00');
      assert.equal((await acao(id, 'pausar')).json().data.status, 'pausada');
      assert.deepEqual(await passoEnvio(deps(), id), { kind: 'parada' });
      assert.equal((await acao(id, 'pausar')).statusCode, 409);
      assert.equal((await acao(id, 'retomar')).json().data.status, 'enviando');
      assert.equal((await passoEnvio(deps(), id)).kind, 'enviado');
      assert.equal((await acao(id, 'cancelar')).json().data.status, 'cancelada');
      assert.deepEqual(
        (await destinatarios(id)).map((d) => d.status),
        ['enviado', 'ignorado', 'ignorado', 'ignorado'],
      );
    });

    it('settles a send a killed process left: found at the gateway → sent, never twice; not found → sent once', async () => {
      // The simulated phone stamps what it sent with the real clock: this test runs on it, any day, any hour.
      clock = new Date();
      const campanha = await criar(input({ variantes: ['Volta às aulas, {primeiroNome}!'] }));
      const id = campanha.idEspecialistaCampanha;
      await abrirSempre(id);
      await acao(id, 'iniciar');
      const antes = simulador().listEnviadas().length;
      // Two intents left behind: Ana's message reached the gateway before the process died, Bia's did not.
      const intencao = new Date(clock.getTime() - 120_000);
      await app.db.query(
        `update campanha_destinatario set status = 'enviando', texto = 'Volta às aulas, ' || split_part(nome, ' ', 1) || '!',
                intencao_em = $2 where id_campanha = $1 and status = 'pendente'`,
        [id, intencao],
      );
      const enviada = await simulador().sendText('+5511970000001', 'Volta às aulas, Ana!');
      assert.equal(await acertarIntencoes(deps(), id), 2);
      const lista = await destinatarios(id);
      assert.deepEqual(
        lista.filter((d) => d.status !== 'ignorado').map((d) => [d.nome, d.status]),
        [
          ['Ana Campanha', 'enviado'],
          ['Bia Campanha', 'pendente'],
        ],
      );
      const [row] = await app.db.query<{ idGateway: string }>(
        `select id_gateway as "idGateway" from campanha_destinatario where id_campanha = $1 and ordem = 1`,
        [id],
      );
      assert.equal(row?.idGateway, enviada.idGateway);
      await trabalharCampanha(deps(), id, {
        orcamentoMs: 10_000,
        sleep: async (ms) => void (clock = new Date(clock.getTime() + ms)),
      });
      const novas = simulador().listEnviadas().slice(antes);
      assert.deepEqual(
        novas.map((m) => m.telefone),
        ['+5511970000001', '+5511970000002'],
        'Ana once (before the crash), Bia once (after)',
      );
    });

    it('two workers on one run send each recipient once, never closer than the interval', async () => {
      for (let i = 0; i < 12; i++)
        await addContato(DEMO, `Lote ${String(i).padStart(2, '0')}`, `1198000${String(i).padStart(4, '0')}`, true);
      clock = new Date('2026-11-26T10:00:00-03:00');
      const campanha = await criar(input());
      const id = campanha.idEspecialistaCampanha;
      await app.db.query('update especialista_campanha set intervalo_ms = 20 where id = $1', [id]);
      await acao(id, 'iniciar');
      const real = deps({ now: () => new Date() });
      await abrirSempre(id);
      const trabalho = () =>
        trabalharCampanha(real, id, { orcamentoMs: 20_000, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
      await Promise.all([trabalho(), trabalho()]);
      const rows = await app.db.query<{ telefone: string; intencaoEm: Date }>(
        `select telefone, intencao_em as "intencaoEm" from campanha_destinatario
          where id_campanha = $1 and status = 'enviado' order by intencao_em`,
        [id],
      );
      assert.equal(rows.length, 14);
      const telefones = rows.map((r) => r.telefone);
      assert.equal(new Set(telefones).size, 14);
      for (let i = 1; i < rows.length; i++) {
        const gap = rows[i]!.intencaoEm.getTime() - rows[i - 1]!.intencaoEm.getTime();
        assert.ok(gap >= 20, `sends ${gap} ms apart`);
      }
      const porTelefone = new Map<string, number>();
      for (const m of simulador().listEnviadas()) porTelefone.set(m.telefone, (porTelefone.get(m.telefone) ?? 0) + 1);
      for (const telefone of telefones.filter((t) => t.startsWith('+55119800')))
        assert.equal(porTelefone.get(telefone), 1, telefone);
    });

    it('a reply marks the recipient; "SAIR" revokes the consent, confirms it, and the next run skips the contact', async () => {
      const [canal] = await app.db.query<{ id: number }>('select id from canal where id = $1', [idCanal]);
      const escreve = await app.inject({
        method: 'POST',
        url: `/api/canais/${canal?.id}/simulador/mensagens`,
        headers: gestor,
        payload: { telefone: '11970000002', nome: 'Bia Campanha', texto: 'SAIR' },
      });
      assert.equal(escreve.statusCode, 201, escreve.body);
      const deadline = Date.now() + 5_000;
      let consent = true;
      while (consent && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        const [row] = await app.db.query<{ c: boolean }>(
          'select consentimento_marketing as c from contatos where id = $1',
          [ids.bia ?? 0],
        );
        consent = row?.c ?? true;
      }
      assert.equal(consent, false);
      const [origem] = await app.db.query<{ origem: string }>(
        'select consentimento_origem as origem from contatos where id = $1',
        [ids.bia ?? 0],
      );
      assert.equal(origem?.origem, 'chat');
      const [respondeu] = await app.db.query<{ n: number }>(
        `select count(*)::int as n from campanha_destinatario where telefone = '+5511970000002' and status = 'respondeu'`,
      );
      assert.equal(respondeu?.n, 1);
      const enviadas = await app.inject({ url: `/api/canais/${canal?.id}/simulador/enviadas`, headers: gestor });
      assert.ok(
        (enviadas.json().data as { telefone: string; texto: string }[]).some(
          (m) => m.telefone === '+5511970000002' && m.texto === CONFIRMACAO_SAIR,
        ),
      );
      const previa = await app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: gestor,
        payload: input(),
      });
      assert.equal(previa.json().data.semConsentimento, 2);
    });

    it('a reply to a campaign run by a specialist gives it the conversation (staff did not hold it)', async () => {
      const [especialista] = await app.db.query<{ id: number }>(
        'select id from especialista where id_instituicao = $1 order by id limit 1',
        [DEMO],
      );
      assert.ok(especialista, 'the demo seeds a specialist');
      const campanha = await criar(
        input({
          idEspecialista: especialista.id,
          audiencia: { tags: [], idsEtapas: [], idsContatos: [ids.ana ?? 0], telefones: [], todos: false },
        }),
      );
      clock = new Date(clock.getTime() + 86_400_000);
      await app.db.query(
        `update canal_ritmo set ultimo_envio_em = $2::timestamptz - interval '1 day' where id_canal = $1`,
        [idCanal, clock],
      );
      assert.equal((await acao(campanha.idEspecialistaCampanha, 'iniciar')).statusCode, 200);
      assert.equal((await passoEnvio(deps(), campanha.idEspecialistaCampanha)).kind, 'enviado');

      const escreve = await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: gestor,
        payload: { telefone: '11970000001', nome: 'Ana Campanha', texto: 'Quero saber mais!' },
      });
      assert.equal(escreve.statusCode, 201, escreve.body);
      const deadline = Date.now() + 5_000;
      let dono: number | null = null;
      while (dono === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        const [chat] = await app.db.query<{ dono: number | null }>(
          `select ch.id_especialista as dono from chat ch join contatos ct on ct.id = ch.id_contato where ct.id = $1`,
          [ids.ana ?? 0],
        );
        dono = chat?.dono ?? null;
      }
      assert.equal(dono, especialista.id);
      const [respondeu] = await app.db.query<{ status: string }>(
        'select status from campanha_destinatario where id_campanha = $1',
        [campanha.idEspecialistaCampanha],
      );
      assert.equal(respondeu?.status, 'respondeu');
      // The counters are a funnel: the reply counts as sent, delivered and read too.
      const detalhe = await app.inject({ url: `/api/campanhas/${campanha.idEspecialistaCampanha}`, headers: gestor });
      assert.deepEqual(detalhe.json().data.contagem, {
        total: 1,
        pendentes: 0,
        enviados: 1,
        entregues: 1,
        lidos: 1,
        responderam: 1,
        falharam: 0,
        ignorados: 0,
      });
    });

    it('keeps campaigns inside their institution and behind the screens’ letters', async () => {
      const vizinha = bearer((await loginAs(app, DEMO_USERS.gestorVizinha)).token);
      const [campanha] = (await app.inject({ url: '/api/campanhas', headers: gestor }).then((r) => r.json())).data;
      assert.ok(campanha);
      const proprias = (await app.inject({ url: '/api/campanhas', headers: gestor })).json().data;
      const lista = (await app.inject({ url: '/api/campanhas', headers: vizinha })).json().data;
      const idsProprias = new Set(proprias.map((c: { idEspecialistaCampanha: number }) => c.idEspecialistaCampanha));
      assert.ok(lista.length > 0, 'the neighbour has its own demo draft');
      assert.ok(lista.every((c: { idEspecialistaCampanha: number }) => !idsProprias.has(c.idEspecialistaCampanha)));
      const alheia = await app.inject({ url: `/api/campanhas/${campanha.idEspecialistaCampanha}`, headers: vizinha });
      assert.equal(alheia.statusCode, 404);
      const pausa = await app.inject({
        method: 'POST',
        url: `/api/envio-massa/${campanha.idEspecialistaCampanha}/pausar`,
        headers: vizinha,
      });
      assert.equal(pausa.statusCode, 404);
      // A channel of another institution cannot be named.
      const [canalAlheio] = await app.db.query<{ id: number }>('select id from canal where id_instituicao = $1', [
        VIZINHA,
      ]);
      const body = input({ idCanal: canalAlheio?.id ?? 0 });
      const criada = await app.inject({ method: 'POST', url: '/api/campanhas', headers: gestor, payload: body });
      assert.equal(criada.statusCode, 400);
      assert.equal(criada.json().campo, 'idCanal');
      const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
      assert.equal((await app.inject({ url: '/api/campanhas', headers: atendente })).statusCode, 403);
    });
  });
}
