import { MIDIA_MESSAGES, type Mensagem } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensagem } from '../../../test/fixtures';
import { Composer } from './composer';

const api = setupFakeApi();
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

const pdf = () => new File(['%PDF-1.4 cardápio'], 'cardápio.pdf', { type: 'application/pdf' });

describe('given the composer with a file', () => {
  it('sends the chosen file with what was typed as its caption, and clears both', async () => {
    api.on('POST', '/api/chats/1/midias', () =>
      ok<Mensagem>(
        mensagem({ direcao: 'saida', tipo: 'documento', texto: 'Segue', status: 'enviada' }),
        'Arquivo enviado.',
      ),
    );
    const user = userEvent.setup();
    renderComposer();
    await user.upload(screen.getByTestId('anexo-input'), pdf());
    expect(screen.getByText(/cardápio\.pdf · 18 B/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Legenda do arquivo'), 'Segue');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/chats/1/midias')).toBe(true));
    const body = api.calls.find((call) => call.path === '/api/chats/1/midias')?.json as Record<string, string>;
    expect(body.nome).toBe('cardápio.pdf');
    expect(body.legenda).toBe('Segue');
    expect(body.arquivo).toMatch(/^data:application\/pdf;base64,/);
    await waitFor(() => expect(screen.queryByText(/cardápio\.pdf ·/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Mensagem para o contato')).toHaveValue('');
  });

  it("shows the server's own words when it refuses the file (too many uploads, storage full)", async () => {
    const tooMany = 'Muitos arquivos enviados em pouco tempo. Aguarde 42 segundos e tente novamente.';
    api.on('POST', '/api/chats/1/midias', () => fail(tooMany, 429));
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderComposer();
    await user.upload(screen.getByTestId('anexo-input'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(tooMany));
    // The file stays chosen, to send again after the wait.
    expect(screen.getByText(/cardápio\.pdf · 18 B/)).toBeInTheDocument();
  });

  it('refuses a file of a type WhatsApp chats do not take, before uploading anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderComposer();
    await user.upload(
      screen.getByTestId('anexo-input'),
      new File(['MZ'], 'instalador.exe', { type: 'application/x-msdownload' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`instalador.exe: ${MIDIA_MESSAGES.type}`);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(api.calls.some((call) => call.path.endsWith('/midias'))).toBe(false);
  });

  it('offers no file for an internal note', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByLabelText('Nota interna'));
    expect(screen.getByRole('button', { name: 'Anexar arquivo' })).toBeDisabled();
  });
});
