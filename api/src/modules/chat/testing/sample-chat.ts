import type { Chat, Mensagem } from '@colabora/shared/contracts';

/*
 * Test support: a conversation and a message as the chat hub events carry them (ChatHubEvents),
 * for protocol tests that need a real payload and tell events apart by id or text.
 */

const INSTANT = '2025-01-01T12:00:00.000Z';

export function sampleMensagem(overrides: Partial<Mensagem> = {}): Mensagem {
  return {
    idMensagem: 1,
    idChat: 1,
    direcao: 'entrada',
    tipo: 'texto',
    texto: 'Olá',
    status: 'entregue',
    autor: null,
    criadoEm: INSTANT,
    ...overrides,
  };
}

export function sampleChat(overrides: Partial<Chat> = {}): Chat {
  return {
    idChat: 1,
    idInstituicao: 1,
    idCanal: 1,
    status: 'aberta',
    contato: { idContato: 1, nome: 'Contato de teste', telefone: '+5511988887777' },
    responsavel: null,
    especialista: null,
    naoLidas: 0,
    ultimaMensagem: null,
    ultimaMensagemEm: INSTANT,
    criadoEm: INSTANT,
    ...overrides,
  };
}
