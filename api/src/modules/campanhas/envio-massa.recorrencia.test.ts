import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testEngines } from '../../test/build-test-app';
import { campanhasParaTrabalhar, iniciarCampanha } from './envio-massa.commands';
import { proximaRodada } from './envio-massa.recorrencia';
import { passoEnvio } from './envio-massa.runner';
import { DEMO, SEGUNDA_10H, startCampanhasKit, type CampanhasKit } from './test/campanhas-kit';

const TAG = 'campanha-recorrente';
const SP = (local: string) => new Date(`${local}-03:00`);

describe('when a recurring campaign runs next (America/Sao_Paulo)', () => {
  it('keeps the first run’s local time and weekday, and ends after its last day', () => {
    const semanal = { frequencia: 'semanal' as const, inicio: SP('2026-11-23T09:00:00'), ate: null };
    assert.deepEqual(proximaRodada(semanal, SP('2026-11-23T09:00:00')), SP('2026-11-30T09:00:00'));
    assert.deepEqual(proximaRodada(semanal, SP('2026-11-22T12:00:00')), SP('2026-11-23T09:00:00'));
    const diaria = { frequencia: 'diaria' as const, inicio: SP('2026-11-23T09:00:00'), ate: '2026-11-25' };
    assert.deepEqual(proximaRodada(diaria, SP('2026-11-24T15:00:00')), SP('2026-11-25T09:00:00'));
    assert.equal(proximaRodada(diaria, SP('2026-11-25T09:00:00')), null);
  });

  it('runs monthly on the same day, on the last day of a shorter month, and jumps years ahead quickly', () => {
    const mensal = { frequencia: 'mensal' as const, inicio: SP('2027-01-31T08:30:00'), ate: null };
    assert.deepEqual(proximaRodada(mensal, SP('2027-01-31T08:30:00')), SP('2027-02-28T08:30:00'));
    assert.deepEqual(proximaRodada(mensal, SP('2027-02-28T08:30:00')), SP('2027-03-31T08:30:00'));
    assert.deepEqual(proximaRodada(mensal, SP('2027-04-01T00:00:00')), SP('2027-04-30T08:30:00'));
    const antiga = { frequencia: 'diaria' as const, inicio: SP('2020-03-01T07:00:00'), ate: null };
    assert.deepEqual(proximaRodada(antiga, SP('2026-11-24T15:00:00')), SP('2026-11-25T07:00:00'));
  });
});

for (const engine of testEngines()) {
  describe(`recurring campaigns: one run per repetition, each recipient once per run [${engine}]`, () => {
    let kit: CampanhasKit;
    const ids: Record<string, number> = {};
    before(async () => {
      kit = await startCampanhasKit(engine, TAG);
      ids.ana = await kit.addContato(DEMO, 'Ana Recorrente', '11971000001', true);
      ids.bia = await kit.addContato(DEMO, 'Bia Recorrente', '11971000002', true);
    });
    after(() => kit.close());

    /** Sends every step the pace allows until the run ends; answers how it ended. */
    const enviarTudo = async (id: number) => {
      for (let step = 0; step < 20; step++) {
        const passo = await passoEnvio(kit.deps(), id);
        if (passo.kind === 'concluida') return passo;
        if (passo.kind === 'esperar') kit.clock.now = passo.ate;
      }
      throw new Error('the run did not end');
    };

    it('refuses a repetition without a first date, or ending before it, beside the field', async () => {
      const semData = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas',
        headers: kit.gestor,
        payload: kit.input({ recorrencia: { frequencia: 'semanal', ate: null } }),
      });
      assert.equal(semData.statusCode, 400);
      assert.equal(semData.json().campo, 'agendadaPara');
      assert.match(semData.json().message, /precisa da data e da hora do primeiro envio/);
      const fimAntes = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas',
        headers: kit.gestor,
        payload: kit.input({
          agendadaPara: SEGUNDA_10H.toISOString(),
          recorrencia: { frequencia: 'diaria', ate: '2026-11-22' },
        }),
      });
      assert.equal(fimAntes.statusCode, 400);
      assert.equal(fimAntes.json().campo, 'recorrencia.ate');
    });

    it('sends again each week to the audience as it is then, once per person per run, until its last day', async () => {
      kit.clock.now = SEGUNDA_10H;
      const criada = await kit.criar(
        kit.input({
          agendadaPara: SEGUNDA_10H.toISOString(),
          recorrencia: { frequencia: 'semanal', ate: '2026-12-05' },
        }),
      );
      assert.deepEqual(criada.recorrencia, { frequencia: 'semanal', ate: '2026-12-05' });
      const id = criada.idEspecialistaCampanha;
      assert.equal((await kit.acao(id, 'iniciar')).json().data.status, 'enviando');
      assert.deepEqual(await enviarTudo(id), { kind: 'concluida', status: 'agendada' });

      // The first run is over; the campaign waits for the next Monday at 10:00.
      const entre = await kit.campanha(id);
      assert.deepEqual(
        {
          status: entre.status,
          rodada: entre.rodada,
          agendadaPara: entre.agendadaPara,
          enviados: entre.contagem.enviados,
        },
        { status: 'agendada', rodada: 1, agendadaPara: SP('2026-11-30T10:00:00').toISOString(), enviados: 2 },
      );
      // Paused and resumed before its time, it waits again for the same run.
      assert.equal((await kit.acao(id, 'pausar')).json().data.status, 'pausada');
      assert.equal((await kit.acao(id, 'retomar')).json().data.status, 'agendada');
      assert.deepEqual((await kit.campanha(id)).agendadaPara, SP('2026-11-30T10:00:00').toISOString());

      // Before the second run: Bia revokes her consent, Caio joins the audience.
      await kit.app.db.query('update contatos set consentimento_marketing = false where id = $1', [ids.bia ?? 0]);
      ids.caio = await kit.addContato(DEMO, 'Caio Recorrente', '11971000003', true);
      kit.clock.now = SP('2026-11-29T10:00:00');
      assert.ok(!(await campanhasParaTrabalhar(kit.app.db, kit.clock.now)).agendadas.some((c) => c.id === id));
      kit.clock.now = SP('2026-11-30T10:00:30');
      assert.ok((await campanhasParaTrabalhar(kit.app.db, kit.clock.now)).agendadas.some((c) => c.id === id));
      // The clock of two API processes fires at once: one run starts, the other finds it sending.
      const disparos = await Promise.all([
        iniciarCampanha(kit.app.db, DEMO, id, kit.clock.now),
        iniciarCampanha(kit.app.db, DEMO, id, kit.clock.now),
      ]);
      assert.deepEqual(disparos.map((d) => d.kind).sort(), ['invalid', 'ok']);
      // 2026-12-07 is after the last day (12-05): this run is the last one.
      assert.deepEqual(await enviarTudo(id), { kind: 'concluida', status: 'concluida' });

      const fim = await kit.campanha(id);
      assert.deepEqual({ status: fim.status, rodada: fim.rodada }, { status: 'concluida', rodada: 2 });
      assert.deepEqual(
        (await kit.destinatarios(id)).map((d) => [d.nome, d.status]),
        [
          ['Ana Recorrente', 'enviado'],
          ['Bia Recorrente', 'ignorado'],
          ['Caio Recorrente', 'enviado'],
        ],
      );
      assert.deepEqual(
        (await kit.destinatarios(id, '?rodada=1')).map((d) => [d.nome, d.status]),
        [
          ['Ana Recorrente', 'enviado'],
          ['Bia Recorrente', 'enviado'],
        ],
      );
      const recebidas = kit
        .simulador()
        .listEnviadas()
        .map((m) => m.telefone);
      assert.deepEqual(
        ['+5511971000001', '+5511971000002', '+5511971000003'].map((tel) => recebidas.filter((t) => t === tel).length),
        [2, 1, 1],
      );
    });

    it('skips a repetition with nobody to send to, waiting for the next one', async () => {
      kit.clock.now = SP('2026-12-01T09:00:00');
      const { idEspecialistaCampanha: id } = await kit.criar(
        kit.input({
          audiencia: { tags: [], idsEtapas: [], idsContatos: [ids.ana ?? 0], telefones: [], todos: false },
          agendadaPara: kit.clock.now.toISOString(),
          recorrencia: { frequencia: 'diaria', ate: null },
        }),
      );
      assert.equal((await kit.acao(id, 'iniciar')).json().data.status, 'enviando');
      assert.deepEqual(await enviarTudo(id), { kind: 'concluida', status: 'agendada' });
      await kit.app.db.query('update contatos set consentimento_marketing = false where id = $1', [ids.ana ?? 0]);
      kit.clock.now = SP('2026-12-02T09:00:10');
      const outcome = await iniciarCampanha(kit.app.db, DEMO, id, kit.clock.now);
      assert.deepEqual(outcome, { kind: 'ok', status: 'agendada', idInstituicao: DEMO });
      const depois = await kit.campanha(id);
      assert.deepEqual(
        { rodada: depois.rodada, agendadaPara: depois.agendadaPara, total: depois.contagem.total },
        { rodada: 1, agendadaPara: SP('2026-12-03T09:00:00').toISOString(), total: 1 },
      );
    });
  });
}
