import type { Chat, Mensagem } from '@colabora/shared/contracts';
import {
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, lead, mensagem, pedidosPage } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';
import { giveBoxesASize } from '../../../test/give-boxes-a-size';
import { serveInbox as serveInboxApi } from '../../../test/serve-inbox';

const api = setupFakeApi();
const hubs = setupFakeHubs();

giveBoxesASize();

const CHAT_CRUD = testMenuItem('chat', 'CRUD', 'Chat');

const session = testSession({ idUsuario: 7, nome: 'Ana Souza', idInstituicao: 1 });

const maria = chat({ idChat: 1, naoLidas: 2 });
const joao = chat({
  idChat: 2,
  contato: { idContato: 11, nome: 'João Lima', telefone: '+5511977776666' },
  ultimaMensagem: null,
  ultimaMensagemEm: '2026-11-22T12:00:00.000Z',
});

function serveInbox(chats: Chat[] = [maria, joao], mensagens: Mensagem[] = [mensagem()]) {
  serveInboxApi(api, chats, mensagens);
}

function renderInbox(url = '/chat', menuItem = CHAT_CRUD) {
  return renderWithProviders(<InboxPage title="Chat" menuItem={menuItem} />, {
    url,
    path: url === '/chat' ? '/chat' : '/chat/:idChat',
    session,
  });
}

const list = () => screen.getByRole('region', { name: 'Conversas' });

describe('given the inbox', () => {
  it('lists the open conversations with name, last message, time and unread count', async () => {
    serveInbox();
    renderInbox();
    const item = await screen.findByTestId('chat-item-1');
    expect(item).toHaveTextContent('Maria Souza');
    expect(item).toHaveTextContent('Oi, tudo bem?');
    expect(within(item).getByLabelText('2 não lidas')).toBeInTheDocument();
    expect(screen.getByTestId('chat-item-2')).toHaveTextContent('Sem mensagens');
    expect(api.calls.find((call) => call.path === '/api/chats')?.searchParams).toMatchObject({ status: 'aberta' });
  });

  it('leaves the one main landmark to the app shell: the conversation is a named region (#28 item 12)', async () => {
    serveInbox();
    renderInbox();
    await screen.findByTestId('chat-item-1');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversa' })).toBeInTheDocument();
  });

  it('asks the server for the tab, "só as minhas" and the search the user chose', async () => {
    serveInbox();
    const user = userEvent.setup();
    renderInbox();
    await screen.findByTestId('chat-item-1');
    await user.click(screen.getByRole('tab', { name: 'Resolvidas' }));
    await user.click(screen.getByLabelText('Só as minhas'));
    await user.type(screen.getByLabelText('Buscar conversas'), 'pedido');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/chats').at(-1)?.searchParams).toEqual({
        status: 'resolvida',
        minhas: 'true',
        q: 'pedido',
        limit: '30',
      }),
    );
  });

  it('moves a conversation to the top when a message arrives, and adds a new one, without reloading', async () => {
    serveInbox();
    renderInbox();
    await screen.findByTestId('chat-item-1');
    const loads = api.calls.filter((call) => call.path === '/api/chats').length;
    act(() =>
      hubs.emitChat(
        'ConversaAtualizada',
        chat({
          ...joao,
          naoLidas: 1,
          ultimaMensagemEm: '2026-11-22T14:00:00.000Z',
          ultimaMensagem: { ...maria.ultimaMensagem!, idMensagem: 300, texto: 'Chegou meu pedido?' },
        }),
      ),
    );
    const names = () =>
      within(list())
        .getAllByRole('link')
        .map((link) => link.textContent ?? '');
    await waitFor(() => expect(names()[0]).toContain('Chegou meu pedido?'));
    act(() =>
      hubs.emitChat(
        'ConversaAtualizada',
        chat({
          idChat: 3,
          contato: { idContato: 12, nome: 'Carla Nova', telefone: '+5521999990000' },
          ultimaMensagemEm: '2026-11-22T15:00:00.000Z',
        }),
      ),
    );
    await waitFor(() => expect(names()[0]).toContain('Carla Nova'));
    // A resolved conversation leaves the "Abertas" tab.
    act(() => hubs.emitChat('ConversaAtualizada', { ...maria, status: 'resolvida' }));
    await waitFor(() => expect(screen.queryByTestId('chat-item-1')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/api/chats')).toHaveLength(loads);
  });

  it('drops a conversation deleted by a colleague', async () => {
    serveInbox();
    renderInbox();
    await screen.findByTestId('chat-item-2');
    act(() => hubs.emitChat('ChatDeleted', { IdChat: 2, IdInstituicao: 1 }));
    await waitFor(() => expect(screen.queryByTestId('chat-item-2')).not.toBeInTheDocument());
  });
});

describe('given an open conversation', () => {
  it('joins its room, shows the history, marks it read, and leaves the room on close', async () => {
    serveInbox();
    const { unmount } = renderInbox('/chat/1');
    expect(await screen.findByTestId('mensagem-100')).toHaveTextContent('Oi, tudo bem?');
    expect(screen.getByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/chats/1/lida')).toBe(true),
    );
    expect(hubs.chat.invoked).toContainEqual(['JoinRoom', [1, 1]]);
    unmount();
    await waitFor(() => expect(hubs.chat.invoked).toContainEqual(['LeaveRoom', [1, 1]]));
  });

  it('marks a conversation with nothing unread read once on opening (the API retries WhatsApp receipts it could not send)', async () => {
    serveInbox();
    renderInbox('/chat/2');
    expect(await screen.findByTestId('mensagem-100')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/chats/2/lida')).toHaveLength(1),
    );
  });

  it('sends a reply with Enter; its tick advances as the contact receives and reads it', async () => {
    serveInbox();
    const sent = mensagem({
      idMensagem: 101,
      direcao: 'saida',
      texto: 'Tudo ótimo!',
      status: 'enviada',
      autor: { idUsuario: 7, nome: 'Ana Souza' },
    });
    api.on('POST', '/api/chats/1/mensagens', () => ok(sent, 'Mensagem enviada.'));
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await user.type(await screen.findByLabelText('Mensagem para o contato'), 'Tudo ótimo!{Enter}');
    expect(api.calls.find((call) => call.method === 'POST')?.json).toEqual({ texto: 'Tudo ótimo!' });
    const bubble = await screen.findByTestId('mensagem-101');
    expect(within(bubble).getByTestId('mensagem-status')).toHaveAttribute('data-status', 'enviada');
    expect(screen.getByLabelText('Mensagem para o contato')).toHaveValue('');
    act(() => hubs.emitChat('NewMessage', { ...sent, status: 'lida' }));
    await waitFor(() => expect(within(bubble).getByTestId('mensagem-status')).toHaveAttribute('data-status', 'lida'));
    expect(bubble).toHaveTextContent('Lida');
  });

  it('keeps the text when sending fails, and says why', async () => {
    serveInbox();
    api.on('POST', '/api/chats/1/mensagens', () =>
      reply(409, { success: false, message: 'O canal está desconectado: conecte-o lendo o QR Code.' }),
    );
    const toastError = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await user.type(await screen.findByLabelText('Mensagem para o contato'), 'Olá{Enter}');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('O canal está desconectado: conecte-o lendo o QR Code.'),
    );
    expect(screen.getByLabelText('Mensagem para o contato')).toHaveValue('Olá');
  });

  it('offers the quick replies after a slash, and Enter puts the chosen one in the box', async () => {
    serveInbox();
    const user = userEvent.setup();
    renderInbox('/chat/1');
    const box = await screen.findByLabelText('Mensagem para o contato');
    await user.type(box, '/ho');
    const options = within(await screen.findByRole('listbox', { name: 'Respostas rápidas' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['/horario Atendemos das 8h às 18h.']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Atendemos das 8h às 18h.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Nothing was sent: picking is not sending.
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves an internal note through its own route', async () => {
    serveInbox();
    api.on('POST', '/api/chats/1/notas', (call) =>
      ok(
        mensagem({
          idMensagem: 102,
          direcao: 'nota',
          texto: String((call.json as { texto: string }).texto),
          status: 'enviada',
        }),
      ),
    );
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await screen.findByTestId('mensagem-100');
    await user.click(screen.getByLabelText('Nota interna'));
    await user.type(screen.getByLabelText('Nota interna (só a equipe vê)'), 'Cliente VIP');
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    expect(await screen.findByTestId('mensagem-102')).toHaveTextContent('Nota interna · só a equipe vê');
    expect(api.calls.some((call) => call.path === '/api/chats/1/mensagens' && call.method === 'POST')).toBe(false);
  });

  it('shows who is typing, and tells colleagues when we type', async () => {
    serveInbox();
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await screen.findByTestId('mensagem-100');
    act(() => hubs.emitChat('UserTyping', 'Bruno Lima', true));
    expect(await screen.findByText('Bruno Lima está digitando…')).toBeInTheDocument();
    act(() => hubs.emitChat('UserTyping', 'Bruno Lima', false));
    await waitFor(() => expect(screen.queryByText('Bruno Lima está digitando…')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Mensagem para o contato'), 'O');
    expect(hubs.chat.invoked).toContainEqual(['SendTyping', [1, 'Ana Souza', true]]);
  });

  it('transfers the conversation and changes its status', async () => {
    serveInbox();
    // The server's copy changes with each write, as the API's does.
    let current: Chat = { ...maria, naoLidas: 0 };
    api.on('GET', '/api/chats/:idChat', () => ok(current));
    // ADR 0037: each colleague's presence beside their name.
    api.on('GET', '/api/presenca', () => ok([{ idUsuario: 8, status: 'online' }]));
    api.on('GET', '/api/chats/responsaveis', () =>
      ok([
        { idUsuario: 7, nome: 'Ana Souza' },
        { idUsuario: 8, nome: 'Bruno Lima' },
      ]),
    );
    api.on('PUT', '/api/chats/1/responsavel', () => {
      current = { ...current, responsavel: { idUsuario: 8, nome: 'Bruno Lima' } };
      return ok(current, 'Conversa atribuída a Bruno Lima.');
    });
    api.on('PUT', '/api/chats/1/status', () => {
      current = { ...current, status: 'resolvida' };
      return ok(current, 'Conversa resolvida.');
    });
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await screen.findByTestId('mensagem-100');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bruno Lima (online)' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Ana Souza (offline)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Responsável'), 'Bruno Lima (online)');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/chats/1/responsavel')?.json).toEqual({ idUsuario: 8 }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'resolvida');
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('resolvida'));
  });

  it('shows the contact with their orders, and turns the conversation into a lead', async () => {
    serveInbox();
    api.on('GET', '/api/chats/1/contato', () =>
      ok({
        idContato: 10,
        nome: 'Maria Souza',
        telefone: '+5511988887777',
        email: null,
        dataNascimento: '1990-05-12',
        origem: 'whatsapp',
        criadoEm: '2026-11-20T10:00:00.000Z',
      }),
    );
    api.on('GET', '/api/pedidos', () => ok(pedidosPage()));
    api.on('POST', '/api/leads/da-conversa/1', () => ok(lead({ idLead: 42 }), 'Lead criado para Maria Souza.'));
    const user = userEvent.setup();
    renderInbox('/chat/1');
    await user.click(await screen.findByRole('button', { name: 'Ver contato' }));
    const panel = await screen.findByRole('complementary', { name: 'Contato' });
    expect(await within(panel).findByText('12/05/1990')).toBeInTheDocument();
    expect(await within(panel).findByText('Nenhum pedido deste contato.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/pedidos')?.searchParams).toMatchObject({ q: '11988887777' });
    expect(within(panel).getByRole('link', { name: 'Novo pedido para este contato' })).toHaveAttribute(
      'href',
      '/pedidos/novo?nome=Maria+Souza&telefone=11988887777',
    );
    await user.click(within(panel).getByRole('button', { name: 'Criar lead desta conversa' }));
    expect(await within(panel).findByRole('link', { name: 'Abrir o lead' })).toHaveAttribute('href', '/leads/42');
  });

  it('gives the conversation to an active AI specialist, and shows its answers as its own', async () => {
    serveInbox(undefined, [
      mensagem({
        idMensagem: 110,
        direcao: 'saida',
        texto: 'Olá! Sou o atendente virtual.',
        status: 'enviada',
        especialista: { idEspecialista: 1, nome: 'Atendente Virtual' },
      }),
    ]);
    api.on('PUT', '/api/chats/1/especialista', () =>
      ok(
        // As the server answers: read already (the conversation was opened).
        { ...maria, naoLidas: 0, especialista: { idEspecialista: 1, nome: 'Atendente Virtual' } },
        'Conversa com Atendente Virtual.',
      ),
    );
    const user = userEvent.setup();
    renderInbox('/chat/1');
    expect(await screen.findByTestId('mensagem-110')).toHaveTextContent('Atendente Virtual (IA)');
    const select = await screen.findByRole('combobox', { name: 'Atendimento por IA' });
    // Only active specialists are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Equipe (sem IA)', 'Atendente Virtual']);
    await user.selectOptions(select, 'Atendente Virtual');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/chats/1/especialista')?.json).toEqual({ idEspecialista: 1 }),
    );
    await waitFor(() => expect(screen.getByTestId('chat-item-1')).toHaveTextContent('IA: Atendente Virtual'));
  });

  it('tells a read-only user why there is no composer, status or transfer', async () => {
    serveInbox();
    renderInbox('/chat/1', testMenuItem('chat', 'R', 'Chat'));
    await screen.findByTestId('mensagem-100');
    expect(screen.queryByLabelText('Mensagem para o contato')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Responsável')).not.toBeInTheDocument();
    expect(screen.getByText(/Seu perfil permite apenas ler esta conversa/)).toBeInTheDocument();
    expect(screen.getByText('Seu perfil permite apenas consultar as conversas.')).toBeInTheDocument();
  });
});
