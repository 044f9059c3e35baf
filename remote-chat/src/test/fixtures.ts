import type { Chat, CursorPage, Mensagem } from '@colabora/shared/contracts';

/** A conversation as GET /api/chats answers it; override what the test is about. */
export function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    idChat: 1,
    idInstituicao: 1,
    idCanal: 1,
    status: 'aberta',
    contato: { idContato: 10, nome: 'Maria Souza', telefone: '+5511988887777' },
    responsavel: null,
    especialista: null,
    naoLidas: 0,
    ultimaMensagem: {
      idMensagem: 100,
      direcao: 'entrada',
      texto: 'Oi, tudo bem?',
      status: 'entregue',
      criadoEm: '2026-11-22T13:00:00.000Z',
    },
    ultimaMensagemEm: '2026-11-22T13:00:00.000Z',
    criadoEm: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function mensagem(overrides: Partial<Mensagem> = {}): Mensagem {
  return {
    idMensagem: 100,
    idChat: 1,
    direcao: 'entrada',
    tipo: 'texto',
    texto: 'Oi, tudo bem?',
    status: 'entregue',
    autor: null,
    criadoEm: '2026-11-22T13:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null): CursorPage<T> => ({ items, nextCursor });
