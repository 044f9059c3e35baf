import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import {
  LEAD_MESSAGES,
  type ChatHubEvents,
  type Etapa,
  type Funil,
  type Lead,
  type LeadHistorico,
  type Page,
} from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const DEMO = DEMO_INSTITUICOES.demo.id;

type Published = { idInstituicao: number; event: keyof ChatHubEvents; arg: unknown };

/** Records what the module hands to app.realtime on /chathub. */
function spyOnRealtime(app: FastifyInstance): Published[] {
  const published: Published[] = [];
  const { toInstitution } = app.realtime;
  app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
    if (hub === 'chat') published.push({ idInstituicao, event: event as keyof ChatHubEvents, arg: args[0] });
    return toInstitution(hub, idInstituicao, event, args, opts);
  }) as typeof toInstitution;
  return published;
}

describeWithApp('/api/leads', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let etapas: Etapa[];
  let published: Published[];
  let phoneSeq = 0;
  const newPhone = () =>
    `(11) 9${String(5100_0000 + ++phoneSeq * 7)
      .padStart(8, '0')
      .replace(/(\d{4})(\d{4})/, '$1-$2')}`;
  const etapa = (nome: string) => {
    const found = etapas.find((item) => item.nome === nome);
    if (!found) throw new Error(`etapa ${nome} ausente`);
    return found.idEtapa;
  };

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    etapas = ((await inject(gestor, 'GET', '/api/funil')).json() as { data: Funil }).data.colunas.map((c) => c.etapa);
    published = spyOnRealtime(app);
  });
  beforeEach(() => {
    published.length = 0;
  });

  const novoLead = async (overrides: Record<string, unknown> = {}, token = gestor) => {
    const response = await inject(token, 'POST', '/api/leads', {
      contato: { nome: 'Joana Prado', telefone: newPhone() },
      idEtapa: etapa('Novo'),
      valorCentavos: 150000,
      idResponsavel: DEMO_USERS.gestor.id,
      previsaoFechamento: '2030-05-10',
      origem: 'site',
      observacoes: 'Quer orçamento para festa.',
      ...overrides,
    });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: Lead }).data;
  };

  it('gives a profile with Leads and without Funil the stages and colleagues the list and form need, not the board', async () => {
    const stages = await inject(atendente, 'GET', '/api/leads/etapas');
    assert.equal(stages.statusCode, 200, stages.body);
    assert.deepEqual(
      (stages.json() as { data: Etapa[] }).data.map((item) => item.idEtapa),
      etapas.map((item) => item.idEtapa),
    );
    const people = await inject(atendente, 'GET', '/api/leads/responsaveis');
    assert.equal(people.statusCode, 200, people.body);
    const nomes = (people.json() as { data: { nome: string }[] }).data.map((item) => item.nome);
    assert.ok(nomes.includes(DEMO_USERS.gestor.nome) && nomes.includes(DEMO_USERS.atendente.nome));
    assert.equal((await inject(atendente, 'GET', '/api/funil')).statusCode, 403);
    // Another institution's stages are its own.
    const outras = (await inject(vizinha, 'GET', '/api/leads/etapas')).json() as { data: Etapa[] };
    assert.ok(outras.data.every((item) => !etapas.some((own) => own.idEtapa === item.idEtapa)));
  });

  it('creates a lead with a new contact, writes its history and publishes LeadAtualizado', async () => {
    const lead = await novoLead();
    assert.equal(lead.contato.nome, 'Joana Prado');
    assert.match(lead.contato.telefone ?? '', /^\+5511\d{9}$/);
    assert.equal(lead.valorCentavos, 150000);
    assert.equal(lead.responsavel?.nome, DEMO_USERS.gestor.nome);
    assert.deepEqual(
      published.map((p) => [p.event, p.idInstituicao, (p.arg as Lead).idLead]),
      [['LeadAtualizado', DEMO, lead.idLead]],
    );
    const audiencia = await inject(gestor, 'GET', `/api/contatos/${lead.contato.idContato}/audiencia`);
    assert.equal(audiencia.statusCode, 200);
    const historico = (await inject(gestor, 'GET', `/api/leads/${lead.idLead}/historico`)).json() as {
      data: LeadHistorico[];
    };
    assert.deepEqual(
      historico.data.map((h) => [h.tipo, h.descricao, h.autor]),
      [['criado', 'Lead criado na etapa "Novo" (origem: Site).', DEMO_USERS.gestor.nome]],
    );
  });

  it('reuses an existing contact by phone and refuses a contact of another institution', async () => {
    const telefone = newPhone();
    const a = await novoLead({ contato: { nome: 'Pessoa Úm', telefone } });
    const b = await novoLead({ contato: { nome: 'pessoa um', telefone } });
    assert.equal(a.contato.idContato, b.contato.idContato);
    // Another name on that phone is someone else: refused beside the phone, the typed name kept (#28).
    const outro = await inject(gestor, 'POST', '/api/leads', {
      contato: { nome: 'Outro Nome', telefone },
      idEtapa: etapa('Novo'),
      valorCentavos: 0,
      idResponsavel: null,
      previsaoFechamento: null,
      origem: 'balcao',
      observacoes: null,
    });
    assert.equal(outro.statusCode, 409);
    assert.deepEqual(outro.json(), {
      success: false,
      message: 'Este telefone já é de Pessoa Úm. Use esse contato ou corrija o telefone.',
      campo: 'telefone',
    });
    const [other] = await getApp().app.db.query<{ id: number }>(
      'select id from contatos where id_instituicao = $1 limit 1',
      [DEMO_INSTITUICOES.vizinha.id],
    );
    const refused = await inject(gestor, 'POST', '/api/leads', {
      contato: { idContato: other?.id },
      idEtapa: etapa('Novo'),
      valorCentavos: 0,
      idResponsavel: null,
      previsaoFechamento: null,
      origem: 'balcao',
      observacoes: null,
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().campo, 'contato');
  });

  it('moves with reasons: ganho needs motivo, perdido needs motivoPerda, each move in the history', async () => {
    const lead = await novoLead();
    const move = (body: object) => inject(gestor, 'PUT', `/api/leads/${lead.idLead}/etapa`, body);
    assert.equal((await move({ idEtapa: etapa('Proposta') })).statusCode, 200);
    const semMotivo = await move({ idEtapa: etapa('Ganho') });
    assert.equal(semMotivo.statusCode, 400);
    assert.deepEqual([semMotivo.json().message, semMotivo.json().campo], [LEAD_MESSAGES.motivoGanho, 'motivo']);
    const semPerda = await move({ idEtapa: etapa('Perdido'), motivo: 'caro' });
    assert.deepEqual([semPerda.statusCode, semPerda.json().campo], [400, 'motivoPerda']);
    assert.equal(semPerda.json().message, LEAD_MESSAGES.motivoPerda);
    const perdido = await move({ idEtapa: etapa('Perdido'), motivoPerda: 'preco', motivo: 'Achou caro' });
    assert.equal(perdido.statusCode, 200);
    assert.deepEqual([perdido.json().data.motivoPerda, perdido.json().data.motivo], ['preco', 'Achou caro']);
    const ganho = await move({ idEtapa: etapa('Ganho'), motivo: 'Fechou o pacote' });
    assert.deepEqual([ganho.json().data.motivo, ganho.json().data.motivoPerda], ['Fechou o pacote', null]);
    const historico = (await inject(atendente, 'GET', `/api/leads/${lead.idLead}/historico`)).json() as {
      data: LeadHistorico[];
    };
    assert.deepEqual(
      historico.data.filter((h) => h.tipo === 'etapa').map((h) => h.descricao),
      [
        'Etapa: Novo → Proposta.',
        'Etapa: Proposta → Perdido. Motivo da perda: Preço — Achou caro.',
        'Etapa: Perdido → Ganho. Motivo: Fechou o pacote.',
      ],
    );
    assert.equal(published.filter((p) => p.event === 'LeadAtualizado').length, 1 + 3);
  });

  it('edits a lead: value and owner lines in the history; a closed stage is refused here', async () => {
    const lead = await novoLead();
    const body = {
      contato: { idContato: lead.contato.idContato },
      idEtapa: etapa('Contato feito'),
      valorCentavos: 200000,
      idResponsavel: DEMO_USERS.atendente.id,
      previsaoFechamento: '2030-06-01',
      origem: 'site',
      observacoes: 'Quer orçamento para festa.',
    };
    const response = await inject(gestor, 'PUT', `/api/leads/${lead.idLead}`, body);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.idEtapa, etapa('Contato feito'));
    const descricoes = (
      (await inject(gestor, 'GET', `/api/leads/${lead.idLead}/historico`)).json() as {
        data: LeadHistorico[];
      }
    ).data.map((h) => h.tipo);
    assert.deepEqual(descricoes, ['criado', 'etapa', 'valor', 'responsavel', 'edicao']);
    const closed = await inject(gestor, 'PUT', `/api/leads/${lead.idLead}`, { ...body, idEtapa: etapa('Ganho') });
    assert.deepEqual([closed.statusCode, closed.json().campo], [400, 'idEtapa']);
  });

  it('lists with filters, text search and paging', async () => {
    const lead = await novoLead({ contato: { nome: 'Zuleica Filtrada', telefone: newPhone() }, origem: 'indicacao' });
    const page = (await inject(gestor, 'GET', '/api/leads?q=zuleica&origem=indicacao&pageSize=5')).json() as {
      data: Page<Lead>;
    };
    assert.deepEqual(
      page.data.items.map((item) => item.idLead),
      [lead.idLead],
    );
    assert.equal(page.data.total, 1);
    const byObs = (await inject(gestor, 'GET', '/api/leads?q=or%C3%A7amento&ordem=valor')).json() as {
      data: Page<Lead>;
    };
    assert.ok(byObs.data.items.some((item) => item.idLead === lead.idLead));
    const bad = await inject(gestor, 'GET', '/api/leads?de=2030-01-02&ate=2030-01-01');
    assert.equal(bad.statusCode, 400);
  });

  it('deletes a lead and publishes LeadExcluido', async () => {
    const lead = await novoLead();
    published.length = 0;
    assert.equal((await inject(atendente, 'DELETE', `/api/leads/${lead.idLead}`)).statusCode, 403);
    assert.equal((await inject(gestor, 'DELETE', `/api/leads/${lead.idLead}`)).statusCode, 200);
    assert.deepEqual(published, [
      { idInstituicao: DEMO, event: 'LeadExcluido', arg: { idLead: lead.idLead, idInstituicao: DEMO } },
    ]);
    assert.equal((await inject(gestor, 'GET', `/api/leads/${lead.idLead}`)).statusCode, 404);
  });

  it('bulk: moves to an open stage, assigns an owner, tags the contacts; closed stages refused', async () => {
    const a = await novoLead();
    const b = await novoLead();
    const ids = [a.idLead, b.idLead];
    const mover = await inject(gestor, 'POST', '/api/leads/lote', {
      acao: 'mover',
      idsLeads: ids,
      idEtapa: etapa('Proposta'),
    });
    assert.equal(mover.json().data.alterados, 2);
    const closed = await inject(gestor, 'POST', '/api/leads/lote', {
      acao: 'mover',
      idsLeads: ids,
      idEtapa: etapa('Ganho'),
    });
    assert.deepEqual([closed.statusCode, closed.json().campo], [400, 'idEtapa']);
    const resp = await inject(gestor, 'POST', '/api/leads/lote', {
      acao: 'responsavel',
      idsLeads: ids,
      idResponsavel: DEMO_USERS.atendente.id,
    });
    assert.deepEqual(
      (resp.json().data.leads as Lead[]).map((lead) => lead.responsavel?.idUsuario),
      [DEMO_USERS.atendente.id, DEMO_USERS.atendente.id],
    );
    published.length = 0;
    const tag = await inject(gestor, 'POST', '/api/leads/lote', { acao: 'etiqueta', idsLeads: ids, tag: 'Festa-2030' });
    assert.deepEqual(
      (tag.json().data.leads as Lead[]).map((lead) => lead.contato.tags.includes('festa-2030')),
      [true, true],
    );
    assert.equal(published.length, 2);
    assert.equal(
      (await inject(atendente, 'POST', '/api/leads/lote', { acao: 'etiqueta', idsLeads: ids, tag: 'x' })).statusCode,
      403,
    );
  });

  it('imports the contacts of a tag as leads, once', async () => {
    const a = await novoLead({ contato: { nome: 'Importa A', telefone: newPhone() } });
    await inject(gestor, 'PUT', `/api/leads/${a.idLead}/etapa`, { idEtapa: etapa('Perdido'), motivoPerda: 'outro' });
    await getApp().app.db.query(`update contatos set tags = array['importar-me'] where id = $1`, [a.contato.idContato]);
    const body = { tag: 'importar-me', idEtapa: etapa('Novo'), origem: 'campanha' };
    const first = await inject(gestor, 'POST', '/api/leads/importar-etiqueta', body);
    assert.deepEqual([first.json().data.criados, first.json().data.ignorados], [1, 0]);
    const second = await inject(gestor, 'POST', '/api/leads/importar-etiqueta', body);
    assert.deepEqual([second.json().data.criados, second.json().data.ignorados], [0, 1]);
    assert.equal((await inject(vizinha, 'POST', '/api/leads/importar-etiqueta', body)).statusCode, 400);
  });

  it('turns a conversation into a lead (origem whatsapp), once; another institution gets 404', async () => {
    const [chat] = await getApp().app.db.query<{ id: number }>(
      'select id from chat where id_instituicao = $1 order by id limit 1',
      [DEMO],
    );
    assert.ok(chat, 'o seed tem conversas');
    await getApp().app.db.query('delete from lead where id_contato = (select id_contato from chat where id = $1)', [
      chat.id,
    ]);
    assert.equal((await inject(vizinha, 'POST', `/api/leads/da-conversa/${chat.id}`)).statusCode, 404);
    const first = await inject(atendente, 'POST', `/api/leads/da-conversa/${chat.id}`);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().data.origem, 'whatsapp');
    assert.equal(first.json().data.idEtapa, etapa('Novo'));
    const again = await inject(atendente, 'POST', `/api/leads/da-conversa/${chat.id}`);
    assert.deepEqual([again.statusCode, again.json().data.idLead], [200, first.json().data.idLead]);
  });

  it('keeps another institution out: 404 on every lead route, no events', async () => {
    const lead = await novoLead();
    published.length = 0;
    const body = { idEtapa: etapa('Novo') };
    for (const [method, url, payload] of [
      ['GET', `/api/leads/${lead.idLead}`],
      ['GET', `/api/leads/${lead.idLead}/historico`],
      ['PUT', `/api/leads/${lead.idLead}/etapa`, body],
      ['DELETE', `/api/leads/${lead.idLead}`],
      ['GET', `/api/contatos/${lead.contato.idContato}/audiencia`],
      ['PUT', `/api/contatos/${lead.contato.idContato}/consentimento`, { marketing: true, origem: 'manual' }],
    ] as const) {
      const response = await inject(vizinha, method, url, payload);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
    }
    const list = (await inject(vizinha, 'GET', '/api/leads')).json() as { data: Page<Lead> };
    assert.ok(!list.data.items.some((item) => item.idLead === lead.idLead));
    assert.deepEqual(published, []);
  });

  it('records consent with when and how (leads U), and shows it in the audience', async () => {
    const lead = await novoLead();
    const url = `/api/contatos/${lead.contato.idContato}/consentimento`;
    assert.equal((await inject(atendente, 'PUT', url, { marketing: true, origem: 'formulario' })).statusCode, 403);
    const given = await inject(gestor, 'PUT', url, { marketing: true, origem: 'formulario' });
    assert.equal(given.statusCode, 200, given.body);
    assert.equal(given.json().data.consentimento.marketing, true);
    assert.equal(given.json().data.consentimento.origem, 'formulario');
    assert.ok(given.json().data.consentimento.em);
    const revoked = await inject(gestor, 'PUT', url, { marketing: false, origem: 'chat' });
    assert.deepEqual(revoked.json().data.consentimento.marketing, false);
  });
});
