import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Etapa, Funil } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { listEtapas } from './etapas.repository';
import { FUNIL_CARDS_POR_ETAPA, getFunil } from './funil.queries';
import { createLead, moveLead } from './leads.commands';

const DEMO = DEMO_INSTITUICOES.demo.id;
const DAY = 86_400_000;

describeWithApp('/api/funil', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const funil = async () => ((await inject(gestor, 'GET', '/api/funil')).json() as { data: Funil }).data;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
  });

  it('shows the default stages with the seeded leads, counts and totals of what each column shows', async () => {
    const data = await funil();
    assert.deepEqual(
      data.colunas.map((c) => [c.etapa.nome, c.etapa.tipo]),
      [
        ['Novo', 'aberta'],
        ['Contato feito', 'aberta'],
        ['Proposta', 'aberta'],
        ['Negociação', 'aberta'],
        ['Ganho', 'ganho'],
        ['Perdido', 'perdido'],
      ],
    );
    for (const coluna of data.colunas) {
      const leads = data.leads.filter((lead) => lead.idEtapa === coluna.etapa.idEtapa);
      assert.equal(coluna.quantidade, leads.length, coluna.etapa.nome);
      assert.equal(
        coluna.totalCentavos,
        leads.reduce((sum, lead) => sum + lead.valorCentavos, 0),
      );
    }
    assert.ok(data.leads.length >= 6);
  });

  it('needs the funil screen: the atendente (no grant) gets 403', async () => {
    assert.equal((await inject(atendente, 'GET', '/api/funil')).statusCode, 403);
    assert.equal((await inject(atendente, 'POST', '/api/funil/etapas', { nome: 'X', tipo: 'aberta' })).statusCode, 403);
  });

  it('creates, renames, reorders and deletes stages; refuses what would break the funnel', async () => {
    const created = await inject(gestor, 'POST', '/api/funil/etapas', { nome: 'Pós-venda', tipo: 'aberta' });
    assert.equal(created.statusCode, 201, created.body);
    const etapa = created.json().data as Etapa;
    assert.equal(etapa.ordem, 6);
    const dup = await inject(gestor, 'POST', '/api/funil/etapas', { nome: 'pós-VENDA', tipo: 'aberta' });
    assert.deepEqual([dup.statusCode, dup.json().campo], [409, 'nome']);
    const renamed = await inject(gestor, 'PUT', `/api/funil/etapas/${etapa.idEtapa}`, {
      nome: 'Fidelização',
      tipo: 'aberta',
    });
    assert.equal(renamed.json().data.nome, 'Fidelização');

    const ids = (await funil()).colunas.map((c) => c.etapa.idEtapa);
    const reversed = [...ids].reverse();
    const ordered = await inject(gestor, 'PUT', '/api/funil/etapas/ordem', { idsEtapas: reversed });
    assert.equal(ordered.statusCode, 200, ordered.body);
    assert.deepEqual(
      (await funil()).colunas.map((c) => c.etapa.idEtapa),
      reversed,
    );
    const partial = await inject(gestor, 'PUT', '/api/funil/etapas/ordem', { idsEtapas: reversed.slice(1) });
    assert.deepEqual([partial.statusCode, partial.json().campo], [400, 'idsEtapas']);
    await inject(gestor, 'PUT', '/api/funil/etapas/ordem', { idsEtapas: ids });

    const novo = ids[0] ?? 0;
    const [{ n } = { n: 0 }] = await getApp().app.db.query<{ n: number }>(
      'select count(*)::int as n from lead where id_etapa = $1',
      [novo],
    );
    assert.ok(n > 0);
    const withLeads = await inject(gestor, 'DELETE', `/api/funil/etapas/${novo}`);
    assert.equal(withLeads.statusCode, 409);
    assert.match(withLeads.json().message, new RegExp(`tem ${n} leads?`));
    const ganho = (await funil()).colunas.find((c) => c.etapa.tipo === 'ganho')?.etapa;
    await getApp().app.db.query('delete from lead where id_etapa = $1', [ganho?.idEtapa ?? 0]);
    const lastGanho = await inject(gestor, 'DELETE', `/api/funil/etapas/${ganho?.idEtapa}`);
    assert.deepEqual(
      [lastGanho.statusCode, lastGanho.json().message],
      [409, 'O funil precisa de pelo menos uma etapa de ganho.'],
    );
    assert.equal((await inject(vizinha, 'DELETE', `/api/funil/etapas/${etapa.idEtapa}`)).statusCode, 404);
    assert.equal(
      (await inject(vizinha, 'PUT', `/api/funil/etapas/${etapa.idEtapa}`, { nome: 'X', tipo: 'aberta' })).statusCode,
      404,
    );
    assert.equal((await inject(gestor, 'DELETE', `/api/funil/etapas/${etapa.idEtapa}`)).statusCode, 200);
  });

  it('computes conversion per stage and average time in stage from the stays, closed leads for 30 days', async () => {
    const { db } = getApp().app;
    const [inst] = await db.query<{ id: number }>(
      `insert into instituicao (razao_social, codigo, cnpj) values ('Funil Medido', 'FUNIL-MEDIDO', '11444777000161') returning id`,
    );
    const id = inst?.id ?? 0;
    const etapas = await listEtapas(db, id);
    const e = (nome: string) => etapas.find((item) => item.nome === nome)?.idEtapa ?? 0;
    const t0 = Date.now() - 10 * DAY;
    const at = (days: number) => new Date(t0 + days * DAY);
    const novoLead = (nome: string, telefone: string, etapa: string, days: number) =>
      db.transaction((tx) =>
        createLead(
          tx,
          id,
          null,
          {
            contato: { nome, telefone },
            idEtapa: e(etapa),
            valorCentavos: 1000,
            idResponsavel: null,
            previsaoFechamento: null,
            origem: 'balcao',
            observacoes: null,
          },
          at(days),
        ),
      );
    const move = (idLead: number, etapa: string, days: number, reasons = {}) =>
      db.transaction((tx) => moveLead(tx, id, null, idLead, { idEtapa: e(etapa), ...reasons }, at(days)));

    const l1 = await novoLead('Um', '11911110001', 'Novo', 0);
    await move(l1.idLead, 'Contato feito', 2);
    await move(l1.idLead, 'Proposta', 3);
    const l2 = await novoLead('Dois', '11911110002', 'Novo', 0);
    await move(l2.idLead, 'Perdido', 4, { motivoPerda: 'preco' });
    await novoLead('Três', '11911110003', 'Novo', 1);
    const l4 = await novoLead('Quatro', '11911110004', 'Contato feito', 0);
    await move(l4.idLead, 'Ganho', 5, { motivo: 'Fechou' });
    const l5 = await novoLead('Cinco', '11911110005', 'Novo', -60);
    await move(l5.idLead, 'Perdido', -50, { motivoPerda: 'sem_resposta' });

    const data = await getFunil(db, id);
    assert.deepEqual(
      data.colunas.map((c) => [c.etapa.nome, c.quantidade, c.totalCentavos, c.conversaoPercentual, c.tempoMedioDias]),
      [
        ['Novo', 1, 1000, 25, 5.3], // reached by 4, 1 went further (not lost); stays of 2, 4 and 10 days
        ['Contato feito', 0, 0, 100, 3], // both went further (Proposta, Ganho); 1 and 5 days
        ['Proposta', 1, 1000, 0, null],
        ['Negociação', 0, 0, null, null],
        ['Ganho', 1, 1000, null, null],
        ['Perdido', 1, 1000, null, null], // the one lost 50 days ago is off the board
      ],
    );
    assert.deepEqual(data.leads.map((lead) => lead.contato.nome).sort(), ['Dois', 'Quatro', 'Três', 'Um']);
    const demo = await getFunil(db, DEMO);
    assert.ok(
      !demo.leads.some(
        (lead) => ['Um', 'Dois'].includes(lead.contato.nome) && lead.contato.telefone?.includes('1111000'),
      ),
    );
  });

  it('sends the most recently moved cards of a crowded column, and counts and totals all of it', async () => {
    const { db } = getApp().app;
    const [inst] = await db.query<{ id: number }>(
      `insert into instituicao (razao_social, codigo, cnpj) values ('Funil Cheio', 'FUNIL-CHEIO', '73829156000153') returning id`,
    );
    const id = inst?.id ?? 0;
    const [novo] = await listEtapas(db, id);
    const total = FUNIL_CARDS_POR_ETAPA + 7;
    // One SQL statement for the crowd: contacts and leads in the first stage, one a minute apart.
    await db.query(
      `with contatos_novos as (
         insert into contatos (id_instituicao, nome, telefone, origem)
         select $1, 'Pessoa ' || n, '1190000' || lpad(n::text, 4, '0'), 'manual' from generate_series(1, $3) n
         returning id, nome)
       insert into lead (id_instituicao, id_contato, id_etapa, valor_centavos, origem, etapa_desde)
       select $1, c.id, $2, 100, 'balcao', now() - make_interval(mins => substring(c.nome from 8)::int)
         from contatos_novos c`,
      [id, novo?.idEtapa ?? 0, total],
    );
    const data = await getFunil(db, id);
    const coluna = data.colunas.find((item) => item.etapa.idEtapa === novo?.idEtapa);
    assert.equal(coluna?.quantidade, total);
    assert.equal(coluna?.totalCentavos, total * 100);
    assert.equal(data.leads.length, FUNIL_CARDS_POR_ETAPA);
    // The most recent arrivals: Pessoa 1 (a minute ago) to Pessoa 50; the 7 oldest stay in the list.
    assert.deepEqual(data.leads.map((lead) => lead.contato.nome).slice(0, 2), ['Pessoa 1', 'Pessoa 2']);
    assert.ok(!data.leads.some((lead) => lead.contato.nome === `Pessoa ${total}`));
  });
});
