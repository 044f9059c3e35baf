import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ChatContato, Mensagem, Responsavel, SimuladorEnviada } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

describeWithApp('/api/chats: contact panel, assignees, notes and resend', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let idCanal: number;
  let idChat: number;

  const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Detalhes', provider: 'simulador', estado: 'conectado' })).canal
      .idCanal;
    const response = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone: '(11) 97777-1234',
      nome: 'Joana Painel',
      texto: 'Oi, queria saber do meu pedido',
    });
    assert.equal(response.statusCode, 201, response.body);
    idChat = (response.json() as { data: { idChat: number } }).data.idChat;
  });

  it('shows the conversation’s contact, and 404 to another institution', async () => {
    const response = await inject(atendente, 'GET', `/api/chats/${idChat}/contato`);
    assert.equal(response.statusCode, 200, response.body);
    const contato = (response.json() as { data: ChatContato }).data;
    assert.equal(contato.nome, 'Joana Painel');
    assert.equal(contato.telefone, '+5511977771234');
    assert.equal(contato.origem, 'whatsapp');
    assert.deepEqual(contato.consentimento, { marketing: false, em: null, origem: null });
    assert.equal((await inject(vizinha, 'GET', `/api/chats/${idChat}/contato`)).statusCode, 404);
  });

  it('lists the institution’s active users as assignees, never another institution’s', async () => {
    const demo = (await inject(atendente, 'GET', '/api/chats/responsaveis')).json() as { data: Responsavel[] };
    const names = demo.data.map((user) => user.nome);
    assert.ok(names.includes(DEMO_USERS.gestor.nome), names.join(', '));
    assert.ok(!names.includes(DEMO_USERS.gestorVizinha.nome));
    const [first, second] = names;
    assert.ok(first && second && first.localeCompare(second, 'pt-BR') <= 0, 'ordered by name');
  });

  it('adds an internal note that is never sent to the contact', async () => {
    const response = await inject(atendente, 'POST', `/api/chats/${idChat}/notas`, {
      texto: 'Cliente VIP, tratar com carinho',
    });
    assert.equal(response.statusCode, 201, response.body);
    const nota = (response.json() as { data: Mensagem }).data;
    assert.equal(nota.direcao, 'nota');
    assert.equal(nota.autor?.nome, DEMO_USERS.atendente.nome);
    const enviadas = (await inject(gestor, 'GET', `/api/canais/${idCanal}/simulador/enviadas`)).json() as {
      data: SimuladorEnviada[];
    };
    assert.ok(!enviadas.data.some((enviada) => enviada.texto.includes('VIP')));
    const empty = await inject(atendente, 'POST', `/api/chats/${idChat}/notas`, { texto: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal((await inject(vizinha, 'POST', `/api/chats/${idChat}/notas`, { texto: 'x' })).statusCode, 404);
  });

  it('sends again a message that failed, once, and refuses one that did not fail', async () => {
    const { app } = getApp();
    const [failed] = await app.db.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status)
       values ($1, $2, $3, 'saida', 'Seu pedido saiu para entrega', 'falhou') returning id`,
      [DEMO, idChat, idCanal],
    );
    assert.ok(failed);
    const url = `/api/chats/${idChat}/mensagens/${failed.id}/reenviar`;
    assert.equal((await inject(vizinha, 'POST', url)).statusCode, 404);
    const response = await inject(atendente, 'POST', url);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as { data: Mensagem }).data.status, 'enviada');
    const again = await inject(atendente, 'POST', url);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Só uma mensagem que falhou pode ser reenviada.');
    const enviadas = (await inject(gestor, 'GET', `/api/canais/${idCanal}/simulador/enviadas`)).json() as {
      data: SimuladorEnviada[];
    };
    assert.equal(enviadas.data.filter((enviada) => enviada.texto === 'Seu pedido saiu para entrega').length, 1);
  });

  describe('another institution', () => {
    it('cannot resend a message of this institution', async () => {
      const other = await createCanal(getApp().app.db, VIZINHA, {
        nome: 'V',
        provider: 'simulador',
        estado: 'conectado',
      });
      assert.ok(other.canal.idCanal);
      assert.equal((await inject(vizinha, 'POST', `/api/chats/${idChat}/mensagens/1/reenviar`)).statusCode, 404);
    });
  });
});
