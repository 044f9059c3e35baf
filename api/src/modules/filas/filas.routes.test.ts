import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type {
  Chat,
  ChatsAguardando,
  CursorPage,
  Fila,
  FilaDoChat,
  FilasPainel,
  LoginData,
  Mensagem,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';

const DEMO = DEMO_INSTITUICOES.demo.id;

describeWithApp('queues: the Filas screen, the list by queue, transfers with their history', (getApp) => {
  let gestor: LoginData;
  let atendente: LoginData;
  let vizinha: LoginData;
  let idCanal: number;
  let phone = 0;

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const painel = async (user: LoginData = gestor): Promise<FilasPainel> => {
    const response = await inject(user.token, 'GET', '/api/filas');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: FilasPainel }).data;
  };

  const criar = async (body: object): Promise<Fila> => {
    const response = await inject(gestor.token, 'POST', '/api/filas', body);
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: Fila }).data;
  };

  const contactWrites = async (texto = 'Oi, preciso de ajuda'): Promise<number> => {
    phone += 1;
    const response = await inject(gestor.token, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: `(11) 95544-${String(phone).padStart(4, '0')}`,
      nome: `Contato Fila ${phone}`,
      texto,
    });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: { idChat: number } }).data.idChat;
  };

  const chat = async (idChat: number): Promise<Chat> =>
    ((await inject(gestor.token, 'GET', `/api/chats/${idChat}`)).json() as { data: Chat }).data;

  const historia = async (idChat: number): Promise<Mensagem[]> =>
    ((await inject(gestor.token, 'GET', `/api/chats/${idChat}/mensagens`)).json() as { data: CursorPage<Mensagem> })
      .data.items;

  const lista = async (user: LoginData, query: string): Promise<number[]> => {
    const response = await inject(user.token, 'GET', `/api/chats?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CursorPage<Chat> }).data.items.map((item) => item.idChat);
  };

  before(async () => {
    const { app } = getApp();
    gestor = await loginAs(app, DEMO_USERS.gestor);
    atendente = await loginAs(app, DEMO_USERS.atendente);
    vizinha = await loginAs(app, DEMO_USERS.gestorVizinha);
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Filas', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
  });

  it("lists the demo's queues with their members, no greeting until a queue has a digit", async () => {
    const { filas, saudacao, canais } = await painel();
    assert.deepEqual(
      filas.map((fila) => [fila.nome, fila.membros.map((m) => m.nome).sort()]),
      [
        ['Financeiro', [DEMO_USERS.gestor.nome]],
        ['Pedidos', [DEMO_USERS.atendente.nome, DEMO_USERS.gestor.nome].sort()],
        ['Suporte', [DEMO_USERS.atendente.nome, DEMO_USERS.gestor.nome].sort()],
      ],
    );
    assert.equal(saudacao, null);
    assert.ok(canais.some((canal) => canal.idCanal === idCanal && canal.idFilaPadrao === null && !canal.saudacao));
    // Another institution sees none of them.
    assert.deepEqual((await painel(vizinha)).filas, []);
  });

  it('creates, edits and deletes a queue; refuses a taken name, a taken digit and a stranger as member', async () => {
    const fila = await criar({
      nome: 'Cobrança',
      cor: '#c62828',
      opcaoSaudacao: 3,
      idsMembros: [DEMO_USERS.gestor.id],
    });
    assert.equal((await painel()).saudacao, 'Olá! Digite 3 para Cobrança.');
    const same = await inject(gestor.token, 'POST', '/api/filas', {
      nome: 'cobrança',
      cor: '#c62828',
      opcaoSaudacao: null,
      idsMembros: [],
    });
    assert.equal(same.statusCode, 409);
    assert.equal((same.json() as { message: string }).message, 'Já existe uma fila com este nome.');
    const digit = await inject(gestor.token, 'POST', '/api/filas', {
      nome: 'Outra',
      cor: '#c62828',
      opcaoSaudacao: 3,
      idsMembros: [],
    });
    assert.equal(digit.statusCode, 409);
    assert.equal((digit.json() as { message: string }).message, 'Outra fila já usa esta opção do menu de saudação.');
    const stranger = await inject(gestor.token, 'PUT', `/api/filas/${fila.idFila}`, {
      nome: 'Cobrança',
      cor: '#c62828',
      opcaoSaudacao: 3,
      idsMembros: [DEMO_USERS.gestorVizinha.id],
    });
    assert.equal(stranger.statusCode, 400);
    const edited = await inject(gestor.token, 'PUT', `/api/filas/${fila.idFila}`, {
      nome: 'Cobranças',
      cor: '#ef6c00',
      opcaoSaudacao: null,
      idsMembros: [DEMO_USERS.atendente.id],
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      (edited.json() as { data: Fila }).data.membros.map((m) => m.idUsuario),
      [DEMO_USERS.atendente.id],
    );
    assert.equal((await painel()).saudacao, null);
    assert.equal((await inject(vizinha.token, 'DELETE', `/api/filas/${fila.idFila}`)).statusCode, 404);
    assert.equal((await inject(gestor.token, 'DELETE', `/api/filas/${fila.idFila}`)).statusCode, 200);
    assert.ok(!(await painel()).filas.some((f) => f.idFila === fila.idFila));
  });

  it('lets the atendente read the queues and nothing else (the screen is read-only to them)', async () => {
    assert.equal((await painel(atendente)).filas.length, 3);
    const created = await inject(atendente.token, 'POST', '/api/filas', {
      nome: 'Minha',
      cor: '#c62828',
      opcaoSaudacao: null,
      idsMembros: [],
    });
    assert.equal(created.statusCode, 403);
  });

  it("puts a new conversation in the channel's default queue and filters the list by queue", async () => {
    const { filas } = await painel();
    const financeiro = filas.find((f) => f.nome === 'Financeiro');
    assert.ok(financeiro);
    const padrao = await inject(gestor.token, 'PUT', `/api/filas/canais/${idCanal}`, {
      idFilaPadrao: financeiro.idFila,
      saudacao: false,
    });
    assert.equal(padrao.statusCode, 200, padrao.body);
    const idChat = await contactWrites();
    assert.deepEqual((await chat(idChat)).fila, { idFila: financeiro.idFila, nome: 'Financeiro', cor: '#2e7d32' });
    assert.ok((await lista(gestor, `fila=${financeiro.idFila}`)).includes(idChat));
    assert.ok((await lista(gestor, 'fila=minhas')).includes(idChat));
    // The atendente is not in Financeiro: not in their queues, and not waiting for them.
    assert.ok(!(await lista(atendente, 'fila=minhas')).includes(idChat));
    assert.ok(!(await lista(gestor, 'fila=nenhuma')).includes(idChat));
    const waiting = async (user: LoginData) =>
      ((await inject(user.token, 'GET', '/api/chats/nao-lidas')).json() as { data: ChatsAguardando }).data;
    assert.ok((await waiting(gestor)).idsChat.includes(idChat));
    assert.ok(!(await waiting(atendente)).idsChat.includes(idChat));
    assert.deepEqual(
      (await waiting(gestor)).idsFila,
      filas.map((f) => f.idFila).sort((a, b) => a - b),
    );
    const doChat = ((await inject(atendente.token, 'GET', '/api/chats/filas')).json() as { data: FilaDoChat[] }).data;
    assert.deepEqual(
      doChat.map((f) => [f.nome, f.minha]),
      [
        ['Financeiro', false],
        ['Pedidos', true],
        ['Suporte', true],
      ],
    );
    await inject(gestor.token, 'PUT', `/api/filas/canais/${idCanal}`, { idFilaPadrao: null, saudacao: false });
  });

  it('transfers to a queue and to a person, each in the history as a note and among the facts', async () => {
    const { filas } = await painel();
    const suporte = filas.find((f) => f.nome === 'Suporte');
    assert.ok(suporte);
    const idChat = await contactWrites('Minha maquininha não liga');
    const toQueue = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idFila: suporte.idFila,
      nota: 'Cliente já reiniciou o aparelho.',
    });
    assert.equal(toQueue.statusCode, 200, toQueue.body);
    assert.equal((toQueue.json() as { data: Chat }).data.fila?.nome, 'Suporte');
    const [nota] = await historia(idChat);
    assert.equal(nota?.direcao, 'nota');
    assert.equal(
      nota?.texto,
      `Transferida por ${DEMO_USERS.gestor.nome} para Suporte: Cliente já reiniciou o aparelho.`,
    );
    assert.equal(nota?.autor?.idUsuario, DEMO_USERS.gestor.id);

    const toPerson = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idUsuario: DEMO_USERS.atendente.id,
    });
    assert.equal(toPerson.statusCode, 200, toPerson.body);
    const moved = (toPerson.json() as { data: Chat }).data;
    assert.deepEqual([moved.responsavel?.idUsuario, moved.fila?.nome], [DEMO_USERS.atendente.id, 'Suporte']);
    assert.equal(
      (await historia(idChat))[0]?.texto,
      `Transferida por ${DEMO_USERS.gestor.nome} para ${DEMO_USERS.atendente.nome}.`,
    );
    const again = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idUsuario: DEMO_USERS.atendente.id,
    });
    assert.equal(again.statusCode, 409);

    const fatos = await getApp().app.db.query<{
      tipo: string;
      idUsuario: number | null;
      idUsuarioAnterior: number | null;
      idFila: number | null;
      idFilaAnterior: number | null;
    }>(
      `select tipo, id_usuario as "idUsuario", id_usuario_anterior as "idUsuarioAnterior", id_fila as "idFila",
              id_fila_anterior as "idFilaAnterior"
         from conversa_evento where id_chat = $1 and tipo in ('atribuida', 'transferida') order by id`,
      [idChat],
    );
    assert.deepEqual(fatos, [
      { tipo: 'transferida', idUsuario: null, idUsuarioAnterior: null, idFila: suporte.idFila, idFilaAnterior: null },
      {
        tipo: 'atribuida',
        idUsuario: DEMO_USERS.atendente.id,
        idUsuarioAnterior: null,
        idFila: suporte.idFila,
        idFilaAnterior: suporte.idFila,
      },
    ]);
  });

  it('refuses a transfer to nobody, to both, or to another institution', async () => {
    const idChat = await contactWrites();
    const both = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idUsuario: DEMO_USERS.atendente.id,
      idFila: 1,
    });
    assert.equal(both.statusCode, 400);
    const nobody = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, { nota: 'oi' });
    assert.equal(nobody.statusCode, 400);
    const stranger = await inject(gestor.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idUsuario: DEMO_USERS.gestorVizinha.id,
    });
    assert.equal(stranger.statusCode, 400);
    const elsewhere = await inject(vizinha.token, 'POST', `/api/chats/${idChat}/transferencia`, {
      idUsuario: DEMO_USERS.gestorVizinha.id,
    });
    assert.equal(elsewhere.statusCode, 404);
  });

  it('writes every assignment change in the history: Atender, to a colleague, to nobody', async () => {
    const idChat = await contactWrites();
    const assign = (token: string, idUsuario: number | null) =>
      inject(token, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario });
    assert.equal((await assign(atendente.token, DEMO_USERS.atendente.id)).statusCode, 200);
    assert.equal((await assign(atendente.token, DEMO_USERS.atendente.id)).statusCode, 200); // no change, no line
    assert.equal((await assign(gestor.token, DEMO_USERS.gestor.id)).statusCode, 200);
    assert.equal((await assign(gestor.token, null)).statusCode, 200);
    const notas = (await historia(idChat)).filter((m) => m.direcao === 'nota').map((m) => m.texto);
    assert.deepEqual(notas.reverse(), [
      `${DEMO_USERS.atendente.nome} assumiu a conversa.`,
      `${DEMO_USERS.gestor.nome} assumiu a conversa.`,
      `${DEMO_USERS.gestor.nome} deixou a conversa sem responsável.`,
    ]);
  });
});
