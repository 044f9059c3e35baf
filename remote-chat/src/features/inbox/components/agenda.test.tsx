import type { Chat, MensagemAgendada, Visao } from '@colabora/shared/contracts';
import { tomorrowAt } from '@colabora/shared/format';
import {
  ok,
  renderWithProviders,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, mensagem, page } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';

const api = setupFakeApi();
setupFakeHubs();

const session = testSession({ idUsuario: 7, nome: 'Ana Souza', idInstituicao: 1 });
const BOLETO = { idEtiqueta: 3, nome: 'Boleto', cor: '#c62828' };

function agendada(overrides: Partial<MensagemAgendada> = {}): MensagemAgendada {
  return {
    idAgendada: 5,
    idChat: 1,
    texto: 'Bom dia! Segue o boleto.',
    enviarEm: '2026-11-30T11:00:00.000Z',
    status: 'agendada',
    erro: null,
    autor: { idUsuario: 7, nome: 'Ana Souza' },
    idMensagem: null,
    ...overrides,
  };
}

function serve(
  chats: Chat[],
  extra: { agendadas?: MensagemAgendada[]; visoes?: Visao[]; fixadas?: number[]; fora?: Chat[] } = {},
) {
  // `fora`: conversations the server has but the list's first page does not.
  const todas = [...chats, ...(extra.fora ?? [])];
  api.on('GET', '/api/chats', () => ok(page(chats)));
  api.on('GET', '/api/canais', () => ok([]));
  api.on('GET', '/api/especialistas', () => ok([]));
  api.on('GET', '/api/respostas-rapidas', () => ok([]));
  api.on('GET', '/api/chats/:idChat', (call) => ok(todas.find((item) => item.idChat === Number(call.params.idChat))));
  api.on('GET', '/api/chats/responsaveis', () => ok([{ idUsuario: 7, nome: 'Ana Souza' }]));
  api.on('GET', '/api/presenca', () => ok([]));
  api.on('GET', '/api/chats/:idChat/mensagens', () => ok(page([mensagem()])));
  api.on('PUT', '/api/chats/:idChat/lida', (call) =>
    ok(chats.find((item) => item.idChat === Number(call.params.idChat))),
  );
  api.on('GET', '/api/chats/:idChat/agendadas', () => ok(extra.agendadas ?? []));
  api.on('GET', '/api/chats/etiquetas', () => ok([BOLETO]));
  api.on('GET', '/api/chats/fixadas', () => ok({ idsChat: extra.fixadas ?? [] }));
  api.on('GET', '/api/chats/visoes', () => ok(extra.visoes ?? []));
}

const render = (url: string, crud = 'CRUD') =>
  renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', crud, 'Chat')} />, {
    url,
    path: url === '/chat' ? '/chat' : '/chat/:idChat',
    session,
  });

describe('given an open conversation', () => {
  it('"Adiar" → "Amanhã às 9h" snoozes it until 9h tomorrow in São Paulo', async () => {
    serve([chat({ idChat: 1 })]);
    let ate = '';
    api.on('PUT', '/api/chats/:idChat/adiamento', (call) => {
      ate = (call.json as { ate: string }).ate;
      return ok(chat({ idChat: 1, adiadaAte: ate }), 'Conversa adiada.');
    });
    const user = userEvent.setup();
    render('/chat/1');
    const header = await screen.findByRole('region', { name: 'Conversa' });
    await user.click(await within(header).findByRole('button', { name: 'Adiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adiar conversa' });
    await user.click(within(dialog).getByRole('radio', { name: /Amanhã às 9h/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Adiar' }));
    await waitFor(() => expect(ate).toBe(tomorrowAt(9).toISOString()));
    expect(await within(header).findByText(/^Adiada até /)).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Trazer de volta' })).toBeInTheDocument();
  });

  it('lists a scheduled message with Cancelar, and a failed one with why and "Tentar de novo"', async () => {
    serve([chat({ idChat: 1 })], {
      agendadas: [
        agendada(),
        agendada({
          idAgendada: 6,
          enviarEm: '2026-11-30T12:00:00.000Z',
          status: 'falhou',
          erro: 'O WhatsApp desta conversa estava desconectado na hora marcada.',
        }),
      ],
    });
    const cancelados: string[] = [];
    api.on('DELETE', '/api/chats/:idChat/agendadas/:idAgendada', (call) => {
      cancelados.push(call.params.idAgendada ?? '');
      return ok(agendada({ status: 'cancelada' }), 'Envio cancelado.');
    });
    const user = userEvent.setup();
    render('/chat/1');
    const lista = await screen.findByRole('region', { name: 'Mensagens agendadas' });
    expect(within(lista).getByText('Agendada para 30/11/2026, 08:00')).toBeInTheDocument();
    expect(within(lista).getByText(/estava desconectado na hora marcada/)).toBeInTheDocument();
    expect(within(lista).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    await user.click(within(lista).getByRole('button', { name: 'Cancelar envio agendado para 30/11/2026, 08:00' }));
    await waitFor(() => expect(cancelados).toEqual(['5']));
  });

  it('a read-only user sees the scheduled messages and labels, without the buttons', async () => {
    serve([chat({ idChat: 1, etiquetas: [BOLETO] })], { agendadas: [agendada()] });
    render('/chat/1', 'R');
    const lista = await screen.findByRole('region', { name: 'Mensagens agendadas' });
    expect(within(lista).queryByRole('button')).not.toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Conversa' });
    expect(within(header).getByText('Boleto')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Adiar' })).not.toBeInTheDocument();
  });
});

describe('given the list', () => {
  it('asks the server for a label and for the snoozed conversations from Filtros', async () => {
    serve([chat({ idChat: 1 })]);
    const user = userEvent.setup();
    render('/chat');
    await screen.findByTestId('chat-item-1');
    await user.click(screen.getByText('Filtros'));
    await user.selectOptions(screen.getByLabelText('Etiqueta'), 'Boleto');
    await user.click(screen.getByLabelText('Adiadas'));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/chats').at(-1)?.searchParams).toMatchObject({
        etiqueta: '3',
        adiadas: 'true',
      }),
    );
  });

  it('applies a saved view in one click', async () => {
    serve([chat({ idChat: 1 })], {
      visoes: [
        {
          idVisao: 9,
          nome: 'Esperando há 30 min',
          filtros: {
            status: [],
            minhas: true,
            fila: '',
            etiqueta: null,
            responsavel: '',
            canal: null,
            naoLidas: true,
            esperandoMinutos: 30,
            adiadas: false,
          },
        },
      ],
    });
    const user = userEvent.setup();
    render('/chat');
    await user.click(await screen.findByRole('button', { name: 'Esperando há 30 min' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/chats').at(-1)?.searchParams).toMatchObject({
        minhas: 'true',
        naoLidas: 'true',
        esperando: '30',
      }),
    );
    expect(screen.getByRole('tab', { name: 'Todas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts my pinned conversations first, marked, even one older than the loaded page', async () => {
    const antiga = chat({
      idChat: 3,
      contato: { idContato: 13, nome: 'Carla Antiga', telefone: '+5511955554444' },
      ultimaMensagemEm: '2026-10-01T12:00:00.000Z',
    });
    serve(
      [chat({ idChat: 1 }), chat({ idChat: 2, contato: { idContato: 12, nome: 'João', telefone: '+5511977776666' } })],
      {
        fixadas: [3],
        fora: [antiga],
      },
    );
    render('/chat');
    const first = await screen.findByTestId('chat-item-3');
    const items = within(screen.getByRole('region', { name: 'Conversas' })).getAllByRole('listitem');
    expect(items[0]).toContainElement(first);
    expect(first).toHaveTextContent('Fixada');
  });
});
