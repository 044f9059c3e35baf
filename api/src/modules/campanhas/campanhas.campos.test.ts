import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { campanhaInputSchema, CampanhaOpcoes, CampanhaPrevia } from '@colabora/shared/contracts';
import type * as v from 'valibot';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp, testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { passoEnvio } from './envio-massa.runner';
import { startCampanhasKit, type CampanhasKit } from './test/campanhas-kit';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;
const TAG = 'campos-teste';

/** The body as sent: what has a default (recorrencia) is left out. */
type CampanhaBody = v.InferInput<typeof campanhaInputSchema>;

describeWithApp("campaigns and the contacts' custom fields", (getApp) => {
  let gestor: Record<string, string>;
  let idCanal = 0;
  const ids: Record<string, number> = {};

  const addContato = async (idInstituicao: number, nome: string, telefone: string, campos: object) => {
    const [row] = await getApp().app.db.query<{ id: number }>(
      `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags, campos)
       values ($1, $2, $3, true, $4, $5::jsonb) returning id`,
      [idInstituicao, nome, telefone, [TAG], JSON.stringify(campos)],
    );
    return row?.id ?? 0;
  };
  const input = (variantes: string[], idsContatos: number[]): CampanhaBody => ({
    nome: 'Campos',
    idCanal,
    idEspecialista: null,
    variantes,
    audiencia: { tags: [], idsEtapas: [], idsContatos, telefones: [], todos: false },
    agendadaPara: null,
    ritmo: {
      intervaloSegundos: 30,
      jitterSegundos: 0,
      janelaInicio: '08:00',
      janelaFim: '20:00',
      dias: [1, 2, 3, 4, 5],
      limiteDiario: null,
    },
  });
  const previa = async (body: CampanhaBody): Promise<CampanhaPrevia> => {
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/api/campanhas/previa',
      headers: gestor,
      payload: body,
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CampanhaPrevia }).data;
  };
  const opcoes = async (): Promise<CampanhaOpcoes> => {
    const response = await getApp().app.inject({ url: '/api/campanhas/opcoes', headers: gestor });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CampanhaOpcoes }).data;
  };

  before(async () => {
    const { app } = getApp();
    gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    const [canal] = await app.db.query<{ id: number }>(
      `select id from canal where id_instituicao = $1 and provider = 'simulador' order by id limit 1`,
      [DEMO],
    );
    idCanal = canal?.id ?? 0;
    ids.aurora = await addContato(DEMO, 'Aurora Campos', '11971110001', { cidade: 'Campinas', plano: 'Ouro' });
    ids.bento = await addContato(DEMO, 'Bento Campos', '11971110002', {});
    ids.caio = await addContato(DEMO, 'Caio Campos', '11971110003', {
      zona: 'Sul',
      dataCompra: 'ontem',
      data_compra: 'x',
    });
    await addContato(VIZINHA, 'Vera Campos', '21971110004', { segredo: 'da vizinha' });
  });

  it('offers the form the field names its own contacts have, once each, in byte order', async () => {
    // cidade and plano are also the demo seed's; the neighbour's segredo is not offered.
    assert.deepEqual((await opcoes()).campos, ['cidade', 'dataCompra', 'data_compra', 'plano', 'zona']);
  });

  it('offers at most 100 names', async () => {
    const muitos = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`k${String(i).padStart(3, '0')}`, 'x']));
    await addContato(DEMO, 'Muitos Campos', '11971110005', muitos);
    const { campos } = await opcoes();
    assert.equal(campos.length, 100);
    assert.deepEqual(campos.slice(0, 2), ['cidade', 'dataCompra']);
    await getApp().app.db.query(`delete from contatos where telefone = '11971110005'`);
  });

  it("renders the sample with the sample contact's fields, and a field it lacks as nothing", async () => {
    const variantes = ['Oi, {primeiroNome}! Novidades em {cidade}.', 'Plano {plano}{bairro}, {Cidade}.'];
    const comCampos = await previa(input(variantes, [ids.aurora ?? 0, ids.bento ?? 0]));
    assert.equal(comCampos.receberao, 2);
    assert.deepEqual(comCampos.exemplos, [
      { nome: 'Aurora Campos', telefone: '+5511971110001', texto: 'Oi, Aurora! Novidades em Campinas.' },
      { nome: 'Aurora Campos', telefone: '+5511971110001', texto: 'Plano Ouro, {Cidade}.' },
    ]);
    const semCampos = await previa(input(variantes, [ids.bento ?? 0]));
    assert.deepEqual(
      semCampos.exemplos.map((exemplo) => exemplo.texto),
      ['Oi, Bento! Novidades em .', 'Plano , {Cidade}.'],
    );
  });
});

for (const engine of testEngines()) {
  describe(`the mass send fills each recipient's own fields, as they are when it is sent [${engine}]`, () => {
    let kit: CampanhasKit;
    before(async () => {
      kit = await startCampanhasKit(engine, 'campos-envio');
    });
    after(() => kit.close());

    it('sends each contact its fields, a missing one left out, a field changed mid-run as it is then', async () => {
      const ana = await kit.addContato(DEMO, 'Ana Campos', '11973000001', true);
      const bia = await kit.addContato(DEMO, 'Bia Campos', '11973000002', true);
      const setCampos = (id: number, campos: object) =>
        kit.app.db.query('update contatos set campos = $2::jsonb where id = $1', [id, JSON.stringify(campos)]);
      await setCampos(ana, { plano: 'Ouro' });
      await setCampos(bia, { plano: 'Prata', cidade: 'Campinas' });
      const { idEspecialistaCampanha: id } = await kit.criar(
        kit.input({ variantes: ['{primeiroNome}, seu plano {plano} {cidade}'] }),
      );
      assert.equal((await kit.acao(id, 'iniciar')).statusCode, 200);
      const antes = kit.simulador().listEnviadas().length;
      assert.equal((await passoEnvio(kit.deps(), id)).kind, 'enviado');
      await setCampos(bia, { plano: 'Diamante', cidade: 'Campinas' });
      kit.advance(1000);
      assert.equal((await passoEnvio(kit.deps(), id)).kind, 'enviado');
      assert.deepEqual(
        kit
          .simulador()
          .listEnviadas()
          .slice(antes)
          .map((m) => m.texto),
        ['Ana, seu plano Ouro', 'Bia, seu plano Diamante Campinas'],
      );
    });
  });
}
