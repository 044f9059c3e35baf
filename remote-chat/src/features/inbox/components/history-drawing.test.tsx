import type { Mensagem } from '@colabora/shared/contracts';
import { renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem, testSession } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { chat, mensagem } from '../../../test/fixtures';
import { giveBoxesASize } from '../../../test/give-boxes-a-size';
import { serveInbox } from '../../../test/serve-inbox';
import { PLAIN_HISTORY_MAX_ROWS } from './history-scroller';
import { InboxPage } from './inbox-page';

/*
 * Issue #25: a short history is drawn plainly (every message in the page, no virtualizer to
 * download or rows to measure on a phone's first visit); a long one is virtualised, so only what
 * is on screen is in the DOM.
 */

const api = setupFakeApi();
setupFakeHubs();
giveBoxesASize();
const session = testSession({ idUsuario: 7, nome: 'Ana Souza', idInstituicao: 1 });

/** `count` messages of one morning, newest first as the API pages them. */
function historico(count: number): Mensagem[] {
  return Array.from({ length: count }, (_, index) =>
    mensagem({
      idMensagem: 1000 + count - index,
      texto: `Mensagem ${count - index}`,
      criadoEm: new Date(Date.parse('2026-11-27T12:00:00.000Z') - index * 1_000).toISOString(),
    }),
  );
}

const renderConversation = () =>
  renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', 'CRUD', 'Chat')} />, {
    url: '/chat/1',
    path: '/chat/:idChat',
    session,
  });

const drawnMessages = () => screen.getByTestId('inbox-history').querySelectorAll('[data-testid^="mensagem-1"]').length;

describe('a conversation’s history', () => {
  it('draws a short one whole, in the page’s flow', async () => {
    serveInbox(api, [chat({ idChat: 1, naoLidas: 0 })], historico(50));
    renderConversation();
    expect(await screen.findByText('Mensagem 50')).toBeInTheDocument();
    expect(screen.getByText('Mensagem 1')).toBeInTheDocument();
    expect(drawnMessages()).toBe(50);
    expect(screen.getByTestId('inbox-history').querySelector('.inbox-history__row--plain')).not.toBeNull();
  });

  it('virtualises a long one: only some of its rows are in the DOM', async () => {
    const count = PLAIN_HISTORY_MAX_ROWS + 50;
    serveInbox(api, [chat({ idChat: 1, naoLidas: 0 })], historico(count));
    renderConversation();
    // Drawn plainly only while the virtualizer's code loads.
    await waitFor(() =>
      expect(screen.getByTestId('inbox-history').querySelector('.inbox-history__row--plain')).toBeNull(),
    );
    // jsdom does not scroll, so which rows is the e2e suite's to check (historico-longo.spec.ts).
    await waitFor(() => expect(drawnMessages()).toBeGreaterThan(0));
    expect(drawnMessages()).toBeLessThan(40);
  });
});
