import { renderWithProviders, setupFakeApi, testSession } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensagem } from '../../../test/fixtures';
import { MessageBubble } from './message-bubble';

const api = setupFakeApi();
const session = testSession();

beforeEach(() => {
  let next = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:arquivo-${++next}`), revokeObjectURL: jest.fn() });
});

// Bytes, not a jsdom Blob: the fake network is Node's fetch, which reads only its own kinds of body.
const file = (type: string, text = 'conteúdo') =>
  new Response(new Uint8Array(Buffer.from(text)), { headers: { 'content-type': type } });

describe('given a message with a file', () => {
  it('shows a picture the contact sent, read with the session token, opening full size', async () => {
    api.on('GET', '/api/chats/1/mensagens/5/midia', () => file('image/png'));
    renderWithProviders(
      <MessageBubble
        mensagem={mensagem({
          idMensagem: 5,
          tipo: 'imagem',
          texto: 'Meu comprovante',
          midia: { mime: 'image/png', nome: 'comprovante.png', tamanho: 2048 },
        })}
      />,
      { session },
    );
    const img = await screen.findByRole('img', { name: 'Imagem: comprovante.png' });
    expect(img).toHaveAttribute('src', 'blob:arquivo-1');
    expect(img.closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Meu comprovante')).toBeInTheDocument();
  });

  it('loads a video only when asked, saying its size first', async () => {
    api.on('GET', '/api/chats/1/mensagens/6/midia', () => file('video/mp4'));
    const user = userEvent.setup();
    renderWithProviders(
      <MessageBubble
        mensagem={mensagem({
          idMensagem: 6,
          tipo: 'video',
          texto: '',
          midia: { mime: 'video/mp4', nome: 'entrega.mp4', tamanho: 3 * 1024 * 1024 },
        })}
      />,
      { session },
    );
    const button = screen.getByRole('button', { name: 'Ver vídeo (entrega.mp4 · 3 MB)' });
    expect(api.calls.some((call) => call.path.endsWith('/midia'))).toBe(false);
    await user.click(button);
    expect(await screen.findByLabelText('Vídeo: entrega.mp4 · 3 MB')).toHaveAttribute('src', 'blob:arquivo-1');
  });

  it('offers a document for download with its name and size', async () => {
    api.on('GET', '/api/chats/1/mensagens/7/midia', () => file('application/pdf'));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <MessageBubble
        mensagem={mensagem({
          idMensagem: 7,
          direcao: 'saida',
          status: 'lida',
          tipo: 'documento',
          texto: 'Segue o cardápio',
          midia: { mime: 'application/pdf', nome: 'cardápio.pdf', tamanho: 1536 },
        })}
      />,
      { session },
    );
    expect(screen.getByText('cardápio.pdf · 1,5 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar cardápio.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('cardápio.pdf');
    expect(anchor.href).toBe('blob:arquivo-1');
    click.mockRestore();
  });

  it('shows only the note when the file never arrived from WhatsApp', () => {
    renderWithProviders(
      <MessageBubble
        mensagem={mensagem({
          tipo: 'imagem',
          texto: 'O arquivo não chegou do WhatsApp (o gateway não enviou o conteúdo).',
          midia: null,
        })}
      />,
      { session },
    );
    expect(screen.getByText(/O arquivo não chegou do WhatsApp/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
