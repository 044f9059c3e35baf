import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { createCanal } from '../modules/canais/canais.repository';
import { describeWithApp } from './build-test-app';
import { bearer, loginAs } from './login-as';

/**
 * Every list with a search box finds what people type without accents or capitals (issue #27):
 * "patricia" finds "Patrícia", "agua" finds "Água mineral", "BUTANTA" a message about Butantã. The
 * one helper (plugins/database/text-search.ts) and its indexes are what each list uses.
 */
describeWithApp('search without accents, in every list', (getApp) => {
  let gestor: string;
  let idChat: number;

  const get = async <T>(url: string): Promise<T> => {
    const response = await getApp().app.inject({ method: 'GET', url, headers: bearer(gestor) });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: T }).data;
  };

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    const { canal } = await createCanal(app.db, DEMO_INSTITUICOES.demo.id, {
      nome: 'Busca',
      provider: 'simulador',
      estado: 'conectado',
    });
    const written = await app.inject({
      method: 'POST',
      url: `/api/canais/${canal.idCanal}/simulador/mensagens`,
      headers: bearer(gestor),
      payload: { telefone: '+5511981237777', nome: 'Patrícia Revião', texto: 'Moro no Butantã, entregam aqui?' },
    });
    assert.equal(written.statusCode, 201, written.body);
    idChat = (written.json() as { data: { idChat: number } }).data.idChat;
    const lead = await app.inject({ method: 'POST', url: `/api/leads/da-conversa/${idChat}`, headers: bearer(gestor) });
    assert.ok([200, 201].includes(lead.statusCode), lead.body);
  });

  it('conversations: by the contact’s name and by a message’s words', async () => {
    for (const q of ['patricia reviao', 'PATRÍCIA REVIÃO', 'butanta', 'Butantã']) {
      const page = await get<{ items: { idChat: number }[] }>(`/api/chats?q=${encodeURIComponent(q)}`);
      assert.deepEqual(
        page.items.map((chat) => chat.idChat),
        [idChat],
        q,
      );
    }
    const none = await get<{ items: unknown[] }>('/api/chats?q=butantan');
    assert.equal(none.items.length, 0);
  });

  it('contacts (the order form’s and the leads’ pickers), names that begin with it first', async () => {
    const contatos = await get<{ nome: string }[]>('/api/contatos/busca?q=patri');
    assert.equal(contatos[0]?.nome, 'Patrícia Revião');
    const leadsPicker = await get<{ nome: string }[]>('/api/leads/contatos?q=reviao');
    assert.deepEqual(
      leadsPicker.map((contato) => contato.nome),
      ['Patrícia Revião'],
    );
  });

  it('leads, products, orders and users', async () => {
    const leads = await get<{ items: { contato: { nome: string } }[] }>('/api/leads?q=patricia');
    assert.deepEqual(
      leads.items.map((lead) => lead.contato.nome),
      ['Patrícia Revião'],
    );
    const produtos = await get<{ items: { nome: string }[] }>('/api/produtos-servicos?q=agua');
    assert.deepEqual(
      produtos.items.map((produto) => produto.nome),
      ['Água mineral'],
    );
    const pedidos = await get<{ items: { cliente: { nome: string } }[] }>('/api/pedidos?q=patricia%20santos');
    assert.ok(pedidos.items.length > 0);
    assert.deepEqual([...new Set(pedidos.items.map((pedido) => pedido.cliente.nome))], ['Patrícia Santos']);
    await getApp().app.db.query(`update usuario set nome = 'Conceição Brandão' where id = $1`, [
      DEMO_USERS.atendente.id,
    ]);
    const usuarios = await get<{ items: { nome: string }[] }>('/api/usuarios?busca=conceicao%20brandao');
    assert.deepEqual(
      usuarios.items.map((usuario) => usuario.nome),
      ['Conceição Brandão'],
    );
  });

  it('wildcards are text: "%" finds nothing rather than everything', async () => {
    const page = await get<{ items: unknown[] }>('/api/produtos-servicos?q=%25');
    assert.equal(page.items.length, 0);
  });
});
