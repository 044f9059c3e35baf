import assert from 'node:assert/strict';
import { after, before, beforeEach, it } from 'node:test';
import {
  TOOL_TRANSFERIR,
  TRANSFERENCIA_MOTIVOS,
  type ChatHubEvents,
  type EspecialistaInput,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { createCanal, type CanalRecord } from '../canais/canais.repository';
import { ChannelRegistry } from '../canais/channel-registry';
import { ingestInbound, type InboundOutcome } from '../chat/chat-inbound.commands';
import { findChat, listMensagens } from '../chat/chat.queries';
import { answerInbound, answerWithSpecialist, type AnswerDeps } from './answer-chat';
import { saveContexto } from './contexto.repository';
import { saveEspecialista } from './especialistas.repository';
import { IaClient } from './ia/ia-client';
import { startFakeOpenAi } from './testing/fake-openai-server';

const DEMO = DEMO_INSTITUICOES.demo.id;

const fake = await startFakeOpenAi();
after(() => fake.close());

/** The client of the fake model, giving up on a call after `timeoutMs`. */
const iaClient = (timeoutMs: number) =>
  new IaClient(
    { baseUrl: fake.url, apiKey: '', modelos: ['modelo-teste'], timeoutMs, contextTokens: 6000 },
    { retryBaseMs: 5 },
  );

const especialistaData = (overrides: Partial<EspecialistaInput> = {}) => ({
  nome: 'Rita do Atendimento',
  descricao: 'Responde sobre horários e pedidos.',
  tom: 'cordial' as const,
  modelo: 'modelo-teste',
  temperatura: 0.2,
  historicoMensagens: 3,
  palavrasTransferencia: ['atendente', 'humano'],
  transferenciaPelaIa: true,
  horario: null,
  ativo: true,
  idsCanais: [] as number[],
  ...overrides,
});

describeWithApp('a specialist answering WhatsApp conversations', (getApp) => {
  let canal: CanalRecord;
  let registry: ChannelRegistry;
  let deps: AnswerDeps;
  let idEspecialista: number;
  let published: { event: keyof ChatHubEvents; arg: unknown }[];
  let phoneSeq = 0;
  const newPhone = () => `+55119${String(61000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

  before(async () => {
    const { app } = getApp();
    canal = (await createCanal(app.db, DEMO, { nome: 'IA', provider: 'simulador', estado: 'conectado' })).canal;
    registry = new ChannelRegistry();
    published = [];
    const realtime = {
      ...app.realtime,
      toInstitution: async (_hub: string, _id: number, event: string, args: unknown[]) => {
        published.push({ event: event as keyof ChatHubEvents, arg: args[0] });
      },
      toRoom: async (_id: number, _idChat: number, event: string, args: unknown[]) => {
        published.push({ event: event as keyof ChatHubEvents, arg: args[0] });
      },
    } as unknown as typeof app.realtime;
    deps = {
      db: app.db,
      registry,
      // A model that answers gets seconds, as in production: a busy machine must not turn an answer
      // into a hand-off. The hanging model's test gives its own client a short timeout.
      ia: iaClient(5_000),
      sink: { realtime, log: app.log },
      now: () => new Date('2025-03-03T12:00:00-03:00'),
    };
    const saved = await saveEspecialista(app.db, DEMO, null, especialistaData({ idsCanais: [canal.idCanal] }));
    assert.equal(saved.kind, 'saved');
    idEspecialista = saved.kind === 'saved' ? saved.especialista.idEspecialista : 0;
    const [gestor] = await app.db.query<{ id: number }>(
      'select id from usuario where id_instituicao = $1 and gestor limit 1',
      [DEMO],
    );
    await saveContexto(
      app.db,
      DEMO,
      idEspecialista,
      [{ tipo: 'horarios', conteudo: 'Abrimos de segunda a sexta, das 9h às 17h.', usarCatalogo: false }],
      gestor?.id ?? 0,
    );
  });

  beforeEach(() => {
    fake.script([]);
    published.length = 0;
  });

  /** The contact writes on the simulated channel: the inbound outcome, as the webhook gets it. */
  async function contactWrites(telefone: string, texto: string): Promise<Extract<InboundOutcome, { kind: 'message' }>> {
    const idGateway = `TESTE${Date.now()}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    const [outcome] = await ingestInbound(getApp().app.db, canal, [
      { kind: 'message', idGateway, telefone, nome: 'Contato IA', texto },
    ]);
    assert.equal(outcome?.kind, 'message');
    return outcome as Extract<InboundOutcome, { kind: 'message' }>;
  }

  const history = async (idChat: number) =>
    (await listMensagens(getApp().app.db, DEMO, idChat, { limit: 50 })).items.reverse();

  const usage = (idChat: number) =>
    getApp().app.db.query<{ tipo: string; tokensPrompt: number; tokensResposta: number }>(
      `select tipo, tokens_prompt as "tokensPrompt", tokens_resposta as "tokensResposta" from especialista_uso
        where id_chat = $1 order by id`,
      [idChat],
    );

  it('gives a new conversation to the channel’s specialist and answers through the channel, as the specialist', async () => {
    fake.script([
      { kind: 'texto', texto: 'Abrimos de segunda a sexta, das 9h às 17h.', uso: { prompt: 210, resposta: 14 } },
    ]);
    const telefone = newPhone();
    const [result] = await answerInbound(deps, [await contactWrites(telefone, 'Que horas vocês abrem?')]);
    assert.equal(result?.kind, 'respondida');

    const [enviada] = registry.simuladorFor({ ...canal, provider: 'simulador' }).listEnviadas();
    assert.equal(enviada?.telefone, telefone);
    assert.equal(enviada?.texto, 'Abrimos de segunda a sexta, das 9h às 17h.');

    const idChat = result?.kind === 'respondida' ? result.mensagem.idChat : 0;
    const mensagens = await history(idChat);
    assert.deepEqual(
      mensagens.map((m) => [m.direcao, m.texto, m.autor, m.especialista]),
      [
        ['entrada', 'Que horas vocês abrem?', null, null],
        ['saida', 'Abrimos de segunda a sexta, das 9h às 17h.', null, { idEspecialista, nome: 'Rita do Atendimento' }],
      ],
    );
    const chat = await findChat(getApp().app.db, DEMO, idChat);
    assert.deepEqual(chat?.especialista, { idEspecialista, nome: 'Rita do Atendimento' });
    // The prompt: the specialist, its knowledge, and the conversation as user turns.
    const system = String(fake.requests[0]?.messages[0]?.content);
    assert.ok(system.startsWith('Você é Rita do Atendimento') && system.includes('das 9h às 17h'));
    assert.deepEqual(fake.requests[0]?.messages.slice(1), [{ role: 'user', content: 'Que horas vocês abrem?' }]);
    assert.equal(fake.requests[0]?.tools[0]?.function.name, TOOL_TRANSFERIR);
    // Staff screens see the answer; the usage counts it.
    assert.ok(published.some((p) => p.event === 'NewMessage'));
    assert.deepEqual(await usage(idChat), [{ tipo: 'resposta', tokensPrompt: 210, tokensResposta: 14 }]);

    // The next message carries the history (notes excluded), and is answered again.
    fake.script([{ kind: 'texto', texto: 'Sim, no sábado não abrimos.' }]);
    await getApp().app.db.query(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_autor)
       values ($1, $2, $3, 'nota', 'nota interna', 'enviada', null)`,
      [DEMO, idChat, canal.idCanal],
    );
    const second = await contactWrites(telefone, 'E no sábado?');
    assert.equal((await answerWithSpecialist(deps, second.chat, second.mensagem)).kind, 'respondida');
    assert.deepEqual(
      fake.requests[0]?.messages.slice(1).map((m) => [m.role, m.content]),
      [
        ['user', 'Que horas vocês abrem?'],
        ['assistant', 'Abrimos de segunda a sexta, das 9h às 17h.'],
        ['user', 'E no sábado?'],
      ],
    );
  });

  async function heldChat(texto: string) {
    const outcome = await contactWrites(newPhone(), texto);
    const [assigned] = await getApp().app.db.query('update chat set id_especialista = $2 where id = $1 returning id', [
      outcome.chat.idChat,
      idEspecialista,
    ]);
    assert.ok(assigned);
    const chat = await findChat(getApp().app.db, DEMO, outcome.chat.idChat);
    assert.ok(chat);
    return { chat, mensagem: outcome.mensagem };
  }

  async function assertHandedOff(idChat: number, motivo: keyof typeof TRANSFERENCIA_MOTIVOS) {
    const chat = await findChat(getApp().app.db, DEMO, idChat);
    assert.equal(chat?.status, 'pendente');
    assert.equal(chat?.especialista, null);
    const nota = (await history(idChat)).at(-1);
    assert.equal(nota?.direcao, 'nota');
    assert.ok(nota?.texto.includes(TRANSFERENCIA_MOTIVOS[motivo]), nota?.texto);
    assert.deepEqual(nota?.especialista, { idEspecialista, nome: 'Rita do Atendimento' });
    // The staff hear the new-chat sound and see the status change.
    assert.ok(published.some((p) => p.event === 'NewChatCreated'));
    assert.ok(published.some((p) => p.event === 'ChatStatusChanged'));
    const rows = await usage(idChat);
    assert.equal(rows.at(-1)?.tipo, 'transferencia');
  }

  it('hands off on a keyword without calling the model', async () => {
    const { chat, mensagem } = await heldChat('Quero falar com um atendente');
    assert.deepEqual(await answerWithSpecialist(deps, chat, mensagem), { kind: 'transferida', motivo: 'palavra' });
    assert.equal(fake.requests.length, 0);
    await assertHandedOff(chat.idChat, 'palavra');
  });

  it('hands off when the model calls transferir_para_atendente, counting its tokens', async () => {
    fake.script([{ kind: 'ferramenta', nome: TOOL_TRANSFERIR }]);
    const { chat, mensagem } = await heldChat('Quero cancelar meu pedido e reclamar');
    assert.deepEqual(await answerWithSpecialist(deps, chat, mensagem), { kind: 'transferida', motivo: 'ferramenta' });
    await assertHandedOff(chat.idChat, 'ferramenta');
    assert.deepEqual(await usage(chat.idChat), [{ tipo: 'transferencia', tokensPrompt: 120, tokensResposta: 30 }]);
  });

  it('retries a 429 and answers', async () => {
    fake.script([
      { kind: 'erro', status: 429, retryAfter: '0' },
      { kind: 'texto', texto: 'Respondido após espera.' },
    ]);
    const { chat, mensagem } = await heldChat('Olá?');
    const result = await answerWithSpecialist(deps, chat, mensagem);
    assert.equal(result.kind, 'respondida');
    assert.equal(fake.requests.length, 2);
  });

  it('hands off when the model hangs past the timeout', async () => {
    fake.script([{ kind: 'trava' }]);
    const { chat, mensagem } = await heldChat('Tem alguém aí?');
    assert.deepEqual(await answerWithSpecialist({ ...deps, ia: iaClient(300) }, chat, mensagem), {
      kind: 'transferida',
      motivo: 'falha',
    });
    await assertHandedOff(chat.idChat, 'falha');
  });

  it('hands off when no model is configured', async () => {
    const { chat, mensagem } = await heldChat('Bom dia');
    assert.deepEqual(await answerWithSpecialist({ ...deps, ia: null }, chat, mensagem), {
      kind: 'transferida',
      motivo: 'falha',
    });
  });

  it('never calls a saved model the server no longer offers: the conversation goes to staff', async () => {
    const { app } = getApp();
    await app.db.query(`update especialista set modelo = 'o1-pro-qualquer-modelo-caro' where id = $1`, [
      idEspecialista,
    ]);
    try {
      fake.script([{ kind: 'texto', texto: 'Não devia responder.' }]);
      const { chat, mensagem } = await heldChat('Bom dia, tudo bem?');
      assert.deepEqual(await answerWithSpecialist(deps, chat, mensagem), { kind: 'transferida', motivo: 'modelo' });
      assert.equal(fake.requests.length, 0);
      await assertHandedOff(chat.idChat, 'modelo');
    } finally {
      await app.db.query(`update especialista set modelo = 'modelo-teste' where id = $1`, [idEspecialista]);
    }
  });

  it('hands off outside its working hours', async () => {
    const { app } = getApp();
    await app.db.query(
      `update especialista set horario = '{"dias":[1],"inicio":"08:00","fim":"10:00"}' where id = $1`,
      [idEspecialista],
    );
    try {
      const { chat, mensagem } = await heldChat('Vocês estão abertos?');
      assert.deepEqual(await answerWithSpecialist(deps, chat, mensagem), { kind: 'transferida', motivo: 'horario' });
      await assertHandedOff(chat.idChat, 'horario');
    } finally {
      await app.db.query('update especialista set horario = null where id = $1', [idEspecialista]);
    }
  });

  it('does nothing in a conversation no specialist holds, and drops an answer staff overtook', async () => {
    const outcome = await contactWrites(newPhone(), 'Oi');
    const unheld = await findChat(getApp().app.db, DEMO, outcome.chat.idChat);
    assert.ok(unheld);
    await getApp().app.db.query('update chat set id_especialista = null where id = $1', [unheld.idChat]);
    const staff = await findChat(getApp().app.db, DEMO, unheld.idChat);
    assert.ok(staff);
    assert.deepEqual(await answerWithSpecialist(deps, staff, outcome.mensagem), {
      kind: 'ignorada',
      motivo: 'sem-especialista',
    });

    // Staff take the conversation while the (slow) model writes: nothing goes to the contact.
    fake.script([{ kind: 'lento', ms: 150, texto: 'Tarde demais.' }]);
    const { chat, mensagem } = await heldChat('Qual o preço?');
    const answering = answerWithSpecialist(deps, chat, mensagem);
    // Once the model has the question (and is still writing), staff take the conversation.
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await getApp().app.db.query('update chat set id_especialista = null where id = $1', [chat.idChat]);
    assert.deepEqual(await answering, { kind: 'descartada' });
    assert.ok(!(await history(chat.idChat)).some((m) => m.texto === 'Tarde demais.'));
  });
});
