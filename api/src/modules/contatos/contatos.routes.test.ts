import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ImportacaoResultado } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

const VALID = [
  'Nome;Telefone;E-mail;Data de nascimento',
  'Lúcia Ramos;(11) 96666-0001;lucia@exemplo.com.br;05/06/1990',
  '"Souza; Pedro";11966660002;;',
].join('\r\n');

const WITH_ERRORS = [
  'nome,telefone,email,data_nascimento',
  'Olga Dias,11966660011,olga@exemplo.com.br,',
  ',123,não é email,31/02/2000',
  'Olga Repetida,(11) 96666-0011,,',
].join('\n');

describeWithApp('/api/contatos', (getApp) => {
  const asGestor = async () => bearer((await loginAs(getApp().app, DEMO_USERS.gestor)).token);
  const importar = async (csv: string, confirmar: boolean, headers: Record<string, string>, asText = true) =>
    getApp().app.inject({
      method: 'POST',
      url: `/api/contatos/importar?confirmar=${confirmar}`,
      headers: { ...headers, 'content-type': asText ? 'text/csv; charset=utf-8' : 'application/json' },
      payload: asText ? csv : JSON.stringify({ csv }),
    });
  const count = async () =>
    (await getApp().app.db.query<{ n: number }>('select count(*)::int as n from contatos where id_instituicao = 1'))[0]
      ?.n;

  it('previews every line with all its problems, and writes nothing', async () => {
    const headers = await asGestor();
    const before = await count();
    const response = await importar(WITH_ERRORS, false, headers);
    assert.equal(response.statusCode, 200);
    const data = (response.json() as { data: ImportacaoResultado }).data;
    assert.deepEqual([data.totalLinhas, data.validas, data.invalidas, data.confirmado], [3, 1, 2, false]);
    const [ok, bad, repeated] = data.linhas;
    assert.deepEqual([ok?.linha, ok?.acao, ok?.erros], [2, 'inserir', []]);
    assert.equal(bad?.linha, 3);
    assert.equal(bad?.erros.length, 4); // nome, telefone, e-mail, data
    assert.ok(bad?.erros.includes('Informe o nome.'));
    assert.deepEqual(repeated?.erros, ['Telefone repetido: já aparece na linha 2.']);
    assert.equal(await count(), before);
  });

  it('imports nothing when any line is invalid (400 with the same report)', async () => {
    const headers = await asGestor();
    const before = await count();
    const response = await importar(WITH_ERRORS, true, headers, false);
    assert.equal(response.statusCode, 400);
    const body = response.json() as { success: boolean; message: string; data: ImportacaoResultado };
    assert.equal(body.success, false);
    assert.equal(body.message, 'Nenhum contato foi importado: corrija as 2 linhas com erro e envie o arquivo de novo.');
    assert.equal(body.data.invalidas, 2);
    assert.equal(await count(), before);
  });

  it('imports a valid file in one go, updating contacts whose phone exists, and audits it', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const before = await count();
    const first = await importar(VALID, true, headers);
    assert.equal(first.statusCode, 200);
    const data = (first.json() as { data: ImportacaoResultado }).data;
    assert.deepEqual([data.confirmado, data.inseridos, data.atualizados], [true, 2, 0]);
    assert.equal(await count(), (before ?? 0) + 2);

    const again = (await importar(VALID.replace('Lúcia Ramos', 'Lúcia R. Prado'), false, headers)).json() as {
      data: ImportacaoResultado;
    };
    assert.deepEqual(
      again.data.linhas.map((l) => l.acao),
      ['atualizar', 'atualizar'],
    );
    const second = (await importar(VALID.replace('Lúcia Ramos', 'Lúcia R. Prado'), true, headers)).json() as {
      data: ImportacaoResultado;
    };
    assert.deepEqual([second.data.inseridos, second.data.atualizados], [0, 2]);
    const [row] = await app.db.query<{ nome: string; data_nascimento: string }>(
      "select nome, data_nascimento from contatos where telefone = '11966660001'",
    );
    assert.deepEqual(row, { nome: 'Lúcia R. Prado', data_nascimento: '1990-06-05' });
    const audits = await app.db.query("select 1 from audit_log where entidade = 'contatos' and acao = 'importar'");
    assert.equal(audits.length, 2);
  });

  it('refuses a file without the required columns or without data lines', async () => {
    const headers = await asGestor();
    const noPhone = await importar('nome;email\nAna;ana@x.com.br', false, headers);
    assert.equal(noPhone.statusCode, 400);
    assert.match((noPhone.json() as { message: string }).message, /Coluna obrigatória ausente no cabeçalho: telefone/);
    const empty = await importar('nome;telefone\n', false, headers);
    assert.equal(empty.statusCode, 400);
    const broken = await importar('nome;telefone\n"Ana;11966660099', false, headers);
    assert.equal(broken.statusCode, 400);
    assert.match((broken.json() as { message: string }).message, /malformado/);
  });

  it('exports the institution contacts as a CSV the import reads back, formulas neutralised', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    await importar('nome;telefone\n=HYPERLINK("x");11966660050', true, headers);
    const response = await app.inject({ url: '/api/contatos/exportar', headers });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    assert.ok(
      text.startsWith(
        '\uFEFFnome;telefone;email;data_nascimento;tags;consentimento_marketing;consentimento_origem;consentimento_em\r\n',
      ),
    );
    assert.ok(text.includes(`"'=HYPERLINK(""x"")";11966660050;;;;não;;\r\n`));
    assert.ok(text.includes('Lúcia R. Prado;11966660001;lucia@exemplo.com.br;05/06/1990;;não;;\r\n'));
    // The demo funnel's contacts carry tags (one cell, ';' inside quotes) and consent with its source and day.
    assert.match(
      text,
      /Carla Mendes;11976540001;;;"cliente-vip;buffet";sim;Formulário;\d{2}\/\d{2}\/\d{4}\r\n/,
      'tags and consent exported',
    );
    assert.ok(!text.includes('21987650000'), 'another institution contact leaked');

    const preview = (await importar(text, false, headers)).json() as { data: ImportacaoResultado };
    assert.equal(preview.data.invalidas, 0);
    assert.ok(preview.data.linhas.every((l) => l.acao === 'atualizar'));
  });

  it('imports tags and consent (origem importacao); blank cells keep what the contact has', async () => {
    const { app } = getApp();
    const headers = await asGestor();
    const csv = [
      'nome;telefone;tags;consentimento_marketing',
      'Tereza Tags;11966660070;"vip;Buffet";sim',
      'Ulisses Sem;11966660071;;',
      'Vera Errada;11966660072;com espaço;talvez',
    ].join('\n');
    const preview = (await importar(csv, false, headers)).json() as { data: ImportacaoResultado };
    assert.deepEqual(preview.data.linhas[2]?.erros, [
      'Etiqueta: até 40 letras, números ou hífens, sem espaços.',
      'Consentimento de marketing: use sim ou não.',
    ]);
    const ok = await importar(csv.split('\n').slice(0, 3).join('\n'), true, headers);
    assert.equal(ok.statusCode, 200, ok.body);
    const row = async (telefone: string) =>
      (
        await app.db.query<{ tags: string[]; consentimento: boolean; origem: string | null; em: Date | null }>(
          `select tags, consentimento_marketing as consentimento, consentimento_origem as origem, consentimento_em as em
             from contatos where id_instituicao = 1 and telefone = $1`,
          [telefone],
        )
      )[0];
    assert.deepEqual(await row('11966660070').then((r) => [r?.tags, r?.consentimento, r?.origem]), [
      ['vip', 'buffet'],
      true,
      'importacao',
    ]);
    assert.deepEqual(await row('11966660071').then((r) => [r?.tags, r?.consentimento, r?.em]), [[], false, null]);
    // Again with blank cells: tags and consent stay; a 'não' revokes.
    await importar('nome;telefone;tags;consentimento_marketing\nTereza Tags;11966660070;;', true, headers);
    assert.deepEqual(await row('11966660070').then((r) => [r?.tags, r?.consentimento]), [['vip', 'buffet'], true]);
    await importar('nome;telefone;consentimento_marketing\nTereza Tags;11966660070;não', true, headers);
    assert.equal((await row('11966660070'))?.consentimento, false);
  });

  it('needs C to import and R to export on Enviar dados', async () => {
    const { app } = getApp();
    const atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
    assert.equal((await importar(VALID, false, atendente)).statusCode, 403);
    assert.equal((await app.inject({ url: '/api/contatos/exportar', headers: atendente })).statusCode, 403);
  });
});
