import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ContatoPagina, ContatosPagina } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

describeWithApp('The Contacts screen: /api/contatos', (getApp) => {
  const headersOf = async (user: DemoUser = DEMO_USERS.gestor) => bearer((await loginAs(getApp().app, user)).token);
  /** Contacts of this file only (tag 'tela'), so the demo's contacts never get in the way. */
  const seed = async () => {
    const { app } = getApp();
    const rows = await app.db.query<{ id: number; nome: string }>(
      `insert into contatos (id_instituicao, nome, telefone, tags, data_nascimento) values
         ($1, 'Zuleica Conceição', '11955560001', '{tela,vip}', '1980-03-10'),
         ($1, 'Zuleide Araújo', '11955560002', '{tela}', '1990-07-01'),
         ($1, 'Zuleika Sem Acento', '11955560003', '{tela}', null),
         ($2, 'Zuleica da Vizinha', '21955560001', '{tela}', null)
       on conflict (id_instituicao, telefone) do update set nome = excluded.nome
       returning id, nome`,
      [DEMO_USERS.gestor.idInstituicao, DEMO_USERS.gestorVizinha.idInstituicao],
    );
    const id = (nome: string) => rows.find((row) => row.nome === nome)?.id ?? 0;
    return {
      zuleica: id('Zuleica Conceição'),
      zuleide: id('Zuleide Araújo'),
      vizinha: id('Zuleica da Vizinha'),
    };
  };
  const list = async (query: string, user: DemoUser = DEMO_USERS.gestor) => {
    const response = await getApp().app.inject({ url: `/api/contatos?${query}`, headers: await headersOf(user) });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: ContatosPagina }).data;
  };
  const post = async (url: string, payload: Record<string, unknown>, user: DemoUser = DEMO_USERS.gestor) =>
    getApp().app.inject({ method: 'POST', url, payload, headers: await headersOf(user) });

  it('finds contacts typed without accents or capitals, and filters by tag, month and consent', async () => {
    await seed();
    const names = (page: ContatosPagina) => page.items.map((c) => c.nome);
    assert.deepEqual(names(await list('q=conceicao')), ['Zuleica Conceição']);
    assert.deepEqual(names(await list('q=ARAUJO')), ['Zuleide Araújo']);
    assert.deepEqual(names(await list('q=5556000')), ['Zuleica Conceição', 'Zuleide Araújo', 'Zuleika Sem Acento']);
    assert.deepEqual(names(await list('tag=vip&q=zul')), ['Zuleica Conceição']);
    assert.deepEqual(names(await list('tag=tela&mesAniversario=7')), ['Zuleide Araújo']);
    assert.deepEqual(names(await list('tag=tela&consentimento=sim')), []);
    assert.equal((await list('tag=tela&conversa=com')).total, 0);
    assert.equal((await list('tag=tela&conversa=sem')).total, 3);
  });

  it('filters by a lead in a funnel stage and by a custom field, with a value typed without accents', async () => {
    const ids = await seed();
    const { app } = getApp();
    const idInstituicao = DEMO_USERS.gestor.idInstituicao;
    await app.db.query(`update contatos set campos = '{"cidade": "São José"}' where id = $1`, [ids.zuleica]);
    await app.db.query(`update contatos set campos = '{"cidade": "Campinas"}' where id = $1`, [ids.zuleide]);
    const [etapa] = await app.db.query<{ id: number }>(
      'select id from funil_etapa where id_instituicao = $1 order by id desc limit 1',
      [idInstituicao],
    );
    await app.db.query(
      `insert into lead (id_instituicao, id_contato, id_etapa, origem) values ($1, $2, $3, 'balcao')`,
      [idInstituicao, ids.zuleide, etapa?.id ?? 0],
    );
    const names = (page: ContatosPagina) => page.items.map((c) => c.nome);
    assert.deepEqual(names(await list(`tag=tela&idEtapa=${etapa?.id}`)), ['Zuleide Araújo']);
    assert.deepEqual(names(await list('tag=tela&campo=cidade')), ['Zuleica Conceição', 'Zuleide Araújo']);
    assert.deepEqual(names(await list('tag=tela&campo=cidade&valor=sao jose')), ['Zuleica Conceição']);
    assert.deepEqual(names(await list('tag=tela&campo=bairro')), []);
    const bad = await getApp().app.inject({ url: '/api/contatos?campo=Cidade%20X', headers: await headersOf() });
    assert.equal(bad.statusCode, 400);
  });

  it('exports what the list shows with its filters as the CSV the import reads, never another institution', async () => {
    await seed();
    const exportar = async (query: string, user: DemoUser = DEMO_USERS.gestor) =>
      getApp().app.inject({ url: `/api/contatos/exportar-lista?${query}`, headers: await headersOf(user) });
    const response = await exportar('tag=tela&q=zuleica');
    assert.equal(response.statusCode, 200, response.body);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.match(lines[0] ?? '', /^nome;telefone;/);
    assert.equal(lines.length, 2, 'the header and the one contact the list shows');
    assert.match(lines[1] ?? '', /^"?Zuleica Conceição"?;11955560001;/);
    const todos = await exportar('tag=tela');
    assert.equal(todos.body.trim().split('\r\n').length, 1 + 3, 'header and the three of this institution');
    assert.ok(!todos.body.includes('Vizinha'));
    // The atendente reads the screen, so may export what it shows; a bad filter is refused, not ignored.
    assert.equal((await exportar('tag=tela', DEMO_USERS.atendente)).statusCode, 200);
    assert.equal((await exportar('consentimento=talvez')).statusCode, 400);
  });

  it('pages by name with a cursor, each contact once, the total beside', async () => {
    await seed();
    const first = await list('tag=tela&limite=2');
    assert.equal(first.total, 3);
    assert.deepEqual(
      first.items.map((c) => c.nome),
      ['Zuleica Conceição', 'Zuleide Araújo'],
    );
    assert.ok(first.proximo);
    const second = await list(`tag=tela&limite=2&apos=${encodeURIComponent(first.proximo)}`);
    assert.deepEqual(
      second.items.map((c) => c.nome),
      ['Zuleika Sem Acento'],
    );
    assert.equal(second.proximo, null);
    const bad = await getApp().app.inject({ url: '/api/contatos?apos=nada', headers: await headersOf() });
    assert.equal(bad.statusCode, 400);
  });

  it("never shows another institution's contact: not in the list, 404 on its page and its consent", async () => {
    const { vizinha } = await seed();
    assert.ok(!(await list('q=zuleica')).items.some((c) => c.nome === 'Zuleica da Vizinha'));
    const headers = await headersOf();
    assert.equal((await getApp().app.inject({ url: `/api/contatos/${vizinha}`, headers })).statusCode, 404);
    const registrar = await post(`/api/contatos/${vizinha}/consentimento/registrar`, { nota: 'Por telefone.' });
    assert.equal(registrar.statusCode, 404);
    const [row] = await getApp().app.db.query<{ n: number }>(
      'select count(*)::int as n from contato_consentimento where id_contato = $1',
      [vizinha],
    );
    assert.equal(row?.n, 0);
  });

  it('records consent given on the phone (note required) and revokes it, each a history row by whom', async () => {
    const { zuleica } = await seed();
    const semNota = await post(`/api/contatos/${zuleica}/consentimento/registrar`, { nota: '  ' });
    assert.equal(semNota.statusCode, 400);
    assert.match(semNota.body, /Escreva como a pessoa consentiu/);

    const dado = await post(`/api/contatos/${zuleica}/consentimento/registrar`, { nota: 'Autorizou por telefone.' });
    assert.equal(dado.statusCode, 200, dado.body);
    const pagina = (dado.json() as { data: ContatoPagina }).data;
    assert.deepEqual([pagina.contato.consentimento.marketing, pagina.contato.consentimento.origem], [true, 'manual']);
    assert.deepEqual(
      pagina.historicoConsentimento.map((h) => [h.marketing, h.origem, h.autor, h.nota]),
      [[true, 'manual', DEMO_USERS.gestor.nome, 'Autorizou por telefone.']],
    );

    const revogado = await post(`/api/contatos/${zuleica}/consentimento/revogar`, {});
    assert.equal(revogado.statusCode, 200, revogado.body);
    const depois = (revogado.json() as { data: ContatoPagina }).data;
    assert.equal(depois.contato.consentimento.marketing, false);
    assert.deepEqual(
      depois.historicoConsentimento.map((h) => [h.marketing, h.nota]),
      [
        [false, null],
        [true, 'Autorizou por telefone.'],
      ],
    );
    assert.equal((await list('tag=tela&consentimento=nao')).total, 3);
  });

  it('keeps the history as it was written: an update or a delete of a row is refused', async () => {
    const { zuleide } = await seed();
    await post(`/api/contatos/${zuleide}/consentimento/registrar`, { nota: 'Pessoalmente, no balcão.' });
    const { db } = getApp().app;
    await assert.rejects(
      db.query('update contato_consentimento set marketing = false where id_contato = $1', [zuleide]),
    );
    await assert.rejects(db.query('delete from contato_consentimento where id_contato = $1', [zuleide]));
    const rows = await db.query<{ marketing: boolean }>(
      'select marketing from contato_consentimento where id_contato = $1',
      [zuleide],
    );
    assert.deepEqual(rows, [{ marketing: true }]);
    // The contact's own deletion still takes its history with it.
    const [outro] = await db.query<{ id: number }>(
      `insert into contatos (id_instituicao, nome, telefone) values (1, 'Apagável', '11955560009') returning id`,
    );
    await post(`/api/contatos/${outro?.id}/consentimento/registrar`, { nota: 'Por telefone.' });
    await db.query('delete from contatos where id = $1', [outro?.id ?? 0]);
    const restantes = await db.query('select 1 from contato_consentimento where id_contato = $1', [outro?.id ?? 0]);
    assert.equal(restantes.length, 0);
  });

  it('lets the atendente read the contacts but not change the consent', async () => {
    const { zuleica } = await seed();
    assert.ok((await list('q=zuleica', DEMO_USERS.atendente)).total >= 1);
    const response = await post(
      `/api/contatos/${zuleica}/consentimento/registrar`,
      { nota: 'Por telefone.' },
      DEMO_USERS.atendente,
    );
    assert.equal(response.statusCode, 403);
  });

  it("tags the selected contacts in one call, never another institution's, and only with U", async () => {
    const { zuleica, zuleide, vizinha } = await seed();
    const idsContatos = [zuleica, zuleide, vizinha];
    const ok = await post('/api/contatos/etiquetas', { idsContatos, tag: 'Feira-2027' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual((ok.json() as { data: unknown }).data, { alterados: 2 });
    const again = await post('/api/contatos/etiquetas', { idsContatos, tag: 'feira-2027' });
    assert.deepEqual((again.json() as { data: unknown }).data, { alterados: 0 });
    assert.deepEqual(
      (await list('tag=feira-2027')).items.map((c) => c.nome),
      ['Zuleica Conceição', 'Zuleide Araújo'],
    );
    const [vizinhaTags] = await getApp().app.db.query<{ tags: string[] }>('select tags from contatos where id = $1', [
      vizinha,
    ]);
    assert.deepEqual(vizinhaTags?.tags, ['tela']);
    const atendente = await post('/api/contatos/etiquetas', { idsContatos, tag: 'x' }, DEMO_USERS.atendente);
    assert.equal(atendente.statusCode, 403);
  });

  it("an import never turns a 'não' into a 'sim' without the column, nor with a consent older than the last change", async () => {
    const { zuleica } = await seed();
    const { app } = getApp();
    const importar = async (csv: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contatos/importar?confirmar=true',
        headers: { ...(await headersOf()), 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    const consent = async () =>
      (
        await app.db.query<{ c: boolean; n: number }>(
          `select consentimento_marketing as c,
                  (select count(*)::int from contato_consentimento where id_contato = $1) as n
             from contatos where id = $1`,
          [zuleica],
        )
      )[0];
    await post(`/api/contatos/${zuleica}/consentimento/revogar`, { nota: 'Pediu por telefone.' });
    const antes = (await consent())?.n ?? 0;
    // No consent column, or a blank cell: the "não" stays, no row is written.
    await importar('nome;telefone\nZuleica Conceição;11955560001');
    await importar('nome;telefone;consentimento_marketing\nZuleica Conceição;11955560001;');
    assert.deepEqual(await consent(), { c: false, n: antes });
    // An old export read back ("sim", given in 2020): the preview says the later revocation wins…
    const antigo =
      'nome;telefone;consentimento_marketing;consentimento_origem;consentimento_em\nZuleica Conceição;11955560001;sim;Formulário;01/02/2020';
    const previa = await app.inject({
      method: 'POST',
      url: '/api/contatos/importar',
      headers: { ...(await headersOf()), 'content-type': 'text/csv; charset=utf-8' },
      payload: antigo,
    });
    const [linhaAntiga] = (previa.json() as { data: { linhas: { avisos: string[]; erros: string[] }[] } }).data.linhas;
    assert.deepEqual(linhaAntiga?.erros, []);
    assert.equal(linhaAntiga?.avisos.length, 1);
    assert.match(
      linhaAntiga?.avisos[0] ?? '',
      /^Consentimento "sim" desta linha não será aplicado: o do contato mudou em \d{2}\/\d{2}\/\d{4}/,
    );
    // …and the import keeps it.
    await importar(
      'nome;telefone;consentimento_marketing;consentimento_origem;consentimento_em\nZuleica Conceição;11955560001;sim;Formulário;01/02/2020',
    );
    assert.deepEqual(await consent(), { c: false, n: antes });
    // A column saying she consented, undated (today's file): applied, recorded as an import by the gestor.
    await importar('nome;telefone;consentimento_marketing\nZuleica Conceição;11955560001;sim');
    assert.deepEqual(await consent(), { c: true, n: antes + 1 });
    const [ultimo] = await app.db.query<{ origem: string; idUsuario: number; nota: string }>(
      `select origem, id_usuario as "idUsuario", nota from contato_consentimento where id_contato = $1
        order by em desc, id desc limit 1`,
      [zuleica],
    );
    assert.deepEqual(ultimo, {
      origem: 'importacao',
      idUsuario: DEMO_USERS.gestor.id,
      nota: 'Importação de planilha (Enviar dados).',
    });
  });
});
