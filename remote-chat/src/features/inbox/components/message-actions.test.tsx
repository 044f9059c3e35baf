import type { Mensagem } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mensagem } from '../../../test/fixtures';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

const api = setupFakeApi();

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
