import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DashboardPresidente, RelatorioAtendimento } from '@colabora/shared/contracts';
import { DEMO_USERS, type DemoUser } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('GET /api/dashboard-presidente', (getApp) => {
  async function dashboard(dias: number, user: DemoUser = DEMO_USERS.gestor) {
    const { app } = getApp();
    const response = await app.inject({
      url: `/api/dashboard-presidente?dias=${dias}`,
      headers: bearer((await loginAs(app, user)).token),
    });
    assert.equal(response.statusCode, 200);
    return (response.json() as { data: DashboardPresidente }).data;
  }

  it('gives one point per day of the period and totals that match the orders table', async () => {
    const { app } = getApp();
    const data = await dashboard(30);
    assert.equal(data.periodo.dias, 30);
    assert.ok(data.pedidos.disponivel);
    if (!data.pedidos.disponivel) return;
    const { quantidadePorDia, receitaCentavosPorDia, total, receitaCentavos } = data.pedidos.dados;
    assert.equal(quantidadePorDia.length, 30);
    assert.equal(quantidadePorDia[0]?.data, data.periodo.inicio);
    assert.equal(quantidadePorDia.at(-1)?.data, data.periodo.fim);
    assert.equal(
      total,
      quantidadePorDia.reduce((s, p) => s + p.valor, 0),
    );
    assert.equal(
      receitaCentavos,
      receitaCentavosPorDia.reduce((s, p) => s + p.valor, 0),
    );
    const [expected] = await app.db.query<{ n: number; c: string }>(
      `select count(*)::int as n, coalesce(sum(total_centavos), 0)::text as c from pedido
        where id_instituicao = 1 and status <> 'cancelado'
          and (created_at at time zone 'America/Sao_Paulo')::date >= $1::date`,
      [data.periodo.inicio],
    );
    assert.equal(total, expected?.n);
    assert.equal(receitaCentavos, Number(expected?.c));
  });

  /** The contacts of an institution as the table holds them (the seed's, and every order's customer). */
  async function contatosDe(codigo: string): Promise<number> {
    const { app } = getApp();
    const [row] = await app.db.query<{ n: number }>(
      `select count(*)::int as n from contatos c join instituicao i on i.id = c.id_instituicao where i.codigo = $1`,
      [codigo],
    );
    return row?.n ?? -1;
  }

  it('shows the conversations and campaigns the reports measure, never a "not recorded yet" block', async () => {
    const { app } = getApp();
    const data = await dashboard(30);
    assert.ok(data.chats.disponivel && data.campanhas.disponivel);
    if (!data.chats.disponivel || !data.campanhas.disponivel) return;
    const relatorio = await app.inject({
      url: '/api/relatorios/atendimento?dias=30',
      headers: bearer((await loginAs(app, DEMO_USERS.gestor)).token),
    });
    const { resumo, porDia } = (relatorio.json() as { data: RelatorioAtendimento }).data;
    // The demo seed's conversations (rebuilt facts): answered ones, so a median exists.
    assert.ok(resumo.atendimentos >= 3, `atendimentos: ${resumo.atendimentos}`);
    assert.equal(data.chats.dados.total, resumo.atendimentos);
    assert.equal(data.chats.dados.primeiraRespostaMedianaMs, resumo.primeiraResposta.medianaMs);
    assert.equal(data.chats.dados.resolucaoMedianaMs, resumo.resolucao.medianaMs);
    assert.deepEqual(
      data.chats.dados.porDia,
      porDia.map((dia) => ({ data: dia.data, valor: dia.abertos })),
    );
    // The seed's finished campaign was sent in the period.
    assert.ok(data.campanhas.dados.total >= 1 && data.campanhas.dados.enviadas >= 1, JSON.stringify(data.campanhas));
    assert.ok(data.usuarios.disponivel && data.usuarios.dados.ativos === 2);
    // The seed's 25 contacts, plus order customers who became contacts when their order was saved.
    const contatos = await contatosDe('DEMO');
    assert.ok(contatos >= 25, `DEMO tem ${contatos} contatos`);
    assert.ok(data.contatos.disponivel && data.contatos.dados.total === contatos);
  });

  it('shows how many leads stand in each stage of the funnel, in board order', async () => {
    const data = await dashboard(30);
    const { app } = getApp();
    const rows = await app.db.query<{ etapa: string; quantidade: number }>(
      `select e.nome as etapa, count(l.id)::int as quantidade from funil_etapa e
         left join lead l on l.id_etapa = e.id
        where e.id_instituicao = (select id from instituicao where codigo = 'DEMO')
        group by e.id, e.nome, e.ordem order by e.ordem, e.id`,
    );
    assert.ok(data.leadsPorEtapa.disponivel);
    if (data.leadsPorEtapa.disponivel) {
      assert.deepEqual(data.leadsPorEtapa.dados.etapas, rows);
      assert.equal(data.leadsPorEtapa.dados.etapas[0]?.etapa, 'Novo');
      assert.ok(
        rows.some((row) => row.quantidade > 0),
        'the demo seed has leads',
      );
    }
  });

  it('counts only the caller institution', async () => {
    const data = await dashboard(90, DEMO_USERS.gestorVizinha);
    assert.ok(data.usuarios.disponivel && data.usuarios.dados.ativos === 1);
    const contatos = await contatosDe('VIZINHA');
    assert.notEqual(contatos, await contatosDe('DEMO'));
    assert.ok(data.contatos.disponivel && data.contatos.dados.total === contatos);
  });

  it('rejects a period outside 7–365 days', async () => {
    const { app } = getApp();
    const headers = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
    assert.equal((await app.inject({ url: '/api/dashboard-presidente?dias=3', headers })).statusCode, 400);
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    assert.equal((await app.inject({ url: '/api/dashboard-presidente', headers: atendente })).statusCode, 403);
  });
});
