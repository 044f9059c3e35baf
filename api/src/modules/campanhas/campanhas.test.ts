import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CampanhaPrevia } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { dentroDaJanela, proximaAbertura } from './envio-massa.janela';
import { acertarIntencoes, passoEnvio, trabalharCampanha } from './envio-massa.runner';
import { addElenco, DEMO, SEGUNDA_10H, startCampanhasKit, VIZINHA, type CampanhasKit } from './test/campanhas-kit';

const TAG = 'campanha-teste';

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

for (const engine of testEngines()) {
  describe(`campaigns and the mass send [${engine}]`, () => {
    let kit: CampanhasKit;
    let input: Awaited<ReturnType<typeof addElenco>>['input'];

    before(async () => {
      kit = await startCampanhasKit(engine, TAG);
      ({ input } = await addElenco(kit));
    });
    after(() => kit.close());

    /** For the tests on the real clock: the window open every day, all day, and the channel's pace reset. */
    const abrirSempre = async (id: number) => {
      await kit.app.db.query(
        `update especialista_campanha set dias = '{0,1,2,3,4,5,6}', janela_inicio = '00:00', janela_fim = '23:59' where id = $1`,
        [id],
      );
      await kit.app.db.query(`update canal_ritmo set ultimo_envio_em = now() - interval '1 day' where id_canal = $1`, [
        kit.idCanal,
      ]);
    };

    it('refuses an interval below the operator’s minimum, beside the field', async () => {
      const body = input();
      body.ritmo.intervaloSegundos = 0.2;
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas',
        headers: kit.gestor,
        payload: body,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().campo, 'ritmo.intervaloSegundos');
      assert.match(response.json().message, /pelo menos 0,5 s/);
    });

    it('offers the form its own channels, specialists, stages and the tags in use, never another institution’s', async () => {
      const response = await kit.app.inject({ url: '/api/campanhas/opcoes', headers: kit.gestor });
      assert.equal(response.statusCode, 200);
      const opcoes = response.json().data;
      assert.ok(opcoes.canais.some((canal: { idCanal: number }) => canal.idCanal === kit.idCanal));
      assert.ok(opcoes.tags.includes(TAG));
      assert.ok(opcoes.etapas.length > 0);
      const [alheio] = await kit.app.db.query<{ id: number }>('select id from canal where id_instituicao = $1', [
        VIZINHA,
      ]);
      assert.ok(!opcoes.canais.some((canal: { idCanal: number }) => canal.idCanal === alheio?.id));
    });

    it('previews who receives it, who is skipped and why, and the variant filled in', async () => {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: kit.gestor,
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
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: kit.gestor,
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
      const invalido = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: kit.gestor,
        payload: input({
          audiencia: { tags: [], idsEtapas: [], idsContatos: [], telefones: ['(11) 97000'], todos: false },
        }),
      });
      assert.equal(invalido.statusCode, 400);
      assert.match(invalido.json().message, /Número importado inválido/);
    });

    it('sends each consenting recipient exactly one message, paced on the channel, and lists the skipped', async () => {
      const campanha = await kit.criar(input());
      const iniciada = await kit.acao(campanha.idEspecialistaCampanha, 'iniciar');
      assert.equal(iniciada.statusCode, 200, iniciada.body);
      assert.equal(iniciada.json().data.status, 'enviando');
      const id = campanha.idEspecialistaCampanha;

      assert.deepEqual(await passoEnvio(kit.deps(), id), { kind: 'enviado', ordem: 1, status: 'enviado' });
      // The next send of the channel waits for the interval.
      const espera = await passoEnvio(kit.deps(), id);
      assert.deepEqual(espera, { kind: 'esperar', ate: new Date(kit.clock.now.getTime() + 1000), motivo: 'ritmo' });
      kit.clock.now = new Date(kit.clock.now.getTime() + 1000);
      assert.deepEqual(await passoEnvio(kit.deps(), id), { kind: 'enviado', ordem: 2, status: 'enviado' });
      kit.clock.now = new Date(kit.clock.now.getTime() + 1000);
      assert.deepEqual(await passoEnvio(kit.deps(), id), { kind: 'concluida', status: 'concluida' });

      const lista = await kit.destinatarios(id);
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
        kit
          .simulador()
          .listEnviadas()
          .map((m) => [m.telefone, m.texto]),
        [
          ['+5511970000001', 'Oi, Ana! Temos novidades.'],
          ['+5511970000002', 'Oi, Bia! Temos novidades.'],
        ],
      );
      const detalhe = await kit.app.inject({ url: `/api/campanhas/${id}`, headers: kit.gestor });
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
      const campanha = await kit.criar(input());
      const id = campanha.idEspecialistaCampanha;
      await kit.acao(id, 'iniciar');
      kit.clock.now = new Date('2026-11-23T21:00:00-03:00');
      assert.deepEqual(await passoEnvio(kit.deps(), id), {
        kind: 'esperar',
        ate: new Date('2026-11-24T08:00:00-03:00'),
        motivo: 'janela',
      });
      kit.clock.now = new Date('2026-11-24T09:00:00-03:00');
      assert.equal((await kit.acao(id, 'pausar')).json().data.status, 'pausada');
      assert.deepEqual(await passoEnvio(kit.deps(), id), { kind: 'parada' });
      assert.equal((await kit.acao(id, 'pausar')).statusCode, 409);
      assert.equal((await kit.acao(id, 'retomar')).json().data.status, 'enviando');
      assert.equal((await passoEnvio(kit.deps(), id)).kind, 'enviado');
      assert.equal((await kit.acao(id, 'cancelar')).json().data.status, 'cancelada');
      assert.deepEqual(
        (await kit.destinatarios(id)).map((d) => d.status),
        ['enviado', 'ignorado', 'ignorado', 'ignorado'],
      );
    });

    it('settles a send a killed process left: found at the gateway → sent, never twice; not found → sent once', async () => {
      // The simulated phone stamps what it sent with the real clock: this test runs on it, any day, any hour.
      kit.clock.now = new Date();
      const campanha = await kit.criar(input({ variantes: ['Volta às aulas, {primeiroNome}!'] }));
      const id = campanha.idEspecialistaCampanha;
      await abrirSempre(id);
      await kit.acao(id, 'iniciar');
      const antes = kit.simulador().listEnviadas().length;
      // Two intents left behind: Ana's message reached the gateway before the process died, Bia's did not.
      const intencao = new Date(kit.clock.now.getTime() - 120_000);
      await kit.app.db.query(
        `update campanha_destinatario set status = 'enviando', texto = 'Volta às aulas, ' || split_part(nome, ' ', 1) || '!',
                intencao_em = $2 where id_campanha = $1 and status = 'pendente'`,
        [id, intencao],
      );
      const enviada = await kit.simulador().sendText('+5511970000001', 'Volta às aulas, Ana!');
      assert.equal(await acertarIntencoes(kit.deps(), id), 2);
      const lista = await kit.destinatarios(id);
      assert.deepEqual(
        lista.filter((d) => d.status !== 'ignorado').map((d) => [d.nome, d.status]),
        [
          ['Ana Campanha', 'enviado'],
          ['Bia Campanha', 'pendente'],
        ],
      );
      const [row] = await kit.app.db.query<{ idGateway: string }>(
        `select id_gateway as "idGateway" from campanha_destinatario where id_campanha = $1 and ordem = 1`,
        [id],
      );
      assert.equal(row?.idGateway, enviada.idGateway);
      await trabalharCampanha(kit.deps(), id, {
        orcamentoMs: 10_000,
        sleep: async (ms) => void (kit.clock.now = new Date(kit.clock.now.getTime() + ms)),
      });
      const novas = kit.simulador().listEnviadas().slice(antes);
      assert.deepEqual(
        novas.map((m) => m.telefone),
        ['+5511970000001', '+5511970000002'],
        'Ana once (before the crash), Bia once (after)',
      );
    });

    it('two workers on one run send each recipient once, never closer than the interval', async () => {
      for (let i = 0; i < 12; i++)
        await kit.addContato(DEMO, `Lote ${String(i).padStart(2, '0')}`, `1198000${String(i).padStart(4, '0')}`, true);
      kit.clock.now = new Date('2026-11-26T10:00:00-03:00');
      const campanha = await kit.criar(input());
      const id = campanha.idEspecialistaCampanha;
      await kit.app.db.query('update especialista_campanha set intervalo_ms = 20 where id = $1', [id]);
      await kit.acao(id, 'iniciar');
      const real = kit.deps({ now: () => new Date() });
      await abrirSempre(id);
      const trabalho = () =>
        trabalharCampanha(real, id, { orcamentoMs: 20_000, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
      await Promise.all([trabalho(), trabalho()]);
      const rows = await kit.app.db.query<{ telefone: string; intencaoEm: Date }>(
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
      for (const m of kit.simulador().listEnviadas())
        porTelefone.set(m.telefone, (porTelefone.get(m.telefone) ?? 0) + 1);
      for (const telefone of telefones.filter((t) => t.startsWith('+55119800')))
        assert.equal(porTelefone.get(telefone), 1, telefone);
    });

    it('keeps campaigns inside their institution and behind the screens’ letters', async () => {
      const vizinha = bearer((await loginAs(kit.app, DEMO_USERS.gestorVizinha)).token);
      const [campanha] = (await kit.app.inject({ url: '/api/campanhas', headers: kit.gestor }).then((r) => r.json()))
        .data;
      assert.ok(campanha);
      const proprias = (await kit.app.inject({ url: '/api/campanhas', headers: kit.gestor })).json().data;
      const lista = (await kit.app.inject({ url: '/api/campanhas', headers: vizinha })).json().data;
      const idsProprias = new Set(proprias.map((c: { idEspecialistaCampanha: number }) => c.idEspecialistaCampanha));
      assert.ok(lista.length > 0, 'the neighbour has its own demo draft');
      assert.ok(lista.every((c: { idEspecialistaCampanha: number }) => !idsProprias.has(c.idEspecialistaCampanha)));
      const alheia = await kit.app.inject({
        url: `/api/campanhas/${campanha.idEspecialistaCampanha}`,
        headers: vizinha,
      });
      assert.equal(alheia.statusCode, 404);
      const pausa = await kit.app.inject({
        method: 'POST',
        url: `/api/envio-massa/${campanha.idEspecialistaCampanha}/pausar`,
        headers: vizinha,
      });
      assert.equal(pausa.statusCode, 404);
      // A channel of another institution cannot be named.
      const [canalAlheio] = await kit.app.db.query<{ id: number }>('select id from canal where id_instituicao = $1', [
        VIZINHA,
      ]);
      const body = input({ idCanal: canalAlheio?.id ?? 0 });
      const criada = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas',
        headers: kit.gestor,
        payload: body,
      });
      assert.equal(criada.statusCode, 400);
      assert.equal(criada.json().campo, 'idCanal');
      const atendente = bearer((await loginAs(kit.app, DEMO_USERS.atendente)).token);
      assert.equal((await kit.app.inject({ url: '/api/campanhas', headers: atendente })).statusCode, 403);
    });
  });
}
