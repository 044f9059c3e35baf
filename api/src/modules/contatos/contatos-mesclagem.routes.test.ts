import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ContatoPagina, CursorPage, MesclagemResultado, Mensagem } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { resolveContatoWhatsapp } from './contato-identidade';

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

/*
 * Merging duplicate contacts (issue #28, issue #26; docs/decisions/0035): everything of the one
 * that goes moves to the one that stays, the stricter consent wins, the consent history of both
 * is kept as it was, and it is audited.
 */
describeWithApp('Merging two contacts: POST /api/contatos/{id}/mesclar', (getApp) => {
  const idInstituicao = DEMO_USERS.gestor.idInstituicao;
  const headersOf = async (user: DemoUser = DEMO_USERS.gestor) => bearer((await loginAs(getApp().app, user)).token);
  const mesclar = async (idContato: number, idMesclado: number, user: DemoUser = DEMO_USERS.gestor) =>
    getApp().app.inject({
      method: 'POST',
      url: `/api/contatos/${idContato}/mesclar`,
      payload: { idMesclado },
      headers: await headersOf(user),
    });
  const get = async <T>(url: string) => {
    const response = await getApp().app.inject({ url, headers: await headersOf() });
    return { status: response.statusCode, data: (response.json() as { data: T }).data };
  };

  /** Two records of one person, each with a conversation on the demo channel, consent and fields. */
  async function duplicados(sufixo: string) {
    const { db } = getApp().app;
    const [canal] = await db.query<{ id: number }>(
      'select id from canal where id_instituicao = $1 order by id limit 1',
      [idInstituicao],
    );
    assert.ok(canal);
    const contato = async (nome: string, telefone: string, tags: string[], campos: object, consentiu: boolean) => {
      const [row] = await db.query<{ id: number }>(
        `insert into contatos (id_instituicao, nome, telefone, tags, campos, consentimento_marketing, consentimento_em,
                               consentimento_origem)
         values ($1, $2, $3, $4, $5, $6, now() - interval '3 days', 'formulario') returning id`,
        [idInstituicao, nome, telefone, tags, JSON.stringify(campos), consentiu],
      );
      assert.ok(row);
      const [chat] = await db.query<{ id: number }>(
        `insert into chat (id_instituicao, id_canal, id_contato, status) values ($1, $2, $3, 'resolvida') returning id`,
        [idInstituicao, canal.id, row.id],
      );
      assert.ok(chat);
      return { id: row.id, idChat: chat.id };
    };
    const fica = await contato(`Joana Mescla ${sufixo}`, `119555700${sufixo}1`, ['vip'], { cidade: 'Recife' }, true);
    const sai = await contato(
      `Joana M. ${sufixo}`,
      `119555700${sufixo}2`,
      ['feira'],
      { cidade: 'Olinda', plano: 'ouro' },
      false,
    );
    // One message in each, the one that goes written in between the other's two.
    const escreve = (idChat: number, texto: string, minutosAtras: number) =>
      db.query(
        `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, created_at)
         values ($1, $2, $3, 'entrada', $4, 'entregue', now() - make_interval(mins => $5))`,
        [idInstituicao, idChat, canal.id, texto, minutosAtras],
      );
    await escreve(fica.idChat, 'Da ficha antiga', 30);
    await escreve(sai.idChat, 'Da ficha repetida', 20);
    await escreve(fica.idChat, 'De novo na antiga', 10);
    const [etapa] = await db.query<{ id: number }>(
      `select id from funil_etapa where id_instituicao = $1 order by id limit 1`,
      [idInstituicao],
    );
    await db.query(`insert into lead (id_instituicao, id_contato, id_etapa, origem) values ($1, $2, $3, 'balcao')`, [
      idInstituicao,
      sai.id,
      etapa?.id ?? 0,
    ]);
    return { fica, sai };
  }

  it('moves everything to the contact that stays, one thread per channel, the stricter consent', async () => {
    const { fica, sai } = await duplicados('1');
    const historicoAntes = (await get<ContatoPagina>(`/api/contatos/${sai.id}`)).data.historicoConsentimento;

    const response = await mesclar(fica.id, sai.id);
    assert.equal(response.statusCode, 200, response.body);
    const resultado = (response.json() as { data: MesclagemResultado }).data;
    assert.deepEqual(resultado.conversasJuntadas, [[fica.idChat, sai.idChat]]);
    assert.deepEqual([resultado.leads, resultado.consentimento], [1, 'revogado']);
    assert.deepEqual(resultado.etiquetas, ['vip', 'feira']);
    assert.deepEqual(resultado.camposHerdados, ['plano']);

    const { status, data: pagina } = await get<ContatoPagina>(`/api/contatos/${fica.id}`);
    assert.equal(status, 200);
    assert.equal(pagina.contato.consentimento.marketing, false, 'a "não" on either side makes it "não"');
    assert.deepEqual(pagina.contato.campos, { cidade: 'Recife', plano: 'ouro' });
    assert.deepEqual(pagina.enderecos, [{ tipo: 'telefone', valor: '11955570012' }]);
    assert.deepEqual([pagina.conversas.total, pagina.leads.total], [1, 1]);
    // The other's history is here, each row as it was; the revocation is a new row saying why.
    for (const registro of historicoAntes)
      assert.ok(
        pagina.historicoConsentimento.some((h) => JSON.stringify(h) === JSON.stringify(registro)),
        `registro ${registro.idRegistro} mantido`,
      );
    const [ultimo] = pagina.historicoConsentimento;
    assert.equal(ultimo?.marketing, false);
    assert.equal(ultimo?.autor, DEMO_USERS.gestor.nome);
    assert.match(ultimo?.nota ?? '', /mais restrito/);

    assert.equal((await get(`/api/contatos/${sai.id}`)).status, 404);
    assert.equal((await get(`/api/chats/${sai.idChat}`)).status, 404);
    const thread = [...(await get<CursorPage<Mensagem>>(`/api/chats/${fica.idChat}/mensagens`)).data.items].reverse();
    assert.deepEqual(
      thread.map((m) => m.texto),
      ['Da ficha antiga', 'Da ficha repetida', 'De novo na antiga'],
    );
    assert.deepEqual(thread[1]?.marcos?.[0], {
      tipo: 'mesclado',
      lado: 'antes',
      em: thread[1]?.marcos?.[0]?.em,
      detalhe: 'Joana M. 1',
    });

    // The other number still finds the one contact when it writes.
    const porTelefone = await resolveContatoWhatsapp(getApp().app.db, idInstituicao, {
      telefone: '+5511955570012',
      lid: null,
    });
    assert.equal(porTelefone?.idContato, fica.id);

    const [audit] = await getApp().app.db.query<{ idUsuario: number; depois: { motivo: string; leads: number } }>(
      `select id_usuario as "idUsuario", depois from audit_log where acao = 'mesclar' and id_entidade = $1`,
      [String(fica.id)],
    );
    assert.deepEqual(
      [audit?.idUsuario, audit?.depois.motivo, audit?.depois.leads],
      [DEMO_USERS.gestor.id, 'equipe', 1],
    );
  });

  it('refuses a contact with itself, another institution’s contact, and a profile that may not delete contacts', async () => {
    const { fica, sai } = await duplicados('3');
    const mesmo = await mesclar(fica.id, fica.id);
    assert.equal(mesmo.statusCode, 400);
    assert.match(mesmo.body, /dois contatos diferentes/);
    const [vizinho] = await getApp().app.db.query<{ id: number }>(
      `insert into contatos (id_instituicao, nome, telefone) values ($1, 'Da vizinha', '21955573001') returning id`,
      [DEMO_USERS.gestorVizinha.idInstituicao],
    );
    assert.equal((await mesclar(fica.id, vizinho?.id ?? 0)).statusCode, 404);
    assert.equal((await mesclar(vizinho?.id ?? 0, fica.id)).statusCode, 404);
    assert.equal((await mesclar(fica.id, sai.id, DEMO_USERS.atendente)).statusCode, 403);
    // Nothing moved.
    assert.equal((await get(`/api/contatos/${sai.id}`)).status, 200);
  });
});
