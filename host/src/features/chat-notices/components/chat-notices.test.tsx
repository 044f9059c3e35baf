import type { Chat } from '@colabora/shared/contracts/chat';
import type { ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { invalidateQueriesOnReconnect } from '@colabora/shared/realtime';
import { ok, setupFakeApi, setupFakeHubs } from '@colabora/shared/testing';
import { showToast, Toaster } from '@colabora/shared/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@colabora/shared/router';
import { setScreenTitle } from '../../../app/document-title';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import { SideMenu } from '../../menu/components/side-menu';
import ChatNotices from './chat-notices';

jest.mock('../../../federation/load-remote-page', () => ({ preloadRemotePage: jest.fn() }));

const ME = GESTOR_SESSION.usuario.idUsuario;
const api = setupFakeApi();
const hubs = setupFakeHubs();
let server: ChatsAguardando;

beforeAll(() => {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as never) as typeof window.matchMedia;
});

beforeEach(() => {
  server = { idsChat: [3], ultimoIdMensagem: 100, canaisFora: [], idsFila: [] };
  api.on('GET', '/api/chats/nao-lidas', () => ok(server));
  api.on('GET', '/api/Usuario/verificar-push-notification/:idUsuario', () => ({ temPushNotification: false }));
  setScreenTitle('Pedidos');
});
afterEach(() => act(() => showToast.dismiss()));

const RITA = { idContato: 80, nome: 'Rita Alves', telefone: '+5511977776666' };

const patricia = (
  changes: Partial<Chat> = {},
  idMensagem = 101,
  direcao: 'entrada' | 'saida' | 'nota' = 'entrada',
): Chat => ({
  idChat: 7,
  idInstituicao: GESTOR_SESSION.usuario.idInstituicao,
  idCanal: 1,
  status: 'aberta',
  contato: { idContato: 70, nome: 'Patrícia Souza', telefone: '+5511988887777' },
  responsavel: null,
  especialista: null,
  naoLidas: 1,
  ultimaMensagem: {
    idMensagem,
    direcao,
    texto: 'Oi, meu pedido chegou?',
    status: 'entregue',
    criadoEm: '2026-11-26T12:00:00.000Z',
  },
  ultimaMensagemEm: '2026-11-26T12:00:00.000Z',
  criadoEm: '2026-11-26T11:00:00.000Z',
  ...changes,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderOn(path: string) {
  const rendered = renderWithApp(
    <>
      <ChatNotices idUsuario={ME} idInstituicao={GESTOR_SESSION.usuario.idInstituicao} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Toaster />
    </>,
    { path, session: GESTOR_SESSION, menu: [menuItem('chat', 'Chat')] },
  );
  return rendered;
}

describe('given staff on another screen', () => {
  it('puts the waiting count in front of the screen’s title, from the API once', async () => {
    renderOn('/pedidos');
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    expect(api.calls.filter((call) => call.path === '/api/chats/nao-lidas')).toHaveLength(1);
  });

  it('shows "Nova mensagem de Patrícia Souza" and "Abrir" opens the conversation', async () => {
    renderOn('/pedidos');
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    act(() => hubs.emitChat('ConversaAtualizada', patricia()));
    expect(await screen.findByText('Nova mensagem de Patrícia Souza')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Colabora'));
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/chat/7');
  });

  it('says nothing for a note, a send of staff, an older message or a conversation of someone else', async () => {
    renderOn('/pedidos');
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ naoLidas: 0, contato: RITA }, 102, 'nota')));
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ naoLidas: 0, contato: RITA }, 103, 'saida')));
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ contato: RITA }, 99)));
    act(() =>
      hubs.emitChat(
        'ConversaAtualizada',
        patricia({ idChat: 8, contato: RITA, responsavel: { idUsuario: 99, nome: 'Bruno' } }, 104),
      ),
    );
    expect(screen.queryByText(/Nova mensagem de Rita/)).not.toBeInTheDocument();
    // The older message is still unread and unassigned: it waits, without a toast.
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Colabora'));
  });

  it("notices a conversation of the user's queues, not another queue's nor one still in the greeting menu", async () => {
    server = { idsChat: [3], ultimoIdMensagem: 100, canaisFora: [], idsFila: [5] };
    renderOn('/pedidos');
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    const financeiro = { idFila: 9, nome: 'Financeiro', cor: '#2e7d32' };
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ contato: RITA, fila: financeiro }, 102)));
    act(() =>
      hubs.emitChat('ConversaAtualizada', patricia({ idChat: 8, contato: RITA, aguardandoSaudacao: true }, 103)),
    );
    act(() =>
      hubs.emitChat(
        'ConversaAtualizada',
        patricia({ idChat: 9, fila: { idFila: 5, nome: 'Pedidos', cor: '#1565c0' } }, 104),
      ),
    );
    expect(await screen.findByText('Nova mensagem de Patrícia Souza')).toBeInTheDocument();
    expect(screen.queryByText(/Nova mensagem de Rita/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Colabora'));
  });

  it('counts down when a conversation is read, assigned to someone else or deleted', async () => {
    server = { idsChat: [3, 7, 9], ultimoIdMensagem: 100, canaisFora: [], idsFila: [] };
    renderOn('/pedidos');
    await waitFor(() => expect(document.title).toBe('(3) Pedidos · Colabora'));
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ naoLidas: 0 }, 100)));
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Colabora'));
    act(() =>
      hubs.emitChat('ConversaAtualizada', patricia({ idChat: 9, responsavel: { idUsuario: 99, nome: 'Bruno' } }, 90)),
    );
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    act(() => hubs.emitChat('ChatDeleted', { IdChat: 3, IdInstituicao: 1 }));
    await waitFor(() => expect(document.title).toBe('Pedidos · Colabora'));
  });

  it('asks the API again after the hub reconnects (events missed meanwhile)', async () => {
    const { queryClient } = renderOn('/pedidos');
    invalidateQueriesOnReconnect(queryClient);
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    server = { idsChat: [3, 11, 12], ultimoIdMensagem: 130, canaisFora: [], idsFila: [] };
    await act(() => hubs.reconnect());
    await waitFor(() => expect(document.title).toBe('(3) Pedidos · Colabora'));
  });
});

describe('given staff on the chat', () => {
  it('keeps the count but shows no toast: the list is on screen', async () => {
    renderOn('/chat/3');
    await waitFor(() => expect(document.title).toBe('(1) Pedidos · Colabora'));
    act(() => hubs.emitChat('ConversaAtualizada', patricia({ contato: RITA })));
    await waitFor(() => expect(document.title).toBe('(2) Pedidos · Colabora'));
    expect(screen.queryByText(/Nova mensagem de Rita/)).not.toBeInTheDocument();
  });
});

describe('the side menu’s Chat item', () => {
  it('shows how many conversations wait, named for screen readers', async () => {
    const { queryClient } = renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, {
      session: GESTOR_SESSION,
      menu: [menuItem('pedidos', 'Pedidos'), menuItem('chat', 'Chat')],
    });
    expect(await screen.findByRole('link', { name: 'Chat' }, { timeout: 5_000 })).toBeInTheDocument();
    act(() =>
      queryClient.setQueryData(['chats-aguardando', ME], {
        idsChat: [3, 4, 5],
        ultimoIdMensagem: 1,
        canaisFora: [],
        idsFila: [],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chat' })).toHaveAccessibleDescription('3 conversas aguardando'),
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveTextContent('Chat3');
  });
});
