import type { Chat, Especialista, Mensagem } from '@colabora/shared/contracts';
import { ok, type FakeApi } from '@colabora/shared/testing';
import { mensagem, page } from './fixtures';
import { serveAgenda } from './serve-agenda';

/** A specialist as GET /api/especialistas lists it (only what the inbox reads matters here). */
export function especialista(idEspecialista: number, nome: string, ativo: boolean): Especialista {
  return {
    idEspecialista,
    nome,
    descricao: 'Atende pelo WhatsApp',
    tom: 'cordial',
    modelo: 'modelo',
    temperatura: 0.3,
    historicoMensagens: 10,
    palavrasTransferencia: ['atendente'],
    transferenciaPelaIa: true,
    horario: null,
    ativo,
    idsCanais: [],
    criadoEm: '2026-11-20T10:00:00.000Z',
    atualizadoEm: '2026-11-20T10:00:00.000Z',
  };
}
/**
 * The inbox's endpoints answered: `chats` listed and each one by id, `mensagens` as every
 * conversation's history, two specialists (one active), two quick replies, two assignees, no
 * channels, queues or presence, the agenda empty (serve-agenda.ts), and a read receipt that clears
 * the unread count.
 * @example serveInbox(api, [chat({ idChat: 1 })]);
 */
export function serveInbox(api: FakeApi, chats: Chat[], mensagens: Mensagem[] = [mensagem()]): void {
  api.on('GET', '/api/chats', () => ok(page(chats)));
  api.on('GET', '/api/canais', () => ok([]));
  api.on('GET', '/api/especialistas', () =>
    ok([especialista(1, 'Atendente Virtual', true), especialista(2, 'Desligado', false)]),
  );
  api.on('GET', '/api/respostas-rapidas', () =>
    ok([
      { idRespostaRapida: 1, atalho: 'horario', texto: 'Atendemos das 8h às 18h.' },
      { idRespostaRapida: 2, atalho: 'pix', texto: 'Nossa chave PIX é o CNPJ.' },
    ]),
  );
  api.on('GET', '/api/chats/:idChat', (call) => ok(chats.find((item) => item.idChat === Number(call.params.idChat))));
  // After /:idChat: the later route wins when both match.
  api.on('GET', '/api/presenca', () => ok([])); // ADR 0037: colleagues' presence
  api.on('GET', '/api/chats/responsaveis', () =>
    ok([
      { idUsuario: 7, nome: 'Ana Souza' },
      { idUsuario: 8, nome: 'Bruno Lima' },
    ]),
  );
  api.on('GET', '/api/chats/:idChat/mensagens', () => ok(page(mensagens)));
  api.on('GET', '/api/chats/filas', () => ok([]));
  serveAgenda(api);
  api.on('PUT', '/api/chats/:idChat/lida', (call) =>
    ok({ ...chats.find((item) => item.idChat === Number(call.params.idChat)), naoLidas: 0 }),
  );
}
