import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  Chat,
  CursorPage,
  Etiqueta,
  Mensagem,
  MensagemAgendada,
  SimuladorEnviada,
  Visao,
  VisaoFiltros,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../../seed/demo-data';
import { describeWithApp } from '../../../test/build-test-app';
import { bearer, loginAs } from '../../../test/login-as';
import { createCanal } from '../../canais/canais.repository';
import { ENVIO_MESSAGES } from './agendadas.envio';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

const FILTROS: VisaoFiltros = {
  status: ['aberta'],
  minhas: false,
  fila: '',
  etiqueta: null,
  responsavel: '',
  canal: null,
  naoLidas: true,
  esperandoMinutos: 30,
  adiadas: false,
};

describeWithApp('the chat agenda: snooze, scheduled messages, labels, pins and views', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let idCanal: number;
  let seq = 0;
  const newPhone = () => `+55119${String(71000000 + ++seq * 7919).padStart(8, '0')}`;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Agenda', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function contactWrites(telefone: string, texto: string) {
    const response = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone,
      nome: 'Cliente da Agenda',
      texto,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { idChat } = (response.json() as { data: { idChat: number } }).data;
    return idChat;
  }
  const listIds = async (query = '', token = gestor) => {
    const response = await inject(token, 'GET', `/api/chats?limit=100${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CursorPage<Chat> }).data.items.map((chat) => chat.idChat);
  };
  const getChat = async (idChat: number) =>
    ((await inject(gestor, 'GET', `/api/chats/${idChat}`)).json() as { data: Chat }).data;
  const notas = async (idChat: number) =>
    (
      (await inject(gestor, 'GET', `/api/chats/${idChat}/mensagens`)).json() as { data: CursorPage<Mensagem> }
    ).data.items
      .filter((m) => m.direcao === 'nota')
      .map((m) => m.texto);
  const enviadas = async (texto: string) =>
    (
      (await inject(gestor, 'GET', `/api/canais/${idCanal}/simulador/enviadas`)).json() as { data: SimuladorEnviada[] }
    ).data.filter((e) => e.texto === texto).length;
  const relogio = () => getApp().app.agenda.relogio();

  describe('snooze', () => {
    it('takes the conversation out of the list, shows it under Adiadas, and writes who did it in the history', async () => {
      const idChat = await contactWrites(newPhone(), 'Posso pagar amanhã?');
      const ate = new Date(Date.now() + 3_600_000).toISOString();
      const response = await inject(atendente, 'PUT', `/api/chats/${idChat}/adiamento`, { ate });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((response.json() as { data: Chat }).data.adiadaAte, ate);
      assert.ok(!(await listIds()).includes(idChat), 'saiu da lista');
      const aguardando = (await inject(gestor, 'GET', '/api/chats/nao-lidas')).json() as {
        data: { idsChat: number[] };
      };
      assert.ok(!aguardando.data.idsChat.includes(idChat), 'não espera por ninguém enquanto adiada');
      assert.ok((await listIds('&adiadas=true')).includes(idChat), 'está em Adiadas');
      assert.ok((await listIds('&q=Cliente da Agenda')).includes(idChat), 'a busca ainda acha');
      assert.match((await notas(idChat)).at(0) ?? '', /adiou a conversa até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/);
    });

    it('refuses a past time in pt-BR, and another institution’s conversation is not found', async () => {
      const idChat = await contactWrites(newPhone(), 'Oi');
      const past = await inject(gestor, 'PUT', `/api/chats/${idChat}/adiamento`, {
        ate: new Date(Date.now() - 3_600_000).toISOString(),
      });
      assert.equal(past.statusCode, 400);
      assert.equal(past.json().message, 'Escolha um horário no futuro.');
      const other = await inject(vizinha, 'PUT', `/api/chats/${idChat}/adiamento`, {
        ate: new Date(Date.now() + 60_000).toISOString(),
      });
      assert.equal(other.statusCode, 404);
    });

    it('wakes at its time: back in the list, reopened, unread, with a history line', async () => {
      const idChat = await contactWrites(newPhone(), 'Me chama depois');
      await inject(gestor, 'PUT', `/api/chats/${idChat}/lida`);
      await inject(gestor, 'PUT', `/api/chats/${idChat}/status`, { status: 'resolvida' });
      await inject(gestor, 'PUT', `/api/chats/${idChat}/adiamento`, {
        ate: new Date(Date.now() + 60_000).toISOString(),
      });
      await relogio();
      assert.ok((await listIds('&adiadas=true')).includes(idChat), 'ainda adiada antes da hora');
      // The time comes (the clock reads the database's now()).
      await getApp().app.db.query(`update chat set adiada_ate = now() - interval '1 second' where id = $1`, [idChat]);
      await relogio();
      const chat = await getChat(idChat);
      assert.equal(chat.adiadaAte, null);
      assert.equal(chat.status, 'aberta');
      assert.ok(chat.naoLidas >= 1);
      assert.equal((await listIds()).at(0), idChat, 'voltou no topo da lista');
      assert.equal((await notas(idChat)).at(0), 'A conversa voltou do adiamento: chegou a hora marcada.');
    });

    it('wakes as soon as the contact writes', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'Primeira');
      await inject(gestor, 'PUT', `/api/chats/${idChat}/adiamento`, {
        ate: new Date(Date.now() + 86_400_000).toISOString(),
      });
      await contactWrites(telefone, 'Voltei antes');
      // The inbound chain runs in the background after the webhook answered.
      for (let i = 0; i < 100 && (await getChat(idChat)).adiadaAte; i++) await new Promise((r) => setTimeout(r, 20));
      assert.equal((await getChat(idChat)).adiadaAte, null);
      assert.ok((await listIds()).includes(idChat));
      assert.equal((await notas(idChat)).at(0), 'A conversa voltou do adiamento: o contato escreveu.');
    });
  });

  describe('scheduled messages', () => {
    const agendar = (idChat: number, texto: string, enviarEm: Date, token = gestor) =>
      inject(token, 'POST', `/api/chats/${idChat}/agendadas`, { texto, enviarEm: enviarEm.toISOString() });
    const lista = async (idChat: number) =>
      ((await inject(gestor, 'GET', `/api/chats/${idChat}/agendadas`)).json() as { data: MensagemAgendada[] }).data;

    it('is listed until its time, then goes once through the channel and leaves the list', async () => {
      const idChat = await contactWrites(newPhone(), 'Me lembra do boleto amanhã');
      const texto = `Bom dia! Segue o lembrete do boleto ${seq}.`;
      const response = await agendar(idChat, texto, new Date(Date.now() + 60_000));
      assert.equal(response.statusCode, 201, response.body);
      const { idAgendada } = (response.json() as { data: MensagemAgendada }).data;
      assert.deepEqual(
        (await lista(idChat)).map((a) => [a.idAgendada, a.status]),
        [[idAgendada, 'agendada']],
      );
      await relogio();
      assert.equal(await enviadas(texto), 0, 'não sai antes da hora');
      await getApp().app.db.query(`update mensagem_agendada set enviar_em = now() where id = $1`, [idAgendada]);
      await relogio();
      await relogio();
      assert.equal(await enviadas(texto), 1, 'saiu uma vez');
      assert.deepEqual(await lista(idChat), []);
      const [row] = await getApp().app.db.query<{ status: string }>(
        'select status from mensagem_agendada where id = $1',
        [idAgendada],
      );
      assert.equal(row?.status, 'enviada');
    });

    it('is cancelled while scheduled and then never sent; a sent one cannot be cancelled', async () => {
      const idChat = await contactWrites(newPhone(), 'Oi');
      const texto = `Mensagem cancelada ${seq}`;
      const { idAgendada } = (
        (await agendar(idChat, texto, new Date(Date.now() + 60_000))).json() as {
          data: MensagemAgendada;
        }
      ).data;
      const cancel = await inject(gestor, 'DELETE', `/api/chats/${idChat}/agendadas/${idAgendada}`);
      assert.equal(cancel.statusCode, 200, cancel.body);
      await getApp().app.db.query(`update mensagem_agendada set enviar_em = now() where id = $1`, [idAgendada]);
      await relogio();
      assert.equal(await enviadas(texto), 0);
      assert.deepEqual(await lista(idChat), []);
      const again = await inject(gestor, 'DELETE', `/api/chats/${idChat}/agendadas/${idAgendada}`);
      assert.equal(again.statusCode, 409);
    });

    it('fails in pt-BR when the channel is down at its time, and "tentar de novo" sends it once reconnected', async () => {
      const { app } = getApp();
      const idChat = await contactWrites(newPhone(), 'Oi');
      const texto = `Mensagem com canal fora ${seq}`;
      const { idAgendada } = ((await agendar(idChat, texto, new Date())).json() as { data: MensagemAgendada }).data;
      await app.db.query(`update canal set estado = 'desconectado' where id = $1`, [idCanal]);
      try {
        await relogio();
      } finally {
        await app.db.query(`update canal set estado = 'conectado' where id = $1`, [idCanal]);
      }
      const [falha] = await lista(idChat);
      assert.equal(falha?.status, 'falhou');
      assert.equal(falha?.erro, ENVIO_MESSAGES.desconectado);
      const retry = await inject(gestor, 'POST', `/api/chats/${idChat}/agendadas/${idAgendada}/tentar-de-novo`);
      assert.equal(retry.statusCode, 200, retry.body);
      await relogio();
      assert.equal(await enviadas(texto), 1);
      assert.deepEqual(await lista(idChat), []);
    });

    it('refuses a past time in pt-BR, and another institution’s conversation is not found', async () => {
      const idChat = await contactWrites(newPhone(), 'Oi');
      const past = await agendar(idChat, 'Tarde demais', new Date(Date.now() - 3_600_000));
      assert.equal(past.statusCode, 400);
      assert.equal(past.json().message, 'Escolha um horário no futuro.');
      assert.equal((await agendar(idChat, 'Outra casa', new Date(Date.now() + 60_000), vizinha)).statusCode, 404);
    });
  });

  describe('labels', () => {
    it('are created once per name, set on a conversation, and filter the list', async () => {
      const criar = (nome: string, cor = '#c62828', token = gestor) =>
        inject(token, 'POST', '/api/chats/etiquetas', { nome, cor });
      const created = await criar('Reclamação');
      assert.equal(created.statusCode, 201, created.body);
      const boleto = (created.json() as { data: Etiqueta }).data;
      assert.equal((await criar('reclamação')).statusCode, 409, 'mesmo nome sem ligar para maiúsculas');
      const vizinhaEtiqueta = (await criar('Reclamação', '#1565c0', vizinha)).json() as { data: Etiqueta };

      const com = await contactWrites(newPhone(), 'Cadê meu boleto?');
      const sem = await contactWrites(newPhone(), 'Outro assunto');
      const set = await inject(atendente, 'PUT', `/api/chats/${com}/etiquetas`, { idsEtiqueta: [boleto.idEtiqueta] });
      assert.equal(set.statusCode, 200, set.body);
      assert.deepEqual((set.json() as { data: Chat }).data.etiquetas, [boleto]);
      const filtered = await listIds(`&etiqueta=${boleto.idEtiqueta}`);
      assert.ok(filtered.includes(com));
      assert.ok(!filtered.includes(sem));
      const other = await inject(gestor, 'PUT', `/api/chats/${sem}/etiquetas`, {
        idsEtiqueta: [vizinhaEtiqueta.data.idEtiqueta],
      });
      assert.equal(other.statusCode, 400, 'etiqueta de outra instituição');
      const daVizinha = (await inject(vizinha, 'GET', '/api/chats/etiquetas')).json() as { data: Etiqueta[] };
      assert.ok(daVizinha.data.some((e) => e.idEtiqueta === vizinhaEtiqueta.data.idEtiqueta));
      assert.ok(!daVizinha.data.some((e) => e.idEtiqueta === boleto.idEtiqueta), 'cada instituição com as suas');
    });
  });

  describe('pins and views', () => {
    it('pins per user, and saves, lists and deletes views per user', async () => {
      const idChat = await contactWrites(newPhone(), 'Fixa eu');
      const pin = await inject(atendente, 'PUT', `/api/chats/${idChat}/fixada`);
      assert.equal(pin.statusCode, 200, pin.body);
      assert.deepEqual((pin.json() as { data: { idsChat: number[] } }).data.idsChat, [idChat]);
      assert.deepEqual((await inject(gestor, 'GET', '/api/chats/fixadas')).json().data.idsChat, []);
      assert.equal((await inject(vizinha, 'PUT', `/api/chats/${idChat}/fixada`)).statusCode, 404);

      const saved = await inject(atendente, 'POST', '/api/chats/visoes', {
        nome: 'Esperando há 30 min',
        filtros: FILTROS,
      });
      assert.equal(saved.statusCode, 201, saved.body);
      const visao = (saved.json() as { data: Visao }).data;
      assert.deepEqual(visao.filtros, FILTROS);
      assert.equal(
        (await inject(atendente, 'POST', '/api/chats/visoes', { nome: 'esperando há 30 min', filtros: FILTROS }))
          .statusCode,
        409,
      );
      assert.deepEqual((await inject(atendente, 'GET', '/api/chats/visoes')).json().data, [visao]);
      const doGestor = (await inject(gestor, 'GET', '/api/chats/visoes')).json() as { data: Visao[] };
      assert.ok(!doGestor.data.some((item) => item.idVisao === visao.idVisao), 'as visões são de cada um');
      assert.equal((await inject(gestor, 'DELETE', `/api/chats/visoes/${visao.idVisao}`)).statusCode, 404);
      assert.equal((await inject(atendente, 'DELETE', `/api/chats/visoes/${visao.idVisao}`)).statusCode, 200);
    });

    it('filters by unread, channel, assignee and waiting longer than N minutes', async () => {
      const { app } = getApp();
      const idChat = await contactWrites(newPhone(), 'Estou esperando');
      assert.ok((await listIds(`&naoLidas=true&canal=${idCanal}&responsavel=nenhum`)).includes(idChat));
      assert.ok(!(await listIds('&esperando=30')).includes(idChat), 'chegou agora');
      await app.db.query(`update mensagem set created_at = now() - interval '45 minutes' where id_chat = $1`, [idChat]);
      assert.ok((await listIds('&esperando=30')).includes(idChat), 'esperando há 45 min');
      assert.ok(!(await listIds(`&responsavel=${DEMO_USERS.gestor.id}`)).includes(idChat));
      void VIZINHA;
    });
  });
});
