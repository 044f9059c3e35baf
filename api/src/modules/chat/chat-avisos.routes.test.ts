import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Chat, ChatsAguardando, LoginData } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';

const DEMO = DEMO_INSTITUICOES.demo.id;

describeWithApp('GET /api/chats/nao-lidas: the conversations waiting for the user', (getApp) => {
  let gestor: LoginData;
  let atendente: LoginData;
  let vizinha: LoginData;
  let idCanal: number;
  let phone = 0;

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const aguardando = async (user: LoginData): Promise<ChatsAguardando> => {
    const response = await inject(user.token, 'GET', '/api/chats/nao-lidas');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: ChatsAguardando }).data;
  };

  /** A contact of its own writes in: a new, unassigned conversation with one unread message. */
  const contactWrites = async (texto = 'Oi, tem alguém aí?'): Promise<{ idChat: number; idMensagem: number }> => {
    phone += 1;
    const response = await inject(gestor.token, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: `(11) 96655-${String(phone).padStart(4, '0')}`,
      nome: `Contato Aviso ${phone}`,
      texto,
    });
    assert.equal(response.statusCode, 201, response.body);
    const idChat = (response.json() as { data: { idChat: number } }).data.idChat;
    const chat = (await inject(gestor.token, 'GET', `/api/chats/${idChat}`)).json() as { data: Chat };
    return { idChat, idMensagem: chat.data.ultimaMensagem?.idMensagem ?? 0 };
  };

  const assign = async (idChat: number, idUsuario: number | null) =>
    assert.equal(
      (await inject(gestor.token, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario })).statusCode,
      200,
    );

  before(async () => {
    const { app } = getApp();
    gestor = await loginAs(app, DEMO_USERS.gestor);
    atendente = await loginAs(app, DEMO_USERS.atendente);
    vizinha = await loginAs(app, DEMO_USERS.gestorVizinha);
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Avisos', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
  });

  it('counts a new unassigned conversation for everyone of the institution, never for another', async () => {
    const before = await aguardando(gestor);
    const { idChat, idMensagem } = await contactWrites();
    assert.ok(idMensagem > before.ultimoIdMensagem, 'the message is newer than the earlier watermark');
    assert.ok((await aguardando(gestor)).idsChat.includes(idChat));
    assert.ok((await aguardando(atendente)).idsChat.includes(idChat));
    assert.ok(!(await aguardando(vizinha)).idsChat.includes(idChat));
    assert.ok((await aguardando(gestor)).ultimoIdMensagem >= idMensagem);
  });

  it('counts a conversation assigned to me, not one assigned to someone else', async () => {
    const { idChat } = await contactWrites();
    await assign(idChat, gestor.usuario.idUsuario);
    assert.ok((await aguardando(gestor)).idsChat.includes(idChat));
    assert.ok(!(await aguardando(atendente)).idsChat.includes(idChat));
    await assign(idChat, null);
    assert.ok((await aguardando(atendente)).idsChat.includes(idChat), 'back to nobody, it waits for everyone');
  });

  it('does not count a note: a conversation with nothing unread stays out after a note', async () => {
    const { idChat } = await contactWrites();
    assert.equal((await inject(gestor.token, 'PUT', `/api/chats/${idChat}/lida`)).statusCode, 200);
    const nota = await inject(atendente.token, 'POST', `/api/chats/${idChat}/notas`, { texto: 'Ligar amanhã' });
    assert.equal(nota.statusCode, 201, nota.body);
    assert.ok(!(await aguardando(gestor)).idsChat.includes(idChat));
    assert.ok(!(await aguardando(atendente)).idsChat.includes(idChat));
  });

  it('stops counting a conversation once it is read, and counts it again when the contact writes', async () => {
    const { idChat } = await contactWrites();
    assert.equal((await inject(atendente.token, 'PUT', `/api/chats/${idChat}/lida`)).statusCode, 200);
    assert.ok(!(await aguardando(gestor)).idsChat.includes(idChat));
    const again = await inject(gestor.token, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: `(11) 96655-${String(phone).padStart(4, '0')}`,
      nome: `Contato Aviso ${phone}`,
      texto: 'Ainda estou esperando',
    });
    assert.equal(again.statusCode, 201, again.body);
    assert.ok((await aguardando(gestor)).idsChat.includes(idChat));
  });

  it('does not count a conversation an AI specialist answers, nor a resolved one', async () => {
    const { app } = getApp();
    const ia = await contactWrites();
    const [especialista] = await app.db.query<{ id: number }>(
      `insert into especialista (id_instituicao, nome, descricao, tom, modelo, temperatura, historico_mensagens)
       values ($1, 'Assistente Avisos', 'Responde dúvidas.', 'cordial', 'modelo-teste', 0.3, 5) returning id`,
      [DEMO],
    );
    await app.db.query('update chat set id_especialista = $2 where id = $1', [ia.idChat, especialista?.id ?? 0]);
    const resolvida = await contactWrites();
    assert.equal(
      (await inject(gestor.token, 'PUT', `/api/chats/${resolvida.idChat}/status`, { status: 'resolvida' })).statusCode,
      200,
    );
    const { idsChat } = await aguardando(gestor);
    assert.ok(!idsChat.includes(ia.idChat));
    assert.ok(!idsChat.includes(resolvida.idChat));
  });

  it('names the channels that went down, to Chat holders of the institution only, until they are back (ADR 0033)', async () => {
    const { app } = getApp();
    const { canal } = await createCanal(app.db, DEMO, {
      nome: 'Loja Centro',
      provider: 'simulador',
      estado: 'conectado',
    });
    const nomes = async (user: LoginData) => (await aguardando(user)).canaisFora.map((fora) => fora.nome);
    assert.ok(!(await nomes(atendente)).includes('Loja Centro'), 'connected: nothing to say');
    const down = await inject(gestor.token, 'POST', `/api/canais/${canal.idCanal}/desconectar`);
    assert.equal(down.statusCode, 200, down.body);
    const fora = (await aguardando(atendente)).canaisFora.find((item) => item.idCanal === canal.idCanal);
    assert.equal(fora?.nome, 'Loja Centro');
    assert.ok(fora && Date.now() - new Date(fora.desde).getTime() < 60_000, 'since it went down');
    assert.ok(!(await nomes(vizinha)).includes('Loja Centro'), 'never another institution’s');
    // Pairing again is still down; read the QR and it is back.
    assert.equal((await inject(gestor.token, 'POST', `/api/canais/${canal.idCanal}/conectar`)).statusCode, 200);
    assert.ok((await nomes(atendente)).includes('Loja Centro'));
    assert.equal((await inject(gestor.token, 'POST', `/api/canais/${canal.idCanal}/simulador/ler-qr`)).statusCode, 200);
    assert.ok(!(await nomes(atendente)).includes('Loja Centro'));
    // A channel never connected has not dropped: no banner for a new one.
    await createCanal(app.db, DEMO, { nome: 'Canal Novo', provider: 'simulador', estado: 'desconectado' });
    assert.ok(!(await nomes(gestor)).includes('Canal Novo'));
  });

  describe('access', () => {
    it('asks for a signed-in user', async () => {
      const response = await getApp().app.inject({ method: 'GET', url: '/api/chats/nao-lidas' });
      assert.equal(response.statusCode, 401);
    });
  });
});
