import type { Chat } from '@colabora/shared/contracts';
import {
  ok,
  renderWithProviders,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, mensagem, page } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';
import { serveAgenda } from '../../../test/serve-agenda';

const api = setupFakeApi();
setupFakeHubs();

const ANA = { idUsuario: 7, nome: 'Ana Souza' };
const session = testSession({ idUsuario: ANA.idUsuario, nome: ANA.nome, idInstituicao: 1 });
const bruno = { idUsuario: 8, nome: 'Bruno Lima' };

/** The server's copies change with each write, as the API's do. */
function serve(chats: Chat[]) {
  const current = new Map(chats.map((item) => [item.idChat, item]));
  api.on('GET', '/api/chats', () => ok(page([...current.values()])));
  api.on('GET', '/api/canais', () => ok([]));
  api.on('GET', '/api/especialistas', () => ok([]));
  api.on('GET', '/api/respostas-rapidas', () => ok([]));
  api.on('GET', '/api/chats/:idChat', (call) => ok(current.get(Number(call.params.idChat))));
  api.on('GET', '/api/presenca', () => ok([])); // ADR 0037: colleagues' presence
  api.on('GET', '/api/chats/responsaveis', () => ok([ANA, bruno]));
  serveAgenda(api);
  api.on('GET', '/api/chats/:idChat/mensagens', () => ok(page([mensagem()])));
  api.on('PUT', '/api/chats/:idChat/responsavel', (call) => {
    const idChat = Number(call.params.idChat);
    const responsavel = [ANA, bruno].find((user) => user.idUsuario === (call.json as { idUsuario: number }).idUsuario);
    const next = { ...(current.get(idChat) as Chat), responsavel: responsavel ?? null };
    current.set(idChat, next);
    return ok(next, `Conversa atribuída a ${responsavel?.nome}.`);
  });
  api.on('DELETE', '/api/chats/:idChat', () => ok(undefined, 'Conversa excluída.'));
  // Opening a conversation marks it read (and confirms the contact's messages on WhatsApp, ADR 0027).
  api.on('PUT', '/api/chats/:idChat/lida', (call) => ok(current.get(Number(call.params.idChat))));
}

const render = (url: string, crud = 'CRUD') =>
  renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', crud, 'Chat')} />, {
    url,
    path: url === '/chat' ? '/chat' : '/chat/:idChat',
    session,
  });

describe('given a conversation that is not mine', () => {
  it('"Atender" in the header assigns it to me in one click, then goes away', async () => {
    serve([chat({ idChat: 1, responsavel: bruno })]);
    const success = jest.spyOn(showToast, 'success');
    const user = userEvent.setup();
    render('/chat/1');
    const header = await screen.findByRole('region', { name: 'Conversa' });
    await user.click(await within(header).findByRole('button', { name: 'Atender Maria Souza' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/chats/1/responsavel')?.json).toEqual({ idUsuario: 7 }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Você está atendendo Maria Souza.'));
    await waitFor(() => expect(within(header).queryByRole('button', { name: /^Atender/ })).not.toBeInTheDocument());
    expect(within(header).getByLabelText('Responsável')).toHaveValue('7');
  });

  it('"Atender" on a list item assigns it without opening it; mine show no Atender', async () => {
    serve([
      chat({ idChat: 1 }),
      chat({ idChat: 2, responsavel: ANA, contato: { idContato: 11, nome: 'João Lima', telefone: '+5511977776666' } }),
    ]);
    const user = userEvent.setup();
    render('/chat');
    const list = await screen.findByRole('region', { name: 'Conversas' });
    await screen.findByTestId('chat-item-2');
    expect(within(list).queryByRole('button', { name: 'Atender João Lima' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Atender Maria Souza' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^Atender/ })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/api/chats/1/responsavel')).toHaveLength(1);
    // Still on the list: taking a conversation does not open it.
    expect(screen.getByText('Escolha uma conversa para ler e responder.')).toBeInTheDocument();
  });

  it('offers no Atender to a user who may only read', async () => {
    serve([chat({ idChat: 1 })]);
    render('/chat/1', 'R');
    await screen.findByTestId('chat-item-1');
    expect(screen.queryByRole('button', { name: /^Atender/ })).not.toBeInTheDocument();
  });
});

describe('given a conversation to delete', () => {
  it('keeps "Excluir conversa" under "Mais ações" and says what is lost before deleting', async () => {
    serve([chat({ idChat: 1 })]);
    const user = userEvent.setup();
    render('/chat/1');
    const header = await screen.findByRole('region', { name: 'Conversa' });
    expect(within(header).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    await user.click(await within(header).findByRole('button', { name: 'Mais ações' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excluir conversa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir conversa?' });
    expect(dialog).toHaveTextContent(
      'Todas as mensagens, notas internas e arquivos da conversa com Maria Souza serão apagados para toda a equipe, sem como desfazer. O contato continua cadastrado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conversa' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/chats/1')).toBe(true),
    );
  });

  it('closes "Mais ações" with Esc, and offers no deletion to a user who may not delete', async () => {
    serve([chat({ idChat: 1 })]);
    const user = userEvent.setup();
    const { unmount } = render('/chat/1');
    const header = await screen.findByRole('region', { name: 'Conversa' });
    await user.click(await within(header).findByRole('button', { name: 'Mais ações' }));
    expect(screen.getByRole('menu', { name: 'Mais ações' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Mais ações' })).toHaveFocus();
    unmount();
    render('/chat/1', 'CRU');
    expect(await screen.findByRole('button', { name: 'Ver contato' })).toBeInTheDocument();
    // The menu stays for the user's own pin (ADR 0038), without the deletion.
    await user.click(screen.getByRole('button', { name: 'Mais ações' }));
    expect(screen.getByRole('menuitem', { name: 'Fixar no topo da minha lista' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Excluir conversa' })).not.toBeInTheDocument();
  });
});

describe('given a reply still on its way', () => {
  it('resolves the conversation only after the reply reached the API, in the order staff did them', async () => {
    serve([chat({ idChat: 1 })]);
    let deliverReply = () => {};
    const replyStored = new Promise<void>((resolve) => {
      deliverReply = resolve;
    });
    api.on('POST', '/api/chats/1/mensagens', async () => {
      await replyStored;
      return ok(mensagem({ idMensagem: 101, direcao: 'saida', texto: 'Chega hoje.', status: 'enviada' }));
    });
    api.on('PUT', '/api/chats/1/status', () => ok(chat({ idChat: 1, status: 'resolvida' }), 'Conversa resolvida.'));
    const user = userEvent.setup();
    render('/chat/1');
    await user.type(await screen.findByLabelText('Mensagem para o contato'), 'Chega hoje.{Enter}');
    await user.selectOptions(screen.getByLabelText('Status'), 'resolvida');
    const order = () => api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    // The resolution waits for the reply: nothing else was sent yet.
    expect(order()).not.toContain('PUT /api/chats/1/status');
    deliverReply();
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('resolvida'));
    const writes = order().filter((call) => !call.endsWith('/lida'));
    expect(writes).toEqual(['POST /api/chats/1/mensagens', 'PUT /api/chats/1/status']);
  });
});
