import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testEngines } from '../../test/build-test-app';
import { CONFIRMACAO_SAIR, NOTA_SAIR, pedeParaSair } from './campanhas.replies';
import { passoEnvio } from './envio-massa.runner';
import { addElenco, DEMO, startCampanhasKit, type CampanhasKit } from './test/campanhas-kit';

const TAG = 'campanha-respostas';

describe('"SAIR", "PARAR", "STOP"', () => {
  it('are the whole message, whatever the case, accents or punctuation; a sentence with them is not', () => {
    for (const texto of ['SAIR', 'sair.', ' Parar! ', 'stop', 'Sáir']) assert.equal(pedeParaSair(texto), true, texto);
    for (const texto of ['quero sair cedo', 'não pare', 'sairei']) assert.equal(pedeParaSair(texto), false, texto);
  });
});

for (const engine of testEngines()) {
  describe(`replies to a campaign [${engine}]`, () => {
    let kit: CampanhasKit;
    let ids: Awaited<ReturnType<typeof addElenco>>['ids'];
    let input: Awaited<ReturnType<typeof addElenco>>['input'];

    before(async () => {
      kit = await startCampanhasKit(engine, TAG);
      ({ ids, input } = await addElenco(kit));
    });
    after(() => kit.close());

    it('a reply marks the recipient; "SAIR" revokes the consent, confirms it, and the next run skips the contact', async () => {
      // Ana and Bia got the campaign a moment ago.
      const { idEspecialistaCampanha: primeira } = await kit.criar(input());
      assert.equal((await kit.acao(primeira, 'iniciar')).statusCode, 200);
      for (const ordem of [1, 2]) {
        kit.advance(1000);
        assert.deepEqual(await passoEnvio(kit.deps(), primeira), { kind: 'enviado', ordem, status: 'enviado' });
      }
      const [canal] = await kit.app.db.query<{ id: number }>('select id from canal where id = $1', [kit.idCanal]);
      const escreve = await kit.app.inject({
        method: 'POST',
        url: `/api/canais/${canal?.id}/simulador/mensagens`,
        headers: kit.gestor,
        payload: { telefone: '11970000002', nome: 'Bia Campanha', texto: 'SAIR' },
      });
      assert.equal(escreve.statusCode, 201, escreve.body);
      const deadline = Date.now() + 5_000;
      let consent = true;
      while (consent && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        const [row] = await kit.app.db.query<{ c: boolean }>(
          'select consentimento_marketing as c from contatos where id = $1',
          [ids.bia],
        );
        consent = row?.c ?? true;
      }
      assert.equal(consent, false);
      const [origem] = await kit.app.db.query<{ origem: string }>(
        'select consentimento_origem as origem from contatos where id = $1',
        [ids.bia],
      );
      assert.equal(origem?.origem, 'chat');
      // …and the consent history says so, by no member of staff (migration 0025).
      const historico = await kit.app.db.query<{
        marketing: boolean;
        origem: string;
        idUsuario: number | null;
        nota: string;
      }>(
        `select marketing, origem, id_usuario as "idUsuario", nota from contato_consentimento
          where id_contato = $1 order by em desc, id desc limit 1`,
        [ids.bia],
      );
      assert.deepEqual(historico, [{ marketing: false, origem: 'chat', idUsuario: null, nota: NOTA_SAIR }]);
      const [respondeu] = await kit.app.db.query<{ n: number }>(
        `select count(*)::int as n from campanha_destinatario where telefone = '+5511970000002' and status = 'respondeu'`,
      );
      assert.equal(respondeu?.n, 1);
      const enviadas = await kit.app.inject({
        url: `/api/canais/${canal?.id}/simulador/enviadas`,
        headers: kit.gestor,
      });
      assert.ok(
        (enviadas.json().data as { telefone: string; texto: string }[]).some(
          (m) => m.telefone === '+5511970000002' && m.texto === CONFIRMACAO_SAIR,
        ),
      );
      const previa = await kit.app.inject({
        method: 'POST',
        url: '/api/campanhas/previa',
        headers: kit.gestor,
        payload: input(),
      });
      assert.equal(previa.json().data.semConsentimento, 2);
    });

    it('a reply to a campaign run by a specialist gives it the conversation (staff did not hold it)', async () => {
      const [especialista] = await kit.app.db.query<{ id: number }>(
        'select id from especialista where id_instituicao = $1 order by id limit 1',
        [DEMO],
      );
      assert.ok(especialista, 'the demo seeds a specialist');
      const campanha = await kit.criar(
        input({
          idEspecialista: especialista.id,
          audiencia: { tags: [], idsEtapas: [], idsContatos: [ids.ana], telefones: [], todos: false },
        }),
      );
      kit.clock.now = new Date(kit.clock.now.getTime() + 86_400_000);
      await kit.app.db.query(
        `update canal_ritmo set ultimo_envio_em = $2::timestamptz - interval '1 day' where id_canal = $1`,
        [kit.idCanal, kit.clock.now],
      );
      assert.equal((await kit.acao(campanha.idEspecialistaCampanha, 'iniciar')).statusCode, 200);
      assert.equal((await passoEnvio(kit.deps(), campanha.idEspecialistaCampanha)).kind, 'enviado');

      const escreve = await kit.app.inject({
        method: 'POST',
        url: `/api/canais/${kit.idCanal}/simulador/mensagens`,
        headers: kit.gestor,
        payload: { telefone: '11970000001', nome: 'Ana Campanha', texto: 'Quero saber mais!' },
      });
      assert.equal(escreve.statusCode, 201, escreve.body);
      const deadline = Date.now() + 5_000;
      let dono: number | null = null;
      while (dono === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        const [chat] = await kit.app.db.query<{ dono: number | null }>(
          `select ch.id_especialista as dono from chat ch join contatos ct on ct.id = ch.id_contato where ct.id = $1`,
          [ids.ana],
        );
        dono = chat?.dono ?? null;
      }
      assert.equal(dono, especialista.id);
      const [respondeu] = await kit.app.db.query<{ status: string }>(
        'select status from campanha_destinatario where id_campanha = $1',
        [campanha.idEspecialistaCampanha],
      );
      assert.equal(respondeu?.status, 'respondeu');
      // The counters are a funnel: the reply counts as sent, delivered and read too.
      const detalhe = await kit.app.inject({
        url: `/api/campanhas/${campanha.idEspecialistaCampanha}`,
        headers: kit.gestor,
      });
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
  });
}
