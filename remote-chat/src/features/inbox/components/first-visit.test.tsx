import { stopChatHub } from '@colabora/shared/realtime';
import { appStore, firstScreenShownAtom } from '@colabora/shared/session';
import { renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem, testSession } from '@colabora/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { chat } from '../../../test/fixtures';
import { giveBoxesASize } from '../../../test/give-boxes-a-size';
import { serveInbox } from '../../../test/serve-inbox';
import { InboxPage } from './inbox-page';

const api = setupFakeApi();
const hubs = setupFakeHubs();
giveBoxesASize();

/** What the inbox shows only on demand or beside the conversation, not in its first paint (lib/load-when.ts). */
const SECONDARY = [
  '/api/respostas-rapidas',
  '/api/presenca',
  '/api/chats/responsaveis',
  '/api/chats/etiquetas',
  '/api/chats/1/agendadas',
  '/api/especialistas',
];

const asked = (path: string, method = 'GET') => api.calls.some((call) => call.method === method && call.path === path);

beforeEach(async () => {
  serveInbox(api, [chat({ idChat: 1, naoLidas: 2 })]);
  // A first visit: the chat hub has not been started yet.
  await stopChatHub();
});
afterEach(() => appStore.set(firstScreenShownAtom, true));

describe('the inbox as the first screen of a visit (issue #25)', () => {
  it('draws the conversation first, and asks for its side lists, the read receipt and its room once it is shown', async () => {
    appStore.set(firstScreenShownAtom, false);
    renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', 'CRUD', 'Chat')} />, {
      url: '/chat/1',
      path: '/chat/:idChat',
      session: testSession({ idUsuario: 7 }),
    });
    expect(await screen.findByTestId('mensagem-100')).toHaveTextContent('Oi, tudo bem?');
    expect(SECONDARY.filter((path) => asked(path))).toEqual([]);
    expect(asked('/api/chats/1/lida', 'PUT')).toBe(false);
    // Joining the room would start the chat hub (SignalR and its handshake) before the first paint.
    expect(hubs.chat.invoked).not.toContainEqual(['JoinRoom', [1, 1]]);

    act(() => appStore.set(firstScreenShownAtom, true));
    await waitFor(() => expect(SECONDARY.filter((path) => !asked(path))).toEqual([]));
    await waitFor(() => expect(asked('/api/chats/1/lida', 'PUT')).toBe(true));
    await waitFor(() => expect(hubs.chat.invoked).toContainEqual(['JoinRoom', [1, 1]]));
  });
});
