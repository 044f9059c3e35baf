import assert from 'node:assert/strict';
import { after, before, beforeEach, it } from 'node:test';
import {
  TOOL_TRANSFERIR,
  TRANSFERENCIA_MOTIVOS,
  type Especialista,
  type IaConfiguracao,
  type PlaygroundEvento,
  type UsoDia,
} from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { startFakeOpenAi } from './testing/fake-openai-server';

// The operator's model is the fake server: the module reads AI_* when the app is built.
const fake = await startFakeOpenAi();
process.env.AI_BASE_URL = fake.url;
process.env.AI_API_KEY = 'chave-do-operador';
process.env.AI_MODELS = 'modelo-a, modelo-b';
process.env.AI_TIMEOUT_MS = '1000';
process.env.AI_CONTEXT_TOKENS = '600';
after(() => fake.close());

/** The events of a text/event-stream answer. */
function events(body: string): PlaygroundEvento[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as PlaygroundEvento);
}

const LONG_SOBRE = 'Fundada em 1998 por uma família de imigrantes, a padaria cresceu com o bairro. '.repeat(12);
const LONG_FAQ = 'Entregamos em toda a zona sul; o frete é grátis acima de cinquenta reais. '.repeat(12);

describeWithApp('/api/especialistas playground and usage, with a model', (getApp) => {
  let gestor: string;
  let especialista: Especialista;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    const created = await app.inject({
      method: 'POST',
      url: '/api/especialistas',
      headers: bearer(gestor),
      payload: {
        nome: 'Teca da Padaria',
        descricao: 'Responde sobre pães, bolos e entregas.',
        tom: 'cordial',
        modelo: 'modelo-b',
        temperatura: 0.3,
        historicoMensagens: 2,
        palavrasTransferencia: ['atendente'],
        transferenciaPelaIa: true,
        horario: null,
        ativo: true,
        idsCanais: [],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    especialista = created.json<{ data: Especialista }>().data;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/especialistas/${especialista.idEspecialista}/contexto`,
      headers: bearer(gestor),
      payload: {
        secoes: [
          { tipo: 'sobre', conteudo: LONG_SOBRE, usarCatalogo: false },
          { tipo: 'faq', conteudo: LONG_FAQ, usarCatalogo: false },
          { tipo: 'regras', conteudo: 'Não prometa descontos.', usarCatalogo: false },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
  });

  beforeEach(() => fake.script([]));

  const playground = (mensagens: { papel: 'contato' | 'especialista'; texto: string }[]) =>
    getApp().app.inject({
      method: 'POST',
      url: `/api/especialistas/${especialista.idEspecialista}/playground`,
      headers: bearer(gestor),
      payload: { mensagens },
    });

  it('offers the operator’s models, never the key or the URL', async () => {
    const response = await getApp().app.inject({ url: '/api/especialistas/ia', headers: bearer(gestor) });
    assert.deepEqual(response.json<{ data: IaConfiguracao }>().data, {
      configurada: true,
      modelos: ['modelo-a', 'modelo-b'],
      aviso: null,
    });
    assert.ok(!response.body.includes('chave-do-operador') && !response.body.includes('127.0.0.1'));
  });

  it('refuses a model the operator does not offer', async () => {
    const response = await getApp().app.inject({
      method: 'PUT',
      url: `/api/especialistas/${especialista.idEspecialista}`,
      headers: bearer(gestor),
      payload: {
        ...especialista,
        modelo: 'gpt-inexistente',
        idEspecialista: undefined,
        criadoEm: undefined,
        atualizadoEm: undefined,
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ campo: string }>().campo, 'modelo');
  });

  it('keeps a saved model the operator stopped offering on edit, but never calls it in the playground', async () => {
    const { app } = getApp();
    const antigo = await app.db.query<{ id: number }>(
      `insert into especialista (id_instituicao, nome, descricao, tom, modelo, temperatura, historico_mensagens,
         palavras_transferencia, transferencia_pela_ia, ativo)
       select id_instituicao, 'Modelo Antigo', 'Usava um modelo que saiu.', 'cordial', 'modelo-antigo', 0.3, 5,
              '{}', false, false
         from especialista where id = $1 returning id`,
      [especialista.idEspecialista],
    );
    const id = antigo[0]?.id ?? 0;
    const body = { ...especialista, nome: 'Modelo Antigo', modelo: 'modelo-antigo', ativo: false, idsCanais: [] };
    const { idEspecialista: _id, criadoEm: _criado, atualizadoEm: _atualizado, ...input } = body;
    const kept = await getApp().app.inject({
      method: 'PUT',
      url: `/api/especialistas/${id}`,
      headers: bearer(gestor),
      payload: { ...input, descricao: 'Ainda editável.' },
    });
    assert.equal(kept.statusCode, 200, kept.body);
    const played = await getApp().app.inject({
      method: 'POST',
      url: `/api/especialistas/${id}/playground`,
      headers: bearer(gestor),
      payload: { mensagens: [{ papel: 'contato', texto: 'Oi' }] },
    });
    assert.equal(played.statusCode, 409);
    assert.match(played.json<{ message: string }>().message, /modelo-antigo deste especialista não é mais oferecido/);
    assert.equal(fake.requests.length, 0);
  });

  it('streams the answer as server-sent events, after the sections it used, ending with the tokens', async () => {
    fake.script([
      {
        kind: 'texto',
        texto: 'Entregamos sim, e o frete é grátis acima de R$ 50!',
        uso: { prompt: 321, resposta: 17 },
      },
    ]);
    const response = await playground([
      { papel: 'contato', texto: 'Bom dia' },
      { papel: 'especialista', texto: 'Bom dia! Como posso ajudar?' },
      { papel: 'contato', texto: 'Vocês fazem entrega? Qual o frete?' },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/event-stream/);
    const received = events(response.body);
    // Over the 600-token budget: the rules and the section about deliveries, not the history.
    assert.deepEqual(received[0], { tipo: 'contexto', secoes: ['faq', 'regras'] });
    const texto = received.flatMap((event) => (event.tipo === 'texto' ? [event.delta] : [])).join('');
    assert.equal(texto, 'Entregamos sim, e o frete é grátis acima de R$ 50!');
    assert.deepEqual(received.at(-1), { tipo: 'fim', tokensPrompt: 321, tokensResposta: 17 });

    const [sent] = fake.requests;
    assert.equal(sent?.model, 'modelo-b');
    assert.equal(sent?.stream, true);
    assert.equal(sent?.authorization, 'Bearer chave-do-operador');
    const system = sent?.messages[0];
    assert.equal(system?.role, 'system');
    assert.ok(String(system?.content).includes('frete é grátis') && !String(system?.content).includes('imigrantes'));
    // historicoMensagens: 2 → the last two turns only.
    assert.deepEqual(sent?.messages.slice(1), [
      { role: 'assistant', content: 'Bom dia! Como posso ajudar?' },
      { role: 'user', content: 'Vocês fazem entrega? Qual o frete?' },
    ]);
    assert.equal(sent?.tools[0]?.function.name, TOOL_TRANSFERIR);
  });

  it('chooses other sections for another question', async () => {
    const response = await playground([{ papel: 'contato', texto: 'Quem fundou a padaria? Foi uma família?' }]);
    assert.deepEqual(events(response.body)[0], { tipo: 'contexto', secoes: ['sobre', 'regras'] });
  });

  it('shows the hand-off the model decided, and the one a keyword makes without calling it', async () => {
    fake.script([{ kind: 'ferramenta', nome: TOOL_TRANSFERIR }]);
    const byTool = events((await playground([{ papel: 'contato', texto: 'Quero reclamar' }])).body);
    assert.ok(
      byTool.some((event) => event.tipo === 'transferencia' && event.motivo === TRANSFERENCIA_MOTIVOS.ferramenta),
    );

    fake.script([]);
    const byKeyword = events((await playground([{ papel: 'contato', texto: 'Me passa pra um atendente' }])).body);
    assert.deepEqual(byKeyword.slice(1), [
      { tipo: 'transferencia', motivo: TRANSFERENCIA_MOTIVOS.palavra },
      { tipo: 'fim', tokensPrompt: 0, tokensResposta: 0 },
    ]);
    assert.equal(fake.requests.length, 0, 'no model call for a keyword');
  });

  it('ends with an error event when the model hangs past the timeout', async () => {
    fake.script([{ kind: 'trava' }]);
    const received = events((await playground([{ papel: 'contato', texto: 'Oi?' }])).body);
    assert.deepEqual(received.at(-1), { tipo: 'erro', mensagem: 'O modelo de IA demorou demais para responder.' });
  });

  it('counts the playground’s tokens in today’s usage', async () => {
    const url = `/api/especialistas/${especialista.idEspecialista}/uso?dias=7`;
    const before = (await getApp().app.inject({ url, headers: bearer(gestor) })).json<{ data: UsoDia[] }>().data;
    fake.script([{ kind: 'texto', texto: 'Claro!', uso: { prompt: 100, resposta: 5 } }]);
    await playground([{ papel: 'contato', texto: 'Tem bolo?' }]);
    const response = await getApp().app.inject({ url, headers: bearer(gestor) });
    assert.equal(response.statusCode, 200, response.body);
    const dias = response.json<{ data: UsoDia[] }>().data;
    assert.equal(dias.length, 7);
    assert.ok(
      dias.every((dia, index) => index === 0 || dia.dia > (dias[index - 1]?.dia ?? '')),
      'oldest first',
    );
    const hoje = dias.at(-1);
    const antes = before.at(-1);
    assert.equal((hoje?.tokensPrompt ?? 0) - (antes?.tokensPrompt ?? 0), 100);
    assert.equal((hoje?.tokensResposta ?? 0) - (antes?.tokensResposta ?? 0), 5);
    assert.equal(hoje?.conversas, 0, 'the playground is not a conversation');
  });
});
