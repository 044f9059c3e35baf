import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { type Chat, type Contexto, type ContextoVersao, type Especialista } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { ESPECIALISTAS_MESSAGES } from './especialistas.messages';

// A model is offered (never called here: these routes only store): a specialist picks among the
// operator's models. Without any, especialistas.sem-modelo.test.ts.
process.env.AI_BASE_URL = 'http://127.0.0.1:9/v1';
process.env.AI_MODELS = 'qualquer-modelo, outro-modelo';
delete process.env.AI_MODEL;

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

const input = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Ana do Cardápio',
  descricao: 'Responde dúvidas sobre o cardápio.',
  tom: 'cordial',
  modelo: 'qualquer-modelo',
  temperatura: 0.4,
  historicoMensagens: 8,
  palavrasTransferencia: ['atendente', 'humano'],
  transferenciaPelaIa: true,
  horario: { dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' },
  ativo: true,
  idsCanais: [],
  ...overrides,
});

describeWithApp('/api/especialistas', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let idCanal: number;
  let idCanalVizinha: number;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    idCanal = (await createCanal(app.db, DEMO, { nome: 'Especialistas', provider: 'simulador' })).canal.idCanal;
    idCanalVizinha = (await createCanal(app.db, VIZINHA, { nome: 'Vizinha', provider: 'simulador' })).canal.idCanal;
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function create(overrides: Record<string, unknown> = {}): Promise<Especialista> {
    const response = await call(gestor, 'POST', '/api/especialistas', input(overrides));
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ data: Especialista }>().data;
  }

  it('creates, reads, lists, updates and deletes a specialist with its channels', async () => {
    const created = await create({ nome: 'Bia dos Pedidos', idsCanais: [idCanal] });
    assert.equal(created.nome, 'Bia dos Pedidos');
    assert.deepEqual(created.idsCanais, [idCanal]);
    assert.deepEqual(created.horario, { dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' });
    assert.equal(created.temperatura, 0.4);

    const got = await call(gestor, 'GET', `/api/especialistas/${created.idEspecialista}`);
    assert.deepEqual(got.json<{ data: Especialista }>().data, created);
    const list = await call(gestor, 'GET', '/api/especialistas');
    assert.ok(list.json<{ data: Especialista[] }>().data.some((e) => e.idEspecialista === created.idEspecialista));

    const updated = await call(
      gestor,
      'PUT',
      `/api/especialistas/${created.idEspecialista}`,
      input({ nome: 'Bia dos Pedidos', tom: 'formal', horario: null, idsCanais: [], ativo: false }),
    );
    assert.equal(updated.statusCode, 200, updated.body);
    const after = updated.json<{ data: Especialista }>().data;
    assert.equal(after.tom, 'formal');
    assert.equal(after.horario, null);
    assert.deepEqual(after.idsCanais, []);

    const deleted = await call(gestor, 'DELETE', `/api/especialistas/${created.idEspecialista}`);
    assert.equal(deleted.statusCode, 200);
    assert.equal((await call(gestor, 'GET', `/api/especialistas/${created.idEspecialista}`)).statusCode, 404);
  });

  it('refuses what the contract refuses, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: '  ' }, 'nome'],
      [{ temperatura: 2 }, 'temperatura'],
      [{ historicoMensagens: 0 }, 'historicoMensagens'],
      [{ tom: 'rude' }, 'tom'],
      [{ horario: { dias: [], inicio: '08:00', fim: '18:00' } }, 'horario'],
      [{ horario: { dias: [1], inicio: '8h', fim: '18:00' } }, 'horario'],
    ];
    for (const [overrides, campo] of cases) {
      const response = await call(gestor, 'POST', '/api/especialistas', input(overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.equal(response.json<{ campo?: string }>().campo, campo, JSON.stringify(overrides));
    }
  });

  it('accepts only the institution’s channels, one specialist per channel, and one name once', async () => {
    const foreign = await call(
      gestor,
      'POST',
      '/api/especialistas',
      input({ nome: 'Outra', idsCanais: [idCanalVizinha] }),
    );
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json(), {
      success: false,
      message: ESPECIALISTAS_MESSAGES.invalidCanal(idCanalVizinha),
      campo: 'idsCanais',
    });
    const holder = await create({ nome: 'Dona do Canal', idsCanais: [idCanal] });
    const taken = await call(gestor, 'POST', '/api/especialistas', input({ nome: 'Segunda', idsCanais: [idCanal] }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json<{ message: string }>().message, ESPECIALISTAS_MESSAGES.canalTaken('Dona do Canal'));
    const sameName = await call(gestor, 'POST', '/api/especialistas', input({ nome: 'dona do canal' }));
    assert.equal(sameName.statusCode, 409);
    assert.equal(sameName.json<{ campo: string }>().campo, 'nome');
    await call(gestor, 'DELETE', `/api/especialistas/${holder.idEspecialista}`);
  });

  it('keeps institutions apart and follows the profile’s letters', async () => {
    const own = await create({ nome: 'Só da Demonstração' });
    const list = await call(vizinha, 'GET', '/api/especialistas');
    assert.ok(!list.body.includes('Só da Demonstração'));
    assert.equal((await call(vizinha, 'GET', `/api/especialistas/${own.idEspecialista}`)).statusCode, 404);
    assert.equal((await call(vizinha, 'PUT', `/api/especialistas/${own.idEspecialista}`, input())).statusCode, 404);
    assert.equal((await call(vizinha, 'DELETE', `/api/especialistas/${own.idEspecialista}`)).statusCode, 404);
    // The atendente profile has no grant on the specialists' screens.
    assert.equal((await call(atendente, 'GET', '/api/especialistas')).statusCode, 403);
  });

  it('lets the playground and the context editor read the specialists without the Especialistas screen', async () => {
    const { app } = getApp();
    await create({ nome: 'Lido pelo Playground' });
    const idPerfil = DEMO_USERS.atendente.idPerfil;
    await app.db.query(
      `insert into perfil_menu (id_perfil, id_menu, crud) select $1, id_menu, 'R' from menu where rota = 'especialista-ia'`,
      [idPerfil],
    );
    try {
      const list = await call(atendente, 'GET', '/api/especialistas');
      assert.equal(list.statusCode, 200, list.body);
      assert.ok(list.body.includes('Lido pelo Playground'));
      assert.equal((await call(atendente, 'GET', '/api/especialistas/ia')).statusCode, 200);
      // Reading is all it gives: writing needs the Especialistas screen, and so do the channels.
      assert.equal((await call(atendente, 'POST', '/api/especialistas', input({ nome: 'Não' }))).statusCode, 403);
      assert.equal((await call(atendente, 'GET', '/api/especialistas/canais')).statusCode, 403);
    } finally {
      await app.db.query(
        `delete from perfil_menu where id_perfil = $1 and id_menu = (select id_menu from menu where rota = 'especialista-ia')`,
        [idPerfil],
      );
    }
  });

  it("lists the channels a specialist can answer by name and state, never a channel's QR", async () => {
    const response = await call(gestor, 'GET', '/api/especialistas/canais');
    assert.equal(response.statusCode, 200, response.body);
    const canais = (response.json() as { data: { idCanal: number; nome: string; conectado: boolean }[] }).data;
    assert.ok(canais.some((canal) => canal.idCanal === idCanal && canal.nome === 'Especialistas'));
    assert.ok(!canais.some((canal) => canal.idCanal === idCanalVizinha));
    assert.ok(canais.every((canal) => Object.keys(canal).sort().join() === 'conectado,idCanal,nome'));
  });

  it('saves the context as versions, shows the final prompt with the live catalogue, and restores', async () => {
    const esp = await create({ nome: 'Contexto Versionado' });
    const url = `/api/especialistas/${esp.idEspecialista}/contexto`;
    const empty = (await call(gestor, 'GET', url)).json<{ data: Contexto }>().data;
    assert.deepEqual(empty.secoes, []);
    assert.equal(empty.versaoAtual, null);
    assert.equal(empty.orcamentoTokens, 6000);

    const v1 = await call(gestor, 'PUT', url, {
      secoes: [
        { tipo: 'regras', conteudo: 'Nunca prometa descontos.', usarCatalogo: false },
        { tipo: 'sobre', conteudo: 'Padaria do bairro desde 1990.', usarCatalogo: false },
        { tipo: 'produtos', conteudo: 'Preços de balcão.', usarCatalogo: true },
      ],
    });
    assert.equal(v1.statusCode, 200, v1.body);
    const first = v1.json<{ data: Contexto }>().data;
    assert.ok(first.versaoAtual);
    // Sections in CONTEXTO_SECOES order, the catalogue appended to produtos.
    const prompt = first.promptFinal;
    assert.ok(prompt.startsWith('Você é Contexto Versionado'));
    assert.ok(prompt.indexOf('## Sobre a instituição') < prompt.indexOf('## Produtos e preços'));
    assert.ok(prompt.indexOf('## Produtos e preços') < prompt.indexOf('## Regras que deve seguir'));
    assert.match(prompt, /Catálogo atual:\n- .+: R\$\s?\d/);
    assert.equal(first.tokensEstimados, Math.ceil(prompt.length / 4));

    const v2 = await call(gestor, 'PUT', url, {
      secoes: [{ tipo: 'sobre', conteudo: 'Texto novo.', usarCatalogo: true }],
    });
    const second = v2.json<{ data: Contexto }>().data;
    assert.deepEqual(second.secoes, [{ tipo: 'sobre', conteudo: 'Texto novo.', usarCatalogo: false }]);

    const versoes = (await call(gestor, 'GET', `${url}/versoes`)).json<{ data: ContextoVersao[] }>().data;
    assert.deepEqual(
      versoes.map((versao) => versao.idVersao),
      [second.versaoAtual, first.versaoAtual],
    );
    assert.equal(versoes[0]?.autor, DEMO_USERS.gestor.nome);
    assert.equal(versoes[0]?.caracteres, 'Texto novo.'.length);

    const restored = await call(gestor, 'POST', `${url}/versoes/${first.versaoAtual}/restaurar`);
    assert.equal(restored.statusCode, 200, restored.body);
    const third = restored.json<{ data: Contexto }>().data;
    assert.ok((third.versaoAtual ?? 0) > (second.versaoAtual ?? 0), 'a restore is a new version');
    assert.equal(third.promptFinal, first.promptFinal);
    assert.equal((await call(gestor, 'GET', `${url}/versoes`)).json<{ data: ContextoVersao[] }>().data.length, 3);

    // Another specialist's version is not this one's to restore.
    const other = await create({ nome: 'Outro Contexto' });
    const cross = await call(
      gestor,
      'POST',
      `/api/especialistas/${other.idEspecialista}/contexto/versoes/${first.versaoAtual}/restaurar`,
    );
    assert.equal(cross.statusCode, 404);
    assert.equal((await call(vizinha, 'GET', url)).statusCode, 404);
  });

  it('names who wrote every version, the demo’s first one included', async () => {
    const lista = (await call(gestor, 'GET', '/api/especialistas')).json<{ data: Especialista[] }>().data;
    const demo = lista.find((item) => item.nome === 'Assistente de pedidos');
    assert.ok(demo, 'the demo specialist is seeded');
    const versoes = (await call(gestor, 'GET', `/api/especialistas/${demo.idEspecialista}/contexto/versoes`)).json<{
      data: ContextoVersao[];
    }>().data;
    assert.ok(versoes.length > 0);
    assert.equal(versoes.at(-1)?.autor, DEMO_USERS.gestor.nome);
  });

  it('refuses an oversized section', async () => {
    const esp = await create({ nome: 'Seção Grande' });
    const response = await call(gestor, 'PUT', `/api/especialistas/${esp.idEspecialista}/contexto`, {
      secoes: [{ tipo: 'faq', conteudo: 'x'.repeat(20_001), usarCatalogo: false }],
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ message: string }>().message, /no máximo 20000/);
  });

  it('gives a conversation to an active specialist and back, and the chat shows who holds it', async () => {
    const { app } = getApp();
    const esp = await create({ nome: 'Dona da Conversa' });
    const inactive = await create({ nome: 'Desligada', ativo: false });
    const [row] = await app.db.query<{ id: number }>(
      'select id from chat where id_instituicao = $1 order by id limit 1',
      [DEMO],
    );
    const idChat = row?.id ?? 0;
    const url = `/api/chats/${idChat}/especialista`;

    const given = await call(gestor, 'PUT', url, { idEspecialista: esp.idEspecialista });
    assert.equal(given.statusCode, 200, given.body);
    assert.deepEqual(given.json<{ data: Chat }>().data.especialista, {
      idEspecialista: esp.idEspecialista,
      nome: 'Dona da Conversa',
    });
    const chat = (await call(gestor, 'GET', `/api/chats/${idChat}`)).json<{ data: Chat }>().data;
    assert.deepEqual(chat.especialista, { idEspecialista: esp.idEspecialista, nome: 'Dona da Conversa' });

    const refused = await call(gestor, 'PUT', url, { idEspecialista: inactive.idEspecialista });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ campo: string }>().campo, 'idEspecialista');

    // Deleting the specialist gives its conversations back to staff.
    await call(gestor, 'DELETE', `/api/especialistas/${esp.idEspecialista}`);
    assert.equal((await call(gestor, 'GET', `/api/chats/${idChat}`)).json<{ data: Chat }>().data.especialista, null);

    // Another institution's specialist is not one to give a conversation to, nor its chat.
    const [vizEsp] = await app.db.query<{ id: number }>(
      'select id from especialista where id_instituicao = $1 limit 1',
      [VIZINHA],
    );
    const foreign = await call(gestor, 'PUT', url, { idEspecialista: vizEsp?.id });
    assert.equal(foreign.statusCode, 400);
    assert.equal((await call(vizinha, 'PUT', url, { idEspecialista: null })).statusCode, 404);
  });
});
