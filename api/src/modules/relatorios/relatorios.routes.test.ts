import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  RelatorioAtendimento,
  RelatorioCampanhas,
  RelatorioEquipe,
  RelatorioIa,
  RelatorioSatisfacao,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { handOffChat } from '../chat/chat-handoff.commands';
import { insertPendente } from '../chat/outbound-delivery';
import { atendimentosDoPeriodo } from './relatorios.queries';
import { periodo } from '../dashboard-presidente/dashboard-presidente.repository';

/*
 * The facts written by the chat's real commands (the simulator's contact, staff's replies, status
 * and assignment, a specialist's answer and hand-off), measured and served per institution.
 * Times are moved back with SQL where a test needs minutes between two steps (no sleeps).
 */

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

describeWithApp('/api/relatorios', (getApp) => {
  let gestor: string;
  let vizinha: string;
  let canal: number;
  let canalVizinha: number;
  let phoneSeq = 0;
  const newPhone = () => `+55119${String(60000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    canal = (await createCanal(app.db, DEMO, { nome: 'Relatórios', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
    canalVizinha = (
      await createCanal(app.db, VIZINHA, { nome: 'Relatórios', provider: 'simulador', estado: 'conectado' })
    ).canal.idCanal;
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
    const response = await inject(token, method, url, payload);
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: T }).data;
  }

  async function contactWrites(telefone: string, texto = 'Olá', token = gestor, idCanal = canal): Promise<number> {
    const data = await ok<{ idChat: number }>(token, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone,
      nome: 'Contato do relatório',
      texto,
    });
    return data.idChat;
  }

  const reply = (idChat: number, token = gestor) =>
    ok(token, 'POST', `/api/chats/${idChat}/mensagens`, { texto: 'Olá! Como posso ajudar?' });
  const setStatus = (idChat: number, status: string) => ok(gestor, 'PUT', `/api/chats/${idChat}/status`, { status });

  /** Moves a conversation's whole history `minutes` back, so the next step happens that much later. */
  async function ageChat(idChat: number, minutes: number) {
    const { app } = getApp();
    await app.db.query(
      `update conversa_evento set ocorrido_em = ocorrido_em - make_interval(mins => $2) where id_chat = $1`,
      [idChat, minutes],
    );
    await app.db.query(`update mensagem set created_at = created_at - make_interval(mins => $2) where id_chat = $1`, [
      idChat,
      minutes,
    ]);
  }

  async function measured(idChat: number, idInstituicao = DEMO) {
    const { app } = getApp();
    const all = await atendimentosDoPeriodo(app.db, idInstituicao, await periodo(app.db, 30));
    return all.filter((a) => a.idChat === idChat);
  }

  async function facts(idChat: number): Promise<string[]> {
    const rows = await getApp().app.db.query<{ tipo: string }>(
      'select tipo from conversa_evento where id_chat = $1 order by ocorrido_em, id',
      [idChat],
    );
    return rows.map((row) => row.tipo);
  }

  describe('the demo institution', () => {
    it('has weeks of history, so every tab shows figures on a fresh demo (staff, the AI alone, a hand-off, a reopen)', async () => {
      const atendimento = await ok<RelatorioAtendimento>(gestor, 'GET', '/api/relatorios/atendimento?dias=30');
      assert.ok(atendimento.resumo.atendimentos >= 10, JSON.stringify(atendimento.resumo));
      assert.ok(atendimento.resumo.iaSozinha >= 3 && atendimento.resumo.iaTransferiu >= 1);
      assert.ok(atendimento.resumo.reabertos >= 1 && atendimento.resumo.resolucao.p90Ms !== null);
      const equipe = await ok<RelatorioEquipe>(gestor, 'GET', '/api/relatorios/equipe?dias=30');
      assert.deepEqual(equipe.atendentes.map((row) => row.nome).sort(), ['Ana Souza', 'Bruno Lima']);
      const ia = await ok<RelatorioIa>(gestor, 'GET', '/api/relatorios/ia?dias=30');
      const [especialista] = ia.especialistas;
      assert.ok(especialista && especialista.atendimentos >= 4 && especialista.tokensPrompt > 0);
      const campanhas = await ok<RelatorioCampanhas>(gestor, 'GET', '/api/relatorios/campanhas?dias=30');
      assert.ok(campanhas.campanhas.some((c) => c.total.enviadas > 0));
      const satisfacao = await ok<RelatorioSatisfacao>(gestor, 'GET', '/api/relatorios/satisfacao?dias=30');
      assert.ok(satisfacao.resumo.respostas >= 5 && satisfacao.resumo.perguntas > satisfacao.resumo.respostas);
      assert.ok(satisfacao.comentarios.length >= 2 && satisfacao.resumo.notaMedia !== null);
    });
  });

  describe('facts written by the chat as things happen', () => {
    it('a conversation nobody answered yet is open, waiting, with no first response', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone);
      assert.equal(await contactWrites(telefone, 'Alguém aí?'), idChat);
      assert.deepEqual(await facts(idChat), ['aberta']);
      const [a] = await measured(idChat);
      assert.equal(a?.primeiraRespostaMs, null);
      assert.equal(a?.mensagensRecebidas, 2);
    });

    it('staff answering 6 minutes after the contact wrote is a 6-minute first response; a second reply changes nothing', async () => {
      const idChat = await contactWrites(newPhone());
      await ageChat(idChat, 6);
      await reply(idChat);
      await reply(idChat);
      assert.deepEqual(await facts(idChat), ['aberta', 'primeira_resposta']);
      const [a] = await measured(idChat);
      assert.ok(a && a.primeiraRespostaMs !== null);
      assert.ok(Math.abs(a.primeiraRespostaMs - 6 * 60_000) < 5_000, String(a.primeiraRespostaMs));
      assert.equal(a.idAtendente, DEMO_USERS.gestor.id);
      assert.equal(a.respondidoPor, 'humano');
      assert.deepEqual([a.mensagensRecebidas, a.mensagensEnviadas], [1, 2]);
    });

    it('resolved, then the contact writes again: two services, the second reopened, each with its own times', async () => {
      const idChat = await contactWrites(newPhone());
      await reply(idChat);
      await ageChat(idChat, 30);
      await setStatus(idChat, 'resolvida');
      await ageChat(idChat, 10);
      await contactWrites((await chatPhone(idChat)) ?? '', 'Voltei');
      assert.deepEqual(await facts(idChat), ['aberta', 'primeira_resposta', 'resolvida', 'reaberta']);
      const [first, second] = await measured(idChat);
      assert.ok(first && second);
      assert.ok(Math.abs((first.resolucaoMs ?? 0) - 30 * 60_000) < 5_000, String(first.resolucaoMs));
      assert.equal(second.reaberto, true);
      assert.equal(second.primeiraRespostaMs, null);
      // Resolving twice, or resolving a resolved one, writes nothing new.
      await setStatus(idChat, 'resolvida');
      await setStatus(idChat, 'resolvida');
      assert.equal((await facts(idChat)).filter((tipo) => tipo === 'resolvida').length, 2);
    });

    it('an AI answer first, then the hand-off and a human: the first response is the AI’s, the service handed off', async () => {
      const { app } = getApp();
      const idChat = await contactWrites(newPhone());
      const [esp] = await app.db.query<{ id: number }>(
        'select id from especialista where id_instituicao = $1 order by id limit 1',
        [DEMO],
      );
      assert.ok(esp, 'the demo seed has a specialist');
      await app.db.query('update chat set id_especialista = $2 where id = $1', [idChat, esp.id]);
      await app.db.transaction((tx) =>
        insertPendente(tx, {
          idInstituicao: DEMO,
          idChat,
          idCanal: canal,
          remetente: { idEspecialista: esp.id },
          conteudo: 'Sou a assistente. Em que posso ajudar?',
        }),
      );
      await handOffChat(app.db, DEMO, idChat, esp.id, 'O contato pediu para falar com uma pessoa.');
      await ok(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.atendente.id });
      await reply(idChat);
      assert.deepEqual(await facts(idChat), ['aberta', 'primeira_resposta', 'ia_transferiu', 'atribuida']);
      const [a] = await measured(idChat);
      assert.equal(a?.respondidoPor, 'ia');
      assert.equal(a?.iaTransferiu, true);
      assert.equal(a?.iaSozinha, false);
      assert.equal(a?.idEspecialista, esp.id);
      const ia = await ok<RelatorioIa>(gestor, 'GET', '/api/relatorios/ia?dias=7');
      const linha = ia.especialistas.find((e) => e.idEspecialista === esp.id);
      assert.ok(linha && linha.atendimentos >= 1 && linha.transferidos >= 1);
    });

    it('a change of assignee from one attendant to another is a transfer', async () => {
      const idChat = await contactWrites(newPhone());
      await ok(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.atendente.id });
      await ok(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.atendente.id });
      await ok(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.gestor.id });
      assert.deepEqual(await facts(idChat), ['aberta', 'atribuida', 'transferida']);
      const [a] = await measured(idChat);
      assert.equal(a?.transferencias, 1);
    });
  });

  async function chatPhone(idChat: number): Promise<string | undefined> {
    const [row] = await getApp().app.db.query<{ telefone: string }>(
      'select ct.telefone_e164 as telefone from chat c join contatos ct on ct.id = c.id_contato where c.id = $1',
      [idChat],
    );
    return row?.telefone;
  }

  describe('GET /api/relatorios/atendimento', () => {
    it('counts a service begun at 23:30 in São Paulo on that São Paulo day, not on UTC’s next one', async () => {
      const { app } = getApp();
      const before = await ok<RelatorioAtendimento>(gestor, 'GET', '/api/relatorios/atendimento?dias=7');
      const idChat = await contactWrites(newPhone());
      // Yesterday 23:30 in São Paulo (02:30 UTC today).
      await app.db.query(
        `update conversa_evento set ocorrido_em =
           (date_trunc('day', now() at time zone 'America/Sao_Paulo') - interval '30 minutes') at time zone 'America/Sao_Paulo'
          where id_chat = $1`,
        [idChat],
      );
      const after = await ok<RelatorioAtendimento>(gestor, 'GET', '/api/relatorios/atendimento?dias=7');
      const ontem = after.porDia.at(-2)?.data;
      const abertos = (r: RelatorioAtendimento, data?: string) => r.porDia.find((d) => d.data === data)?.abertos ?? 0;
      assert.equal(abertos(after, ontem), abertos(before, ontem) + 1);
      assert.equal(abertos(after, after.periodo.fim), abertos(before, after.periodo.fim));
      assert.equal(after.porDia.length, 7);
    });

    it('never counts another institution’s conversations, and the per-attendant rows add up', async () => {
      const before = await ok<RelatorioAtendimento>(gestor, 'GET', '/api/relatorios/atendimento?dias=30');
      const idChat = await contactWrites(newPhone(), 'Olá, vizinha', vizinha, canalVizinha);
      await reply(idChat, vizinha);
      const after = await ok<RelatorioAtendimento>(gestor, 'GET', '/api/relatorios/atendimento?dias=30');
      assert.deepEqual(after.resumo, before.resumo);
      const equipe = await ok<RelatorioEquipe>(gestor, 'GET', '/api/relatorios/equipe?dias=30');
      assert.ok(!equipe.atendentes.some((row) => row.idUsuario === DEMO_USERS.gestorVizinha.id));
      const deles = await ok<RelatorioEquipe>(vizinha, 'GET', '/api/relatorios/equipe?dias=30');
      assert.ok(deles.atendentes.some((row) => row.idUsuario === DEMO_USERS.gestorVizinha.id));
      assert.equal((await measured(idChat, DEMO)).length, 0);
      const somaLinhas = equipe.atendentes.reduce((sum, row) => sum + row.respondidos, 0);
      assert.ok(somaLinhas <= after.resumo.respondidos);
      assert.ok(after.resumo.atendimentos >= 1 && after.resumo.primeiraResposta.medianaMs !== null);
    });

    it('is the Relatórios screen’s: an atendente without it gets 403, a period outside 7–365 days 400', async () => {
      const { app } = getApp();
      const atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
      assert.equal((await inject(atendente, 'GET', '/api/relatorios/atendimento')).statusCode, 403);
      assert.equal((await inject(atendente, 'GET', '/api/relatorios/campanhas')).statusCode, 403);
      assert.equal((await inject(gestor, 'GET', '/api/relatorios/ia?dias=3')).statusCode, 400);
    });
  });

  describe('GET /api/relatorios/campanhas', () => {
    it('gives each campaign run its funnel from its recipients, opt-outs among the replies', async () => {
      const { app } = getApp();
      const [camp] = await app.db.query<{ id: number }>(
        `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, intervalo_ms, status)
         values ($1, 'Relatório: funil', $2, '{"Olá {nome}"}', '{"todos": true}', 1000, 'concluida') returning id`,
        [DEMO, canal],
      );
      assert.ok(camp);
      const sair = newPhone();
      await contactWrites(sair, 'Oi');
      const statuses = ['enviado', 'entregue', 'lido', 'respondeu', 'respondeu', 'falhou', 'ignorado'];
      for (const [i, status] of statuses.entries()) {
        const telefone = i === 4 ? sair : newPhone();
        await app.db.query(
          `insert into campanha_destinatario (id_campanha, ordem, id_instituicao, id_contato, telefone, nome, status, enviado_em)
           values ($1, $2, $3, (select id from contatos where telefone_e164 = $4 and id_instituicao = $3), $4, 'X', $5,
                   case when $5 in ('falhou', 'ignorado') then null else now() - interval '1 hour' end)`,
          [camp.id, i + 1, DEMO, telefone, status],
        );
      }
      // The contact answered SAIR: consent revoked through the chat after the send.
      await contactWrites(sair, 'SAIR');
      await app.db.query(
        `update contatos set consentimento_marketing = false, consentimento_origem = 'chat', consentimento_em = now()
          where telefone_e164 = $1 and id_instituicao = $2`,
        [sair, DEMO],
      );
      const data = await ok<RelatorioCampanhas>(gestor, 'GET', '/api/relatorios/campanhas?dias=7');
      const linha = data.campanhas.find((c) => c.idCampanha === camp.id);
      assert.deepEqual(linha?.total, {
        enviadas: 5,
        entregues: 4,
        lidas: 3,
        responderam: 2,
        sairam: 1,
        falharam: 1,
        ignoradas: 1,
        // The SAIR contact had written after the send (within the 7-day window).
        conversas: 1,
        leads: 0,
      });
      assert.deepEqual(
        linha?.rodadas.map((r) => r.rodada),
        [1],
      );
      const deles = await ok<RelatorioCampanhas>(vizinha, 'GET', '/api/relatorios/campanhas?dias=7');
      assert.ok(!deles.campanhas.some((c) => c.idCampanha === camp.id));
    });
  });
});
