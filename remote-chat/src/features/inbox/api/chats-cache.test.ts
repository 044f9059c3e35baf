import type { Mensagem } from '@colabora/shared/contracts';
import { QueryClient } from '@tanstack/react-query';
import { mensagensQueryKey, writeMensagemToCache } from './chats-cache';

const mensagem = (idMensagem: number, criadoEm: string): Mensagem => ({
  idMensagem,
  idChat: 4,
  direcao: 'entrada',
  tipo: 'texto',
  texto: `m${idMensagem}`,
  status: 'entregue',
  autor: null,
  criadoEm,
});

describe('a NewMessage written into the open history', () => {
  it('lands where WhatsApp says it was sent, not at the bottom, when it was fetched late (ADR 0036)', () => {
    const client = new QueryClient();
    client.setQueryData(mensagensQueryKey(4), {
      pages: [
        {
          items: [mensagem(11, '2026-11-27T12:05:00.000Z'), mensagem(10, '2026-11-27T12:00:00.000Z')],
          nextCursor: null,
        },
      ],
      pageParams: [undefined],
    });
    writeMensagemToCache(client, mensagem(12, '2026-11-27T12:02:00.000Z'));
    writeMensagemToCache(client, mensagem(13, '2026-11-27T12:06:00.000Z'));
    const data = client.getQueryData<{ pages: { items: Mensagem[] }[] }>(mensagensQueryKey(4));
    expect(data?.pages[0]?.items.map((item) => item.idMensagem)).toEqual([13, 11, 12, 10]);
  });
});
