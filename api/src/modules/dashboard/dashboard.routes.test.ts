import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { DashboardResumo } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';

describeWithApp('GET /api/dashboard/resumo', (getApp) => {
  const resumo = async (token: string) => {
    const response = await getApp().app.inject({ url: '/api/dashboard/resumo', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: DashboardResumo }).data;
  };

  it("counts today's orders and sums their revenue in centavos, leaving cancelled and yesterday's out", async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    const before = await resumo(token);
    const insert = (numero: number, status: string, totalCentavos: number, createdAt: string) =>
      app.db.query(
        `insert into pedido (id_instituicao, numero, status, cliente_nome, forma_pagamento, origem, total_centavos, created_at)
         values ($1, $2, $3, 'Cliente', 'pix', 'balcao', $4, ${createdAt})`,
        [DEMO_INSTITUICOES.vizinha.id, numero, status, totalCentavos],
      );
    await insert(9001, 'novo', 1250, 'now()');
    await insert(9002, 'entregue', 3999, 'now()');
    await insert(9003, 'cancelado', 50000, 'now()');
    // Yesterday in São Paulo, whatever the server's own time zone.
    await insert(
      9004,
      'entregue',
      70000,
      "(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo') - interval '1 minute'",
    );

    const after = await resumo(token);
    assert.equal(after.pedidosPermitido, true);
    assert.equal((after.pedidosHoje ?? 0) - (before.pedidosHoje ?? 0), 2);
    assert.equal((after.faturamentoHojeCentavos ?? 0) - (before.faturamentoHojeCentavos ?? 0), 5249);
    assert.ok(Number.isInteger(after.faturamentoHojeCentavos), 'money travels as integer centavos');
    assert.match(after.dia, /^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts open conversations from the chats', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    const [row] = await app.db.query<{ abertos: number }>(
      `select count(*)::int as abertos from chat where id_instituicao = $1 and status in ('aberta', 'pendente')`,
      [DEMO_INSTITUICOES.demo.id],
    );
    const data = await resumo(token);
    assert.ok((row?.abertos ?? 0) > 0, 'the demo seed has open conversations');
    assert.equal(data.chatsAbertos, row?.abertos);
  });

  it('counts the leads created today in São Paulo (not yesterday, not another institution)', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    const before = await resumo(token);
    const insert = (idInstituicao: number, createdAt: string) =>
      app.db.query(
        `insert into lead (id_instituicao, id_contato, id_etapa, origem, created_at)
         select $1, (select min(id) from contatos where id_instituicao = $1),
                (select min(id) from funil_etapa where id_instituicao = $1 and tipo = 'aberta'), 'balcao', ${createdAt}`,
        [idInstituicao],
      );
    await insert(DEMO_INSTITUICOES.demo.id, 'now()');
    await insert(DEMO_INSTITUICOES.demo.id, 'now()');
    await insert(
      DEMO_INSTITUICOES.demo.id,
      "(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo') - interval '1 minute'",
    );
    await insert(DEMO_INSTITUICOES.vizinha.id, 'now()');
    const after = await resumo(token);
    assert.equal((after.leadsNovos ?? 0) - (before.leadsNovos ?? 0), 2);
    // The atendente may read leads too; a profile without the Leads screen gets null.
    await app.db.query(
      `delete from perfil_menu where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'leads')`,
      [DEMO_USERS.atendente.idPerfil],
    );
    const atendente = await loginAs(app, DEMO_USERS.atendente);
    assert.equal((await resumo(atendente.token)).leadsNovos, null);
  });

  it("another institution's orders never count", async () => {
    const { app } = getApp();
    const demo = await loginAs(app, DEMO_USERS.gestor);
    const before = await resumo(demo.token);
    await app.db.query(
      `insert into pedido (id_instituicao, numero, cliente_nome, forma_pagamento, origem, total_centavos)
       values ($1, 9100, 'Outro', 'pix', 'balcao', 123456)`,
      [DEMO_INSTITUICOES.vizinha.id],
    );
    const after = await resumo(demo.token);
    assert.equal(after.pedidosHoje, before.pedidosHoje);
    assert.equal(after.faturamentoHojeCentavos, before.faturamentoHojeCentavos);
  });

  it("shows the user's own queue: waiting now, since when the oldest waits, and the open ones they hold", async () => {
    const { app } = getApp();
    const vizinha = await loginAs(app, DEMO_USERS.gestorVizinha);
    const before = await resumo(vizinha.token);
    const idVizinha = DEMO_INSTITUICOES.vizinha.id;
    const canal = {
      id: (await createCanal(app.db, idVizinha, { nome: 'Fila do painel', provider: 'simulador', estado: 'conectado' }))
        .canal.idCanal,
    };
    const post = (telefone: string, texto: string) =>
      app.inject({
        method: 'POST',
        url: `/api/canais/${canal.id}/simulador/mensagens`,
        headers: bearer(vizinha.token),
        payload: { telefone, nome: 'Na fila', texto },
      });
    assert.equal((await post('+5521988880001', 'Bom dia')).statusCode, 201);
    assert.equal((await post('+5521988880002', 'Boa tarde')).statusCode, 201);
    await app.db.query(
      `update mensagem set created_at = now() - interval '25 minutes'
        where id_canal = $1 and texto = 'Bom dia'`,
      [canal.id],
    );
    const after = await resumo(vizinha.token);
    assert.equal((after.minhaFila?.aguardando ?? 0) - (before.minhaFila?.aguardando ?? 0), 2);
    const desde = Date.parse(after.minhaFila?.maisAntigaDesde ?? '');
    assert.ok(Date.now() - desde >= 25 * 60_000, String(after.minhaFila?.maisAntigaDesde));
    assert.equal(after.minhaFila?.minhasAbertas, before.minhaFila?.minhasAbertas);
  });

  it('needs a token', async () => {
    assert.equal((await getApp().app.inject({ url: '/api/dashboard/resumo' })).statusCode, 401);
  });
});
