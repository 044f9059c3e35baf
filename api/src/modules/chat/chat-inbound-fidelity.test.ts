import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  MENSAGEM_APAGADA_TEXTO,
  type Chat,
  type ChatHubEvents,
  type CursorPage,
  type Mensagem,
} from '@colabora/shared/contracts';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import { EvolutionAdapter } from '../canais/evolution-adapter';
import { EvolutionClient } from '../canais/evolution-client';
import type { EvolutionAcao } from '../canais/evolution-payloads';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { startEvolutionChannelApp, type EvolutionChannelApp, type Published } from './testing/evolution-channel-app';

/*
 * Issue #26, inbound: every kind of message a contact sends, posted by the fake Evolution API v2
 * exactly as the gateway posts it, through the real webhook route, read back as staff read it.
 */

const API_KEY = 'chave-global-de-teste';

for (const engine of testEngines()) {
  describe(`a contact's WhatsApp messages, as sent [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    let published: Published[];
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(60000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp fiel', '+5511900001111');
      ({ testApp, fake, gestor, instance, idCanal, published } = ctx);
    });

    after(() => ctx.close());

    beforeEach(() => {
      published.length = 0;
    });

    function inject(method: 'GET' | 'POST', url: string, payload?: object) {
      return testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });
    }

    /** A contact writes a plain text; answers its gateway id and conversation. */
    async function writes(telefone: string, texto: string) {
      const { id, status } = await fake.contactWrites(instance, { telefone, nome: 'Contato Fiel', texto });
      assert.equal(status, 200);
      return { id, idChat: await chatOf(telefone) };
    }

    async function acts(telefone: string, acao: EvolutionAcao) {
      const answer = await fake.contactActs(instance, { telefone, nome: 'Contato Fiel' }, acao);
      assert.equal(answer.status, 200);
      return answer.id;
    }

    async function chatOf(telefone: string): Promise<number> {
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row, `conversa de ${telefone}`);
      return row.id;
    }

    /** The conversation's messages as staff see them, oldest first. */
    async function history(idChat: number): Promise<Mensagem[]> {
      const response = await inject('GET', `/api/chats/${idChat}/mensagens`);
      assert.equal(response.statusCode, 200, response.body);
      return [...(response.json() as { data: CursorPage<Mensagem> }).data.items].reverse();
    }

    async function chat(idChat: number): Promise<Chat> {
      const response = await inject('GET', `/api/chats/${idChat}`);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: Chat }).data;
    }

    const events = (name: keyof ChatHubEvents) => published.filter((p) => p.event === name).map((p) => p.arg);

    it('shows a quoted reply with the message it answers, staff’s or the contact’s', async () => {
      const telefone = newPhone();
      const original = await writes(telefone, 'Vocês abrem sábado?');
      const resposta = await acts(telefone, {
        tipo: 'texto',
        texto: 'E domingo também?',
        citando: { idGateway: original.id, texto: 'Vocês abrem sábado?' },
      });
      const [first, second] = await history(original.idChat);
      assert.equal(second?.texto, 'E domingo também?');
      assert.deepEqual(second?.citada, {
        idMensagem: first?.idMensagem,
        direcao: 'entrada',
        previa: 'Vocês abrem sábado?',
      });
      assert.ok(resposta);
      // A quote of a message this conversation never stored shows the preview the phone sent.
      await acts(telefone, {
        tipo: 'texto',
        texto: 'Sobre aquilo',
        citando: { idGateway: '3EB0ANTIGA0000000001', texto: 'mensagem de antes do canal' },
      });
      const last = (await history(original.idChat)).at(-1);
      assert.deepEqual(last?.citada, { idMensagem: null, direcao: null, previa: 'mensagem de antes do canal' });
    });

    it('keeps one reaction per contact: replaced when changed, gone when removed, never a message', async () => {
      const telefone = newPhone();
      const { id, idChat } = await writes(telefone, 'Pedido feito!');
      const unread = (await chat(idChat)).naoLidas;
      published.length = 0;
      await acts(telefone, { tipo: 'reacao', alvo: id, emoji: '👍' });
      let [mensagem] = await history(idChat);
      assert.deepEqual(
        mensagem?.reacoes?.map((r) => [r.emoji, r.de]),
        [['👍', 'contato']],
      );
      assert.deepEqual(events('NewMessage'), []);
      assert.deepEqual(
        (events('MensagemAtualizada') as Mensagem[]).map((m) => m.reacoes?.[0]?.emoji),
        ['👍'],
      );
      await acts(telefone, { tipo: 'reacao', alvo: id, emoji: '❤️' });
      [mensagem] = await history(idChat);
      assert.deepEqual(
        mensagem?.reacoes?.map((r) => r.emoji),
        ['❤️'],
      );
      // The same reaction again changes nothing and publishes nothing.
      published.length = 0;
      await acts(telefone, { tipo: 'reacao', alvo: id, emoji: '❤️' });
      assert.deepEqual(events('MensagemAtualizada'), []);
      await acts(telefone, { tipo: 'reacao', alvo: id, emoji: '' });
      const after = await history(idChat);
      assert.equal(after.length, 1);
      assert.equal(after[0]?.reacoes, undefined);
      assert.equal((await chat(idChat)).naoLidas, unread);
    });

    it('does not let a contact react to another conversation’s message', async () => {
      const alheia = await writes(newPhone(), 'Mensagem de outra pessoa');
      const intruso = newPhone();
      await writes(intruso, 'Oi');
      await acts(intruso, { tipo: 'reacao', alvo: alheia.id, emoji: '😡' });
      const [mensagem] = await history(alheia.idChat);
      assert.equal(mensagem?.reacoes, undefined);
    });

    it('shows an edit with its history, once, and a delete for everyone keeps what was said', async () => {
      const telefone = newPhone();
      const { id, idChat } = await writes(telefone, 'Quero 2 pães');
      published.length = 0;
      await acts(telefone, { tipo: 'edicao', alvo: id, texto: 'Quero 3 pães' });
      await acts(telefone, { tipo: 'edicao', alvo: id, texto: 'Quero 3 pães' });
      let [mensagem] = await history(idChat);
      assert.equal(mensagem?.texto, 'Quero 3 pães');
      assert.ok(mensagem?.editadaEm);
      assert.deepEqual(
        mensagem?.edicoes?.map((e) => e.texto),
        ['Quero 2 pães'],
      );
      assert.equal(events('MensagemAtualizada').length, 1, 'a repeated edit publishes nothing');
      assert.equal(events('ConversaAtualizada').length, 1, 'the list preview follows the edit');
      assert.deepEqual(events('NewMessage'), []);

      published.length = 0;
      // Evolution 2.3 posts MESSAGES_EDITED (REVOKE) and then MESSAGES_DELETE: applied once.
      await acts(telefone, { tipo: 'apagar', alvo: id });
      [mensagem] = await history(idChat);
      assert.ok(mensagem?.apagadaEm);
      assert.equal(mensagem?.texto, 'Quero 3 pães', 'staff keep what the contact said');
      assert.equal(events('MensagemAtualizada').length, 1);
      // An edit after the delete changes nothing.
      await acts(telefone, { tipo: 'edicao', alvo: id, texto: 'outra coisa' });
      assert.equal((await history(idChat))[0]?.texto, 'Quero 3 pães');
      assert.equal(MENSAGEM_APAGADA_TEXTO, 'Mensagem apagada pelo contato');
    });

    it('never lets a contact edit or delete what staff sent', async () => {
      const telefone = newPhone();
      const { idChat } = await writes(telefone, 'Oi');
      const sent = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Bom dia! Como ajudo?' });
      assert.equal(sent.statusCode, 201, sent.body);
      const idGateway = fake.instance(instance).sent.at(-1)?.id;
      assert.ok(idGateway);
      await acts(telefone, { tipo: 'edicao', alvo: idGateway, texto: 'adulterada' });
      await acts(telefone, { tipo: 'apagar', alvo: idGateway });
      const staff = (await history(idChat)).at(-1);
      assert.equal(staff?.texto, 'Bom dia! Como ajudo?');
      assert.equal(staff?.apagadaEm, undefined);
      // A reaction to staff's message is the contact's to give.
      await acts(telefone, { tipo: 'reacao', alvo: idGateway, emoji: '🙏' });
      assert.deepEqual(
        (await history(idChat)).at(-1)?.reacoes?.map((r) => r.emoji),
        ['🙏'],
      );
    });

    it('stores a location, a contact card, a poll, a sticker, wrapped messages and an unknown kind', async () => {
      const telefone = newPhone();
      const { idChat } = await writes(telefone, 'Vou mandar umas coisas');
      published.length = 0;
      const acoes: EvolutionAcao[] = [
        { tipo: 'localizacao', latitude: -23.5505, longitude: -46.6333, nome: 'Sede', endereco: 'Praça da Sé, 1' },
        { tipo: 'contato', nome: 'Maria Souza', telefone: '+5511988887777' },
        { tipo: 'enquete', pergunta: 'Qual horário?', opcoes: ['9h', '14h'] },
        { tipo: 'figurinha' },
        { tipo: 'visualizacao_unica', legenda: 'só uma vez' },
        { tipo: 'temporaria', texto: 'some em 7 dias' },
        { tipo: 'desconhecido', tipoOriginal: 'eventMessage' },
      ];
      for (const acao of acoes) await acts(telefone, acao);
      const [, ...recebidas] = await history(idChat);
      assert.deepEqual(
        recebidas.map((m) => [m.tipo, m.texto, m.conteudo ?? null, m.midia?.mime ?? null]),
        [
          [
            'texto',
            'Localização: Sede, Praça da Sé, 1 (-23.5505, -46.6333)',
            {
              tipo: 'localizacao',
              latitude: -23.5505,
              longitude: -46.6333,
              nome: 'Sede',
              endereco: 'Praça da Sé, 1',
            },
            null,
          ],
          [
            'texto',
            'Contato: Maria Souza +5511988887777',
            { tipo: 'contatos', contatos: [{ nome: 'Maria Souza', telefones: ['+5511988887777'] }] },
            null,
          ],
          [
            'texto',
            'Enquete: Qual horário?\n• 9h\n• 14h',
            { tipo: 'enquete', pergunta: 'Qual horário?', opcoes: ['9h', '14h'], escolhas: 1 },
            null,
          ],
          ['imagem', '', { tipo: 'figurinha' }, 'image/webp'],
          ['imagem', 'só uma vez', null, 'image/webp'],
          ['texto', 'some em 7 dias', null, null],
          [
            'texto',
            'Tipo de mensagem não suportado (eventMessage)',
            { tipo: 'nao_suportado', tipoOriginal: 'eventMessage' },
            null,
          ],
        ],
      );
      assert.equal(events('NewMessage').length, acoes.length, 'each is a new message on the hub');
      assert.equal((await chat(idChat)).naoLidas, acoes.length + 1);
      // The sticker's bytes are served like any file.
      const sticker = recebidas[3];
      const file = await inject('GET', `/api/chats/${idChat}/mensagens/${sticker?.idMensagem}/midia`);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'image/webp');
    });

    it('reads a reaction found by reconciliation like the webhook’s', async () => {
      const telefone = newPhone();
      const { id } = await writes(telefone, 'Chegou?');
      // The gateway stored a reaction the webhook never delivered; findMessages answers it.
      const adapter = new EvolutionAdapter(new EvolutionClient({ url: fake.url, apiKey: API_KEY }), idCanal, instance);
      const stored = fake.instance(instance);
      stored.messages.push({
        key: { remoteJid: `${telefone.slice(1)}@s.whatsapp.net`, fromMe: false, id: '3EB0RECONCILIADA01' },
        pushName: 'Contato Fiel',
        message: { reactionMessage: { key: { id }, text: '🎉' } },
        messageType: 'reactionMessage',
        messageTimestamp: Math.floor(Date.now() / 1000),
      });
      const missed = await adapter.fetchMissed(new Date(Date.now() - 60_000));
      assert.ok(missed.some((event) => event.kind === 'reaction' && event.alvo === id && event.emoji === '🎉'));
    });
  });
}
