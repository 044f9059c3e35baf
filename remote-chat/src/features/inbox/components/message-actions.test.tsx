import type { Mensagem } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mensagem } from '../../../test/fixtures';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());

/** A bubble and the composer, wired as the conversation wires them. */
function Conversa({ item }: { item: Mensagem }) {
  const [citando, setCitando] = useState<Mensagem | null>(null);
  return (
    <>
      <MessageBubble mensagem={item} onReply={setCitando} />
      <Composer
        idChat={1}
        canReply
        onTyping={() => undefined}
        citando={citando}
        onCancelCitacao={() => setCitando(null)}
        quickReplies={{ create: false, update: false, remove: false }}
      />
    </>
  );
}

function renderConversa(item: Mensagem) {
  api.on('GET', '/api/respostas-rapidas', () => ok([]));
  return renderWithProviders(<Conversa item={item} />);
}

describe('given a message staff can answer', () => {
  it('answers it quoting it: the quote shows above the box, goes with the text, and clears once sent', async () => {
    api.on('POST', '/api/chats/1/mensagens', () =>
      ok<Mensagem>(mensagem({ idMensagem: 101, direcao: 'saida', texto: 'Sim!', status: 'enviada' }), 'Enviada.'),
    );
    const user = userEvent.setup();
    renderConversa(mensagem({ texto: 'Vocês abrem sábado?' }));

    await user.click(screen.getByRole('button', { name: /Responder/ }));
    const quote = screen.getByRole('group', { name: 'Respondendo a' });
    expect(quote).toHaveTextContent('Contato');
    expect(quote).toHaveTextContent('Vocês abrem sábado?');
    // The box is ready to type in.
    expect(screen.getByLabelText('Mensagem para o contato')).toHaveFocus();
    await user.keyboard('Sim!{Enter}');

    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/chats/1/mensagens')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/chats/1/mensagens')?.json).toEqual({
      texto: 'Sim!',
      idCitada: 100,
    });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Respondendo a' })).not.toBeInTheDocument());
  });

  it('writes without the quote after Esc or ✕, and a note never quotes', async () => {
    const user = userEvent.setup();
    renderConversa(mensagem({ texto: 'Quanto custa?' }));
    await user.click(screen.getByRole('button', { name: /Responder/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Respondendo a' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Responder/ }));
    await user.click(screen.getByRole('button', { name: 'Cancelar resposta' }));
    expect(screen.queryByRole('group', { name: 'Respondendo a' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Responder/ }));
    await user.click(screen.getByRole('radio', { name: 'Nota interna' }));
    expect(screen.queryByRole('group', { name: 'Respondendo a' })).not.toBeInTheDocument();
  });

  it('is reached from the keyboard', async () => {
    const user = userEvent.setup();
    renderConversa(mensagem({ texto: 'Oi' }));
    await user.tab();
    expect(screen.getByRole('button', { name: /Responder/ })).toHaveFocus();
  });
});

describe('given a message staff can react to', () => {
  const reacao = '/api/chats/1/mensagens/100/reacao';

  it('reacts with one of the six emojis, from the keyboard too', async () => {
    api.on('PUT', reacao, () =>
      ok<Mensagem>(
        mensagem({ reacoes: [{ emoji: '❤️', de: 'equipe', reagidaEm: '2026-11-22T13:01:00.000Z' }] }),
        'Reação ❤️ enviada.',
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={mensagem()} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Reagir/ }));
    const picker = screen.getByRole('group', { name: 'Reagir com' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['👍', '❤️', '😂', '😮', '😢', '🙏']);
    // Focus starts on the first emoji; the arrow moves to the next.
    expect(within(picker).getByRole('button', { name: '👍' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(api.calls.find((call) => call.path === reacao)?.json).toEqual({ emoji: '❤️' }));
    expect(screen.queryByRole('group', { name: 'Reagir com' })).not.toBeInTheDocument();
  });

  it('takes staff’s reaction back when the same emoji is chosen again', async () => {
    api.on('PUT', reacao, () => ok<Mensagem>(mensagem(), 'Reação retirada.'));
    const user = userEvent.setup();
    const reagida = mensagem({ reacoes: [{ emoji: '👍', de: 'equipe', reagidaEm: '2026-11-22T13:01:00.000Z' }] });
    renderWithProviders(<MessageBubble mensagem={reagida} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Reagir/ }));
    await user.click(screen.getByRole('button', { name: '👍 (tirar a reação)', pressed: true }));
    await waitFor(() => expect(api.calls.find((call) => call.path === reacao)?.json).toEqual({ emoji: '' }));
  });

  it('says why when WhatsApp refused it, and offers to try again', async () => {
    const motivo = 'Não foi possível reagir: O Evolution API falhou ao enviar a reação (HTTP 500): tente de novo.';
    let calls = 0;
    api.on('PUT', reacao, () => (++calls === 1 ? fail(motivo, 409) : ok<Mensagem>(mensagem(), 'Reação 😮 enviada.')));
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={mensagem()} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Reagir/ }));
    await user.click(screen.getByRole('button', { name: '😮' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(motivo));
    await user.click(await screen.findByRole('button', { name: 'Reação não enviada · Tentar de novo' }));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reação não enviada · Tentar de novo' })).not.toBeInTheDocument(),
    );
  });

  it('closes the emojis with Esc, back on Reagir', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={mensagem()} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Reagir/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Reagir com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reagir/ })).toHaveFocus();
  });
});

describe('given a message staff sent', () => {
  const agora = () => new Date().toISOString();
  const propria = (overrides: Partial<Mensagem> = {}) =>
    mensagem({ direcao: 'saida', status: 'enviada', texto: 'R$ 50,00', criadoEm: agora(), ...overrides });

  it('edits its text within 15 minutes', async () => {
    api.on('PUT', '/api/chats/1/mensagens/100', () => ok<Mensagem>(propria({ texto: 'R$ 45,00' }), 'Editada.'));
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={propria()} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Editar/ }));
    const campo = screen.getByLabelText('Novo texto da mensagem');
    await user.clear(campo);
    await user.type(campo, 'R$ 45,00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/chats/1/mensagens/100')?.json).toEqual({ texto: 'R$ 45,00' }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Novo texto da mensagem')).not.toBeInTheDocument());
  });

  it('offers no edit after WhatsApp’s 15 minutes, nor on the contact’s message', () => {
    const { unmount } = renderWithProviders(
      <MessageBubble mensagem={propria({ criadoEm: '2026-01-01T12:00:00.000Z' })} onReply={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Apagar/ })).toBeInTheDocument();
    unmount();
    renderWithProviders(<MessageBubble mensagem={mensagem()} onReply={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Editar|Apagar/ })).not.toBeInTheDocument();
  });

  it('deletes it for everyone after saying the contact will see “Mensagem apagada”', async () => {
    api.on('DELETE', '/api/chats/1/mensagens/100', () => ok<Mensagem>(propria({ apagadaEm: agora() }), 'Apagada.'));
    const user = userEvent.setup();
    renderWithProviders(<MessageBubble mensagem={propria()} onReply={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Apagar/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apagar para todos?' });
    expect(dialog).toHaveTextContent('O contato verá “Mensagem apagada” no lugar dela.');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar para todos' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/chats/1/mensagens/100')).toBe(
        true,
      ),
    );
  });

  it('shows staff what a message they deleted said, marked', () => {
    renderWithProviders(<MessageBubble mensagem={propria({ apagadaEm: agora() })} onReply={() => undefined} />);
    expect(screen.getByText(/Mensagem apagada para todos pela equipe/)).toBeInTheDocument();
    expect(screen.getByText('R$ 50,00')).toBeInTheDocument();
  });
});

describe('given a message WhatsApp does not know', () => {
  it.each<[string, Partial<Mensagem>]>([
    ['a note', { direcao: 'nota', status: 'enviada' }],
    ['a failed send', { direcao: 'saida', status: 'falhou' }],
    ['a send still going', { direcao: 'saida', status: 'pendente' }],
    ['a message deleted for everyone', { apagadaEm: '2026-11-22T13:05:00.000Z' }],
  ])('offers no action on %s', (_, overrides) => {
    renderWithProviders(<MessageBubble mensagem={mensagem(overrides)} onReply={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Ações da mensagem' })).not.toBeInTheDocument();
  });

  it('offers none to a read-only profile', () => {
    renderWithProviders(<MessageBubble mensagem={mensagem()} />);
    expect(screen.queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
  });
});
