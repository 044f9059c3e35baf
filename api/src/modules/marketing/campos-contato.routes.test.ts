import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  CAMPOS_CONTATO_MESSAGES,
  type ContatoAudiencia,
  type Etapa,
  type Lead,
  type LeadHistorico,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp("a contact's custom fields through /api/leads and /api/contatos/{id}/audiencia", (getApp) => {
  let gestor: string;
  let idEtapaNovo: number;
  let phoneSeq = 0;
  const newPhone = () => `1196${String(3100_000 + ++phoneSeq).padStart(7, '0')}`;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

  const leadBody = (overrides: Record<string, unknown> = {}) => ({
    contato: { nome: 'Rita Campos', telefone: newPhone() },
    idEtapa: idEtapaNovo,
    valorCentavos: 0,
    idResponsavel: null,
    previsaoFechamento: null,
    origem: 'site',
    observacoes: null,
    ...overrides,
  });
  const criar = async (overrides: Record<string, unknown> = {}): Promise<Lead> => {
    const response = await inject('POST', '/api/leads', leadBody(overrides));
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: Lead }).data;
  };
  const camposNoBanco = async (idContato: number) => {
    const [row] = await getApp().app.db.query<{ campos: Record<string, string> }>(
      'select campos from contatos where id = $1',
      [idContato],
    );
    return row?.campos;
  };

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    const etapas = ((await inject('GET', '/api/leads/etapas')).json() as { data: Etapa[] }).data;
    idEtapaNovo = etapas.find((etapa) => etapa.nome === 'Novo')?.idEtapa ?? 0;
  });

  it('creates the contact with its fields (values trimmed) and answers them on the lead and the audience', async () => {
    const lead = await criar({ campos: { cidade: ' Campinas ', plano: 'Ouro' } });
    assert.deepEqual(lead.contato.campos, { cidade: 'Campinas', plano: 'Ouro' });
    const audiencia = await inject('GET', `/api/contatos/${lead.contato.idContato}/audiencia`);
    assert.equal(audiencia.statusCode, 200, audiencia.body);
    assert.deepEqual((audiencia.json() as { data: ContatoAudiencia }).data.campos, {
      cidade: 'Campinas',
      plano: 'Ouro',
    });
    const lido = await inject('GET', `/api/leads/${lead.idLead}`);
    assert.deepEqual((lido.json() as { data: Lead }).data.contato.campos, { cidade: 'Campinas', plano: 'Ouro' });
  });

  it('gives a contact created without fields none', async () => {
    const lead = await criar();
    assert.deepEqual(lead.contato.campos, {});
    assert.deepEqual(await camposNoBanco(lead.contato.idContato), {});
  });

  it('replaces the fields on an edit that sends them, keeps them on one that does not, and writes the history', async () => {
    const lead = await criar({ campos: { cidade: 'Campinas', plano: 'Ouro' } });
    const editar = (overrides: Record<string, unknown>) =>
      inject(
        'PUT',
        `/api/leads/${lead.idLead}`,
        leadBody({ contato: { idContato: lead.contato.idContato }, ...overrides }),
      );

    const trocado = await editar({ campos: { cidade: 'Jundiaí', bairro: 'Centro' } });
    assert.equal(trocado.statusCode, 200, trocado.body);
    assert.deepEqual((trocado.json() as { data: Lead }).data.contato.campos, { cidade: 'Jundiaí', bairro: 'Centro' });

    const semCampos = await editar({ observacoes: 'Sem mexer nos campos.' });
    assert.equal(semCampos.statusCode, 200, semCampos.body);
    assert.deepEqual(await camposNoBanco(lead.contato.idContato), { cidade: 'Jundiaí', bairro: 'Centro' });

    const historico = (
      (await inject('GET', `/api/leads/${lead.idLead}/historico`)).json() as { data: LeadHistorico[] }
    ).data.filter((item) => item.tipo === 'edicao');
    assert.deepEqual(
      historico.map((item) => item.descricao),
      ['Alterou campos personalizados do contato.', 'Alterou observações.'],
    );
  });

  it('merges into a contact found by its phone: it keeps the fields not sent', async () => {
    const telefone = newPhone();
    const primeiro = await criar({
      contato: { nome: 'Sara Fone', telefone },
      campos: { cidade: 'Campinas', plano: 'Ouro' },
    });
    const segundo = await criar({ contato: { nome: 'Sara Fone', telefone }, campos: { plano: 'Prata' } });
    assert.equal(segundo.contato.idContato, primeiro.contato.idContato);
    assert.deepEqual(segundo.contato.campos, { cidade: 'Campinas', plano: 'Prata' });
  });

  it('refuses a bad field name, a built-in name or too long a value with a pt-BR message, writing nothing', async () => {
    const lead = await criar({ campos: { cidade: 'Campinas' } });
    const cases: [Record<string, unknown>, string][] = [
      [{ 'Cidade natal': 'Campinas' }, CAMPOS_CONTATO_MESSAGES.chave],
      [
        { primeiroNome: 'Ana' },
        'O campo "primeiroNome" já existe em toda mensagem ({primeiroNome}): escolha outro nome.',
      ],
      [{ obs: 'x'.repeat(201) }, 'Valor do campo inválido: use até 200 caracteres.'],
    ];
    for (const [campos, message] of cases) {
      const response = await inject(
        'PUT',
        `/api/leads/${lead.idLead}`,
        leadBody({ contato: { idContato: lead.contato.idContato }, campos }),
      );
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { success: false, message, campo: 'campos' });
    }
    assert.deepEqual(await camposNoBanco(lead.contato.idContato), { cidade: 'Campinas' });
  });

  it('refuses the names every object answers to (toString, constructor…) on create and edit, and never offers one as a variable', async () => {
    const lead = await criar({ campos: { cidade: 'Campinas' } });
    for (const chave of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf']) {
      const message = `"${chave}" é um nome reservado do sistema: escolha outro nome para o campo.`;
      const criado = await inject('POST', '/api/leads', leadBody({ campos: { [chave]: 'x' } }));
      assert.equal(criado.statusCode, 400, criado.body);
      assert.deepEqual(criado.json(), { success: false, message, campo: 'campos' });
      const editado = await inject(
        'PUT',
        `/api/leads/${lead.idLead}`,
        leadBody({ contato: { idContato: lead.contato.idContato }, campos: { cidade: 'Jundiaí', [chave]: 'x' } }),
      );
      assert.equal(editado.statusCode, 400, editado.body);
    }
    // __proto__ never reaches the schema: a body with it is refused as a whole.
    const proto = await getApp().app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { ...bearer(gestor), 'content-type': 'application/json' },
      payload: JSON.stringify(leadBody()).replace('"origem"', '"campos":{"__proto__":"x"},"origem"'),
    });
    assert.equal(proto.statusCode, 400, proto.body);
    assert.deepEqual(await camposNoBanco(lead.contato.idContato), { cidade: 'Campinas' });

    // A name written before the rule (straight into the database) is not offered to campaigns.
    await getApp().app.db.query(`update contatos set campos = campos || '{"toString": "x"}'::jsonb where id = $1`, [
      lead.contato.idContato,
    ]);
    const opcoes = await inject('GET', '/api/campanhas/opcoes');
    assert.equal(opcoes.statusCode, 200, opcoes.body);
    const campos = (opcoes.json() as { data: { campos: string[] } }).data.campos;
    assert.ok(campos.includes('cidade'));
    assert.ok(!campos.includes('toString'));
  });

  it('keeps anything but an object out of the column, whoever writes it', async () => {
    await assert.rejects(
      getApp().app.db.query(
        `insert into contatos (id_instituicao, nome, telefone, campos) values ($1, 'Array', $2, '["x"]'::jsonb)`,
        [DEMO_INSTITUICOES.demo.id, newPhone()],
      ),
    );
  });
});
