import type { Chat, Mensagem } from '@colabora/shared/contracts';
import {
  ok,
  renderWithProviders,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, mensagem, page } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';
import { giveBoxesASize } from '../../../test/give-boxes-a-size';
import { serveAgenda } from '../../../test/serve-agenda';

/*
 * Issue #26 "one person, one history" (ADR 0035): a conversation resolved and reopened, or joined
 * with another of the same person, is one thread with a separator at each turn.
 */

const api = setupFakeApi();
setupFakeHubs();
const session = testSession({ idUsuario: 7, nome: 'Ana Souza', idInstituicao: 1 });

giveBoxesASize();

describe('given a conversation with more than one service', () => {
  const maria: Chat = chat({ idChat: 1, naoLidas: 0 });
  const resolvida: Chat = { ...maria, status: 'resolvida' };

  function serve(mensagens: Mensagem[]) {
    api.on('GET', '/api/chats', () => ok(page([maria])));
    api.on('GET', '/api/canais', () => ok([]));
    api.on('GET', '/api/especialistas', () => ok([]));
    api.on('GET', '/api/respostas-rapidas', () => ok([]));
    api.on('GET', '/api/chats/:idChat', () => ok(maria));
    api.on('GET', '/api/chats/responsaveis', () => ok([]));
    serveAgenda(api);
    api.on('GET', '/api/presenca', () => ok([])); // ADR 0037: colleagues' presence
    api.on('GET', '/api/chats/:idChat/mensagens', () => ok(page(mensagens)));
    api.on('PUT', '/api/chats/:idChat/lida', () => ok(maria));
    api.on('PUT', '/api/chats/:idChat/status', () => ok(resolvida));
  }

  const renderInbox = () =>
    renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', 'CRUD', 'Chat')} />, {
      url: '/chat/1',
      path: '/chat/:idChat',
      session,
    });

  it('draws where each service ended and began again, and where another conversation joined, in order', async () => {
    // Newest first, as the API pages them.
    serve([
      mensagem({
        idMensagem: 3,
        texto: 'Da outra conversa',
        criadoEm: '2026-11-21T12:10:00.000Z',
        marcos: [{ tipo: 'mesclado', lado: 'antes', em: '2026-11-28T12:10:00.000Z', detalhe: 'Maria (WhatsApp)' }],
      }),
      mensagem({
        idMensagem: 2,
        texto: 'Voltei',
        criadoEm: '2026-11-21T12:00:00.000Z',
        marcos: [{ tipo: 'reaberto', lado: 'antes', em: '2026-11-21T12:00:00.000Z' }],
      }),
      mensagem({
        idMensagem: 1,
        texto: 'Primeira vez',
        criadoEm: '2026-11-20T20:00:00.000Z',
        marcos: [{ tipo: 'encerrado', lado: 'depois', em: '2026-11-20T21:02:00.000Z' }],
      }),
    ]);
    renderInbox();
    const log = await screen.findByRole('log', { name: 'Mensagens da conversa' });
    await waitFor(() => expect(log).toHaveTextContent('Da outra conversa'));
    const text = log.textContent ?? '';
    const order = [
      'Primeira vez',
      'Atendimento encerrado em 20/11/2026 às 18:02',
      'Conversa reaberta em 21/11/2026 às 09:00',
      'Voltei',
      'Conversa de «Maria (WhatsApp)» juntada a esta em 28/11/2026 às 09:10',
      'Da outra conversa',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('reads the history again when staff resolve it, so the separator appears at once', async () => {
    serve([mensagem({ idMensagem: 1, texto: 'Obrigada!' })]);
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('Obrigada!');
    const before = api.calls.filter((call) => call.path === '/api/chats/1/mensagens').length;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'resolvida');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/chats/1/mensagens').length).toBeGreaterThan(before),
    );
  });
});
