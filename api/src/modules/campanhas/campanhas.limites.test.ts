import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CAMPANHA_AGENDA, type CampanhaInput } from '@colabora/shared/contracts';
import { testEngines } from '../../test/build-test-app';
import { SEGUNDA_10H, startCampanhasKit, type CampanhasKit } from './test/campanhas-kit';

/*
 * The bounds of a campaign's JSON (issue #22): ids like every other id of the API, tags like the
 * contacts' tags, the days of a week, and a schedule between now (the server's clock) and a year
 * ahead. Each refusal is a 400 in pt-BR beside its field, and nothing is stored.
 */

const TAG = 'campanha-limites';
const HORA = 3_600_000;
const at = (ms: number) => new Date(SEGUNDA_10H.getTime() + ms).toISOString();

for (const engine of testEngines()) {
  describe(`a campaign's fields are bounded like their siblings [${engine}]`, () => {
    let kit: CampanhasKit;
    before(async () => {
      kit = await startCampanhasKit(engine, TAG);
    });
    after(() => kit.close());

    const salvar = (body: unknown, idCampanha?: number) =>
      kit.app.inject({
        method: idCampanha ? 'PUT' : 'POST',
        url: idCampanha ? `/api/campanhas/${idCampanha}` : '/api/campanhas',
        headers: kit.gestor,
        payload: body as object,
      });
    const contarCampanhas = async () =>
      Number((await kit.app.db.query<{ n: string }>('select count(*) as n from especialista_campanha'))[0]?.n);

    /** Refused with 400, a pt-BR message (matching `message`) beside `campo`, and nothing created. */
    async function recusa(body: unknown, campo: string, message: RegExp, idCampanha?: number) {
      const antes = await contarCampanhas();
      const response = await salvar(body, idCampanha);
      assert.equal(response.statusCode, 400, response.body);
      const json = response.json<{ success: boolean; message: string; campo?: string }>();
      assert.equal(json.success, false);
      assert.match(json.message, message);
      assert.equal(json.campo, campo);
      assert.equal(await contarCampanhas(), antes);
    }

    const audiencia = (overrides: Partial<CampanhaInput['audiencia']>) =>
      kit.input({ audiencia: { ...kit.input().audiencia, ...overrides } });

    it('refuses stage and contact ids past 2,147,483,647, and channel or specialist ids the same', async () => {
      await recusa(audiencia({ idsEtapas: [1_099_511_627_776] }), 'audiencia', /Etapa: identificador inválido/);
      await recusa(audiencia({ idsContatos: [9_007_199_254_740_991] }), 'audiencia', /Contato: identificador inválido/);
      await recusa(kit.input({ idCanal: 2_147_483_648 }), 'idCanal', /Canal: identificador inválido/);
      await recusa(kit.input({ idEspecialista: 4_294_967_296 }), 'idEspecialista', /Especialista: identificador/);
      // The largest id that can exist is only "not found" (it names nothing of the institution).
      await recusa(kit.input({ idCanal: 2_147_483_647 }), 'idCanal', /Canal não encontrado/);
    });

    it('refuses the same on a campaign already scheduled, which keeps what it had', async () => {
      kit.clock.now = SEGUNDA_10H;
      const criada = await kit.criar(kit.input({ agendadaPara: at(HORA) }));
      const id = criada.idEspecialistaCampanha;
      assert.equal((await kit.acao(id, 'iniciar')).json().data.status, 'agendada');
      const body = kit.input({ nome: criada.nome, agendadaPara: criada.agendadaPara });
      await recusa(
        { ...body, audiencia: { ...body.audiencia, idsContatos: [9_007_199_254_740_991] } },
        'audiencia',
        /Contato/,
        id,
      );
      await recusa(
        { ...body, audiencia: { ...body.audiencia, idsEtapas: [1_099_511_627_776] } },
        'audiencia',
        /Etapa/,
        id,
      );
      const depois = await kit.campanha(id);
      assert.deepEqual([depois.status, depois.audiencia.idsContatos, depois.audiencia.idsEtapas], ['agendada', [], []]);
    });

    it('refuses a tag longer than the contacts’ tags (40), and more than 30 tags', async () => {
      await recusa(audiencia({ tags: ['x'.repeat(200_000)] }), 'audiencia', /Etiqueta: até 40/);
      await recusa(audiencia({ tags: ['com espaço'] }), 'audiencia', /Etiqueta/);
      await recusa(
        audiencia({ tags: Array.from({ length: 31 }, (_, i) => `tag-${i}`) }),
        'audiencia',
        /No máximo 30 etiquetas/,
      );
      // Tags are stored as the contacts carry them: trimmed and lowercase.
      const criada = await kit.criar(audiencia({ tags: [' Cliente-VIP '] }));
      assert.deepEqual(criada.audiencia.tags, ['cliente-vip']);
    });

    it('refuses weekdays repeated, out of 0–6 or more than seven', async () => {
      const comDias = (dias: number[]) => ({ ...kit.input(), ritmo: { ...kit.input().ritmo, dias } });
      await recusa(comDias(Array.from({ length: 70 }, (_, i) => i % 7)), 'ritmo', /No máximo os 7 dias/);
      await recusa(comDias([1, 1]), 'ritmo', /Cada dia da semana aparece uma só vez/);
      await recusa(comDias([7]), 'ritmo', /0 \(domingo\) a 6 \(sábado\)/);
      await recusa(comDias([-1]), 'ritmo', /Dia da semana inválido/);
      const todos = await kit.criar(comDias([0, 1, 2, 3, 4, 5, 6]));
      assert.deepEqual(todos.ritmo.dias, [0, 1, 2, 3, 4, 5, 6]);
    });

    it('stores names and variants without the control and format characters nobody can see (RLO, BEL, ESC)', async () => {
      const criada = await kit.criar(
        kit.input({
          nome: 'Natal\u202E\u0007 2026\u001B',
          variantes: ['Oi, {primeiroNome}!\u0007\r\nPromoção\u200B de Natal.'],
        }),
      );
      assert.equal(criada.nome, 'Natal 2026');
      assert.deepEqual(criada.variantes, ['Oi, {primeiroNome}!\nPromoção de Natal.']);
      await recusa(kit.input({ nome: '\u202E\u0007\u001B' }), 'nome', /Informe nome/);
    });

    it('refuses a schedule in the past or more than a year ahead, by the server’s clock', async () => {
      kit.clock.now = SEGUNDA_10H;
      await recusa(kit.input({ agendadaPara: '1970-01-01T00:00:00.000Z' }), 'agendadaPara', /já passou/);
      await recusa(kit.input({ agendadaPara: at(-HORA) }), 'agendadaPara', /já passou/);
      await recusa(kit.input({ agendadaPara: '9999-12-31T23:59:59.000Z' }), 'agendadaPara', /no máximo um ano/);
      await recusa(kit.input({ agendadaPara: at(367 * 24 * HORA) }), 'agendadaPara', /no máximo um ano/);
      await recusa(kit.input({ agendadaPara: '2026-02-30T10:00:00.000Z' }), 'agendadaPara', /não existe/);
      assert.equal(CAMPANHA_AGENDA.messages.passado.startsWith('A data de agendamento já passou'), true);
      // "Now" as a form sends it (no seconds, picked a minute ago) and a year ahead are fine.
      for (const agendadaPara of [at(-60_000), at(364 * 24 * HORA)]) {
        const criada = await kit.criar(kit.input({ agendadaPara }));
        assert.equal(criada.agendadaPara, agendadaPara);
      }
    });

    it('keeps a saved schedule that has since passed when the campaign is edited, but refuses moving it to the past', async () => {
      kit.clock.now = SEGUNDA_10H;
      const criada = await kit.criar(kit.input({ agendadaPara: at(HORA) }));
      kit.clock.now = new Date(SEGUNDA_10H.getTime() + 2 * HORA);
      const body = kit.input({ nome: `${criada.nome} (editada)`, agendadaPara: criada.agendadaPara });
      const editada = await salvar(body, criada.idEspecialistaCampanha);
      assert.equal(editada.statusCode, 200, editada.body);
      await recusa(
        { ...body, agendadaPara: at(30 * 60_000) },
        'agendadaPara',
        /já passou/,
        criada.idEspecialistaCampanha,
      );
    });
  });
}
