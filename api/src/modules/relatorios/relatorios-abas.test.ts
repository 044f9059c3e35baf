import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  RelatorioAtendimento,
  RelatorioFiltros,
  RelatorioCampanhas,
  RelatorioEquipe,
  RelatorioIa,
  RelatorioSatisfacao,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { MEDIDAS_VERSAO } from './medidas-materializadas';
import { custoCentavos, precosDeIa } from './precos-ia';

/*
 * The tabs added by ADR 0039 over the real routes: filters by queue, channel and attendant, the
 * heatmap, the team and satisfaction tabs, campaign attribution by variant, and the AI cost from
 * AI_PRECOS (set before the app reads it).
 */

process.env.AI_PRECOS = 'gpt-4o-mini=1/4;llama3.1:8b=0/0';
const DEMO = DEMO_INSTITUICOES.demo.id;

describe('AI_PRECOS', () => {
  it('reads R$ per million tokens per model, names with ":" or "/", and refuses a malformed entry', () => {
    const precos = precosDeIa({ AI_PRECOS: 'gpt-4o-mini=0,80/3.20; meta/llama3.1:8b=0/0' });
    assert.deepEqual(precos.get('gpt-4o-mini'), { entrada: 0.8, saida: 3.2 });
    assert.equal(custoCentavos(precos, 'gpt-4o-mini', { prompt: 1_000_000, resposta: 500_000 }), 240);
    assert.equal(custoCentavos(precos, 'meta/llama3.1:8b', { prompt: 9, resposta: 9 }), 0);
    assert.equal(custoCentavos(precos, 'outro', { prompt: 9, resposta: 9 }), null);
    assert.throws(() => precosDeIa({ AI_PRECOS: 'gpt=1' }), /AI_PRECOS inválido/);
    assert.throws(() => precosDeIa({ AI_PRECOS: 'gpt=a/b' }), /AI_PRECOS inválido/);
  });
});

describeWithApp('/api/relatorios tabs', (getApp) => {
  let gestor: string;
  let canal: number;
  let outroCanal: number;
  let idFila: number;
  let phoneSeq = 0;
  const newPhone = () => `+55119${String(61000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

  async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
    const response = await getApp().app.inject({
      method,
      url,
      headers: bearer(gestor),
      ...(payload ? { payload } : {}),
    });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: T }).data;
  }

  async function contactWrites(telefone: string, idCanal = canal, texto = 'Olá'): Promise<number> {
    const data = await ok<{ idChat: number }>('POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone,
      nome: 'Contato das abas',
      texto,
    });
    return data.idChat;
  }

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    canal = (await createCanal(app.db, DEMO, { nome: 'Abas', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
    outroCanal = (await createCanal(app.db, DEMO, { nome: 'Abas 2', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
    const [fila] = await app.db.query<{ id: number }>(
      `select id from fila where id_instituicao = $1 and nome = 'Financeiro'`,
      [DEMO],
    );
    assert.ok(fila);
    idFila = fila.id;
  });

  it('filters the services by queue, channel and attendant, and the heatmap adds up to the services', async () => {
    const { app } = getApp();
    const naFila = await contactWrites(newPhone());
    await app.db.query('update chat set id_fila = $2 where id = $1', [naFila, idFila]);
    await ok('PUT', `/api/chats/${naFila}/responsavel`, { idUsuario: DEMO_USERS.atendente.id });
    await contactWrites(newPhone(), outroCanal);

    const daFila = await ok<RelatorioAtendimento>('GET', `/api/relatorios/atendimento?dias=7&fila=${idFila}`);
    assert.equal(daFila.resumo.atendimentos, 1);
    assert.deepEqual(
      daFila.porFila.map((g) => [g.nome, g.atendimentos]),
      [['Financeiro', 1]],
    );
    const doCanal = await ok<RelatorioAtendimento>('GET', `/api/relatorios/atendimento?dias=7&canal=${outroCanal}`);
    assert.equal(doCanal.resumo.atendimentos, 1);
    assert.deepEqual(
      doCanal.porCanal.map((g) => g.nome),
      ['Abas 2'],
    );
    const daAtendente = await ok<RelatorioAtendimento>(
      'GET',
      `/api/relatorios/atendimento?dias=7&atendente=${DEMO_USERS.atendente.id}&canal=${canal}`,
    );
    assert.equal(daAtendente.resumo.atendimentos, 1);

    // A conversation label (ADR 0038): the services of the conversations that carry it.
    const [etiqueta] = await app.db.query<{ id: number }>(
      `insert into etiqueta (id_instituicao, nome, cor) values ($1, 'Abas: reclamação', '#b91c1c') returning id`,
      [DEMO],
    );
    assert.ok(etiqueta);
    await app.db.query('insert into chat_etiqueta (id_chat, id_etiqueta, id_instituicao) values ($1, $2, $3)', [
      naFila,
      etiqueta.id,
      DEMO,
    ]);
    const daEtiqueta = await ok<RelatorioAtendimento>(
      'GET',
      `/api/relatorios/atendimento?dias=7&etiqueta=${etiqueta.id}`,
    );
    assert.equal(daEtiqueta.resumo.atendimentos, 1);
    assert.deepEqual(
      daEtiqueta.porFila.map((g) => g.nome),
      ['Financeiro'],
    );
    const oferecidas = await ok<RelatorioFiltros>('GET', '/api/relatorios/filtros');
    assert.ok(oferecidas.etiquetas.some((e) => e.id === etiqueta.id && e.nome === 'Abas: reclamação'));

    const todos = await ok<RelatorioAtendimento>('GET', '/api/relatorios/atendimento?dias=30');
    const celulas = todos.mapaDeCalor.reduce((sum, c) => sum + c.atendimentos, 0);
    assert.equal(celulas, todos.resumo.atendimentos);
    assert.ok(todos.mapaDeCalor.every((c) => c.diaSemana >= 0 && c.diaSemana <= 6 && c.hora >= 0 && c.hora <= 23));
    assert.ok(Date.now() - Date.parse(todos.atualizadoEm) < 60_000, 'figures refreshed on read');
  });

  it('Equipe and Satisfação: the grades count for the assignee when it was resolved', async () => {
    const { app } = getApp();
    const idChat = await contactWrites(newPhone());
    await ok('PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.atendente.id });
    const antes = await ok<RelatorioSatisfacao>('GET', '/api/relatorios/satisfacao?dias=7');
    await app.db.query(
      `insert into avaliacao (id_instituicao, id_chat, id_fila, id_atendente, nota, respondida_em, comentario, comentada_em)
       values ($1, $2, $3, $4, 2, now(), 'Demorou muito', now())`,
      [DEMO, idChat, idFila, DEMO_USERS.atendente.id],
    );
    const depois = await ok<RelatorioSatisfacao>('GET', '/api/relatorios/satisfacao?dias=7');
    assert.equal(depois.resumo.respostas, antes.resumo.respostas + 1);
    assert.equal(
      depois.resumo.distribuicao.find((d) => d.nota === 2)?.quantidade,
      (antes.resumo.distribuicao.find((d) => d.nota === 2)?.quantidade ?? 0) + 1,
    );
    assert.deepEqual(depois.comentarios[0], {
      em: depois.comentarios[0]?.em,
      nota: 2,
      comentario: 'Demorou muito',
      atendente: 'Bruno Lima',
    });
    const daFila = await ok<RelatorioSatisfacao>('GET', `/api/relatorios/satisfacao?dias=7&fila=${idFila}`);
    assert.equal(daFila.resumo.respostas, 1);
    assert.equal(daFila.resumo.notaMedia, 2);
    assert.equal(daFila.porDia.length, 7);

    const equipe = await ok<RelatorioEquipe>('GET', '/api/relatorios/equipe?dias=7');
    const bruno = equipe.atendentes.find((a) => a.idUsuario === DEMO_USERS.atendente.id);
    assert.ok(bruno && bruno.atendimentos >= 1 && bruno.avaliacoes >= 1 && bruno.notaMedia !== null);
  });

  it('attributes conversations and leads to the variant each recipient got, within the window', async () => {
    const { app } = getApp();
    const [camp] = await app.db.query<{ id: number }>(
      `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, intervalo_ms, status)
       values ($1, 'Relatório: variantes', $2, '{"Texto A {nome}","Texto B {nome}"}', '{"todos": true}', 1000, 'concluida')
       returning id`,
      [DEMO, canal],
    );
    assert.ok(camp);
    const [a1, a2, b1] = [newPhone(), newPhone(), newPhone()];
    for (const telefone of [a1, a2, b1]) await contactWrites(telefone, canal, 'Cadastro');
    const recipients: [string, number][] = [
      [a1, 0],
      [a2, 0],
      [b1, 1],
    ];
    for (const [i, [telefone, variante]] of recipients.entries())
      await app.db.query(
        `insert into campanha_destinatario (id_campanha, ordem, id_instituicao, id_contato, telefone, nome, status,
                                            enviado_em, variante)
         values ($1, $2, $3, (select id from contatos where telefone_e164 = $4 and id_instituicao = $3), $4, 'X',
                 'entregue', now() - interval '10 days', $5)`,
        [camp.id, i + 1, DEMO, telefone, variante],
      );
    // b1 writes back (a new service) and gets a lead; a2 had written 10 days before the send only.
    const chatB = await contactWrites(b1, canal, 'Quero saber mais');
    await ok('PUT', `/api/chats/${chatB}/status`, { status: 'resolvida' });
    await contactWrites(b1, canal, 'Voltei');
    await app.db.query(
      `update conversa_evento set ocorrido_em = now() - interval '8 days' where id_chat = $1 and tipo = 'reaberta'`,
      [chatB],
    );
    const [etapa] = await app.db.query<{ id: number }>(
      'select id from funil_etapa where id_instituicao = $1 order by ordem limit 1',
      [DEMO],
    );
    await app.db.query(
      `insert into lead (id_instituicao, id_contato, id_etapa, origem, created_at)
       values ($1, (select id from contatos where telefone_e164 = $2 and id_instituicao = $1), $3, 'campanha',
               now() - interval '9 days')`,
      [DEMO, b1, etapa?.id ?? null],
    );
    const data = await ok<RelatorioCampanhas>('GET', '/api/relatorios/campanhas?dias=30&janela=7');
    assert.equal(data.janelaDias, 7);
    const linha = data.campanhas.find((c) => c.idCampanha === camp.id);
    assert.ok(linha);
    const variante = (n: number) => linha.variantes.find((v) => v.variante === n);
    assert.equal(variante(0)?.texto, 'Texto A {nome}');
    assert.deepEqual([variante(0)?.funil.entregues, variante(0)?.funil.conversas, variante(0)?.funil.leads], [2, 0, 0]);
    assert.deepEqual([variante(1)?.funil.entregues, variante(1)?.funil.conversas, variante(1)?.funil.leads], [1, 1, 1]);
    assert.deepEqual([linha.total.conversas, linha.total.leads], [1, 1]);
    // A 1-day window: the conversation 2 days and the lead 1 day and a bit after the send no longer count.
    const curta = await ok<RelatorioCampanhas>('GET', '/api/relatorios/campanhas?dias=30&janela=1');
    const curtaLinha = curta.campanhas.find((c) => c.idCampanha === camp.id);
    assert.deepEqual([curtaLinha?.total.conversas, curtaLinha?.total.leads], [0, 0]);
  });

  it('recomputes the whole history from the facts when the rules change (another MEDIDAS_VERSAO)', async () => {
    const { app } = getApp();
    const antes = await ok<RelatorioAtendimento>('GET', '/api/relatorios/atendimento?dias=30');
    // A kept row gone wrong, and a version the code does not have: the next read measures all again.
    await app.db.query('update atendimento_medida set primeira_resposta_ms = 1 where id_instituicao = $1', [DEMO]);
    await app.db.query('update relatorio_frescor set versao = 0 where id_instituicao = $1', [DEMO]);
    const depois = await ok<RelatorioAtendimento>('GET', '/api/relatorios/atendimento?dias=30');
    assert.deepEqual(depois.resumo, antes.resumo);
    const [errada] = await app.db.query<{ n: number }>(
      'select count(*)::int as n from atendimento_medida where id_instituicao = $1 and primeira_resposta_ms = 1',
      [DEMO],
    );
    assert.equal(errada?.n, 0);
    const [frescor] = await app.db.query<{ versao: number }>(
      'select versao from relatorio_frescor where id_instituicao = $1',
      [DEMO],
    );
    assert.equal(frescor?.versao, MEDIDAS_VERSAO);
  });

  it('IA: tokens per model with the cost from AI_PRECOS; a model without a price has no cost', async () => {
    const data = await ok<RelatorioIa>('GET', '/api/relatorios/ia?dias=30');
    const mini = data.porModelo.find((m) => m.modelo === 'gpt-4o-mini');
    assert.ok(mini && mini.tokensPrompt > 0, JSON.stringify(data.porModelo));
    assert.equal(mini.custoCentavos, Math.round(((mini.tokensPrompt * 1 + mini.tokensResposta * 4) / 1e6) * 100));
  });
});
