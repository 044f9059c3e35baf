import type { Chat, Mensagem } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testSession } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, mensagem } from '../../../test/fixtures';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

/*
 * A location and a contact card from the composer's "Compartilhar…" menu, and "Conversar" on a card a
 * contact shared (issue #26, ADR 0033).
 */

jest.setTimeout(20_000);

const api = setupFakeApi();
const session = testSession();
afterEach(() => jest.restoreAllMocks());

function renderComposer() {
  api.on('GET', '/api/respostas-rapidas', () => ok([]));
  return renderWithProviders(
    <Composer
      idChat={1}
      canReply
      onTyping={() => undefined}
      quickReplies={{ create: false, update: false, remove: false }}
    />,
  );
}

const enviado = (body: Partial<Mensagem>) =>
  ok<Mensagem>(mensagem({ direcao: 'saida', status: 'enviada', ...body }), 'Localização enviada.');
const posted = () => api.calls.find((call) => call.path === '/api/chats/1/conteudos')?.json;

describe('given the composer’s Compartilhar… menu', () => {
  it('sends a location typed with a decimal comma, naming the place', async () => {
    api.on('POST', '/api/chats/1/conteudos', () => enviado({ texto: 'Localização: Sede (-23.5505, -46.6333)' }));
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Compartilhar…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Localização' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar localização' });
    await user.type(within(dialog).getByLabelText(/Latitude/), '-23,5505');
    await user.type(within(dialog).getByLabelText(/Longitude/), '-46,6333');
    await user.type(within(dialog).getByLabelText(/Nome do local/), 'Sede');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Localização enviada.'));
    expect(posted()).toEqual({
      tipo: 'localizacao',
      latitude: -23.5505,
      longitude: -46.6333,
      nome: 'Sede',
      endereco: '',
    });
  });

  it('shows the server’s refusal beside the field it names', async () => {
    api.on('POST', '/api/chats/1/conteudos', () =>
      reply(400, { success: false, message: 'Telefone inválido: use apenas números.', campo: 'telefone' }),
    );
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Compartilhar…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Contato' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar contato' });
    await user.type(within(dialog).getByLabelText(/Nome do contato/), 'Padaria');
    await user.type(within(dialog).getByLabelText(/Telefone do contato/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(posted()).toEqual({ tipo: 'contato', nome: 'Padaria', telefone: 'abc' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Telefone do contato/)).toHaveAccessibleDescription(/Telefone inválido/),
    );
  });

  it('offers no Compartilhar… menu in an internal note', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('radio', { name: /Nota/ }));
    expect(screen.queryByRole('button', { name: 'Compartilhar…' })).not.toBeInTheDocument();
  });
});

describe('given a contact card the contact shared', () => {
  const cartao = mensagem({
    idMensagem: 7,
    texto: 'Contato: Maria Souza +5511988887777',
    conteudo: { tipo: 'contatos', contatos: [{ nome: 'Maria Souza', telefones: ['+5511988887777'] }] },
  });

  it('opens a conversation with that person from "Conversar"', async () => {
    api.on('POST', '/api/chats/1/conversa-com', () => ok<Chat>(chat({ idChat: 42 }), 'Conversa aberta.'));
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={cartao} onReply={() => undefined} />, { session });
    await user.click(screen.getByRole('button', { name: 'Conversar com Maria Souza' }));
    expect(await screen.findByText('Página: /chat/42')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/chats/1/conversa-com')?.json).toEqual({
      nome: 'Maria Souza',
      telefone: '+5511988887777',
    });
  });

  it('offers nothing to a read-only profile', () => {
    renderWithProviders(<MessageBubble mensagem={cartao} />, { session });
    expect(screen.queryByRole('button', { name: /Conversar/ })).not.toBeInTheDocument();
  });
});
