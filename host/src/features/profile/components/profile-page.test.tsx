import { appStore, sessionAtom } from '@colabora/shared/session';
import { fail, ok, reply, setupFakeApi } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { ProfilePage } from './profile-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());
const updates = () => api.calls.filter((call) => call.method === 'PUT');

const PERFIL = {
  nome: 'Ana Souza',
  email: 'ana@demo.org',
  telefone: '11999990001',
  dataNascimento: '1985-03-14',
  temFoto: false,
};

describe('given Meu Perfil', () => {
  beforeEach(() => {
    api.on('GET', '/api/Usuario/perfil/me', () => ok(PERFIL));
    localStorage.clear();
  });

  it('shows the data with the seed masks: phone and dd/mm/aaaa birthday', async () => {
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11) 99999-0001');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('14/03/1985');
  });

  it('validates the birthday and the e-mail before calling the server', async () => {
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const birthday = await screen.findByLabelText('Data de nascimento');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '31022000');
    expect(birthday).toHaveValue('31/02/2000');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana @x');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Data inválida: use o formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido: use o formato nome@dominio.com, sem espaços.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('sends ISO dates and digits, and refreshes the stored session’s name', async () => {
    api.on('PUT', '/api/Usuario/perfil/me', () =>
      ok({ ...PERFIL, nome: 'Ana Maria Souza', dataNascimento: '1985-03-15' }, 'Perfil atualizado com sucesso.'),
    );
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const nome = await screen.findByLabelText(/^Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Ana Maria Souza');
    const birthday = screen.getByLabelText('Data de nascimento');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '15031985');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByDisplayValue('15/03/1985');
    expect(updates()[0]?.json).toEqual({
      nome: 'Ana Maria Souza',
      email: 'ana@demo.org',
      telefone: '11999990001',
      dataNascimento: '1985-03-15',
    });
    expect(appStore.get(sessionAtom)?.usuario.nome).toBe('Ana Maria Souza');
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? '{}').usuario.nome).toBe('Ana Maria Souza');
  });

  it('shows why the server refused the change, in the form', async () => {
    api.on('PUT', '/api/Usuario/perfil/me', () => fail('Este telefone já está em uso por outro usuário.', 409));
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const nome = await screen.findByLabelText(/^Nome/);
    await userEvent.type(nome, ' Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este telefone já está em uso por outro usuário.');
  });

  it('shows a phone already in use on the phone field, and clears it when the phone changes', async () => {
    api.on('PUT', '/api/Usuario/perfil/me', () =>
      reply(409, { success: false, message: 'Este telefone já está em uso por outro usuário.', campo: 'telefone' }),
    );
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const telefone = await screen.findByLabelText(/^Telefone/);
    await userEvent.clear(telefone);
    await userEvent.type(telefone, '11988887777');
    await userEvent.type(screen.getByLabelText(/^Senha atual/), 'colabora123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Este telefone já está em uso por outro usuário.')).toBeInTheDocument();
    expect(telefone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(telefone, '{backspace}6');
    expect(screen.queryByText('Este telefone já está em uso por outro usuário.')).not.toBeInTheDocument();
  });

  it('asks for the current password to change the sign-in phone, and sends it', async () => {
    api.on('PUT', '/api/Usuario/perfil/me', () =>
      ok({ ...PERFIL, telefone: '11988887777' }, 'Perfil atualizado com sucesso.'),
    );
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    await screen.findByLabelText(/^Nome/);
    expect(screen.queryByLabelText(/^Senha atual/)).not.toBeInTheDocument();
    const telefone = screen.getByLabelText(/^Telefone/);
    await userEvent.clear(telefone);
    await userEvent.type(telefone, '11988887777');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe a senha atual.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Senha atual/), 'colabora123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByDisplayValue('(11) 98888-7777');
    expect(updates()[0]?.json).toMatchObject({ telefone: '11988887777', senhaAtual: 'colabora123' });
  });

  it("refuses a file of another type with 'Invalid image type'", async () => {
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const input = await screen.findByLabelText('Sua foto (arquivo)');
    await userEvent.upload(input, new File(['%PDF'], 'foto.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image type');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('with a picture the browser decodes', () => {
    const PNG_BYTES = 'png';
    let toBlob: jest.SpyInstance;

    beforeEach(() => {
      // jsdom decodes and draws nothing: stand in for the browser's image decoding and canvas.
      Object.assign(globalThis, {
        createImageBitmap: jest.fn(async () => ({ width: 64, height: 48, close: jest.fn() })),
      });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:minha-foto'), revokeObjectURL: jest.fn() });
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ drawImage: jest.fn(), fillRect: jest.fn() } as unknown as CanvasRenderingContext2D);
      toBlob = jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((callback) => callback(new Blob([PNG_BYTES], { type: 'image/png' })));
    });

    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'createImageBitmap');
    });

    async function cropAnIcon() {
      renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
      const icon = new File(['ico'], 'favicon.ico', { type: 'image/x-icon' });
      await userEvent.upload(await screen.findByLabelText('Sua foto (arquivo)'), icon);
      const cropper = await screen.findByRole('dialog', { name: 'Ajustar foto' });
      await userEvent.click(within(cropper).getByRole('button', { name: 'Usar esta foto' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    it('uploads the cropped 350×350 PNG at once and says so', async () => {
      const success = jest.spyOn(showToast, 'success').mockReturnValue('');
      api.on('POST', '/api/Usuario/foto/me', () => ok({ temFoto: true }, 'Foto atualizada com sucesso.'));
      api.on('GET', '/api/Usuario/foto/me', () => new Response(new Uint8Array([137, 80, 78, 71])));
      await cropAnIcon();
      expect(success).toHaveBeenCalledWith('Foto atualizada com sucesso.');
      const sent = api.calls.find((call) => call.method === 'POST');
      expect(sent?.json).toEqual({ imagem: `data:image/png;base64,${btoa(PNG_BYTES)}` });
      const canvas = toBlob.mock.contexts.at(-1) as HTMLCanvasElement;
      expect([canvas.width, canvas.height]).toEqual([350, 350]);
      expect(toBlob).toHaveBeenLastCalledWith(expect.any(Function), 'image/png', 0.92);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Sua foto atual' })).toHaveAttribute('src', 'blob:minha-foto'),
      );
      expect(screen.getByRole('button', { name: 'Trocar foto' })).toBeInTheDocument();
      expect(appStore.get(sessionAtom)?.usuario.temFoto).toBe(true);
    });

    it('shows why the server refused the photo', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      api.on('POST', '/api/Usuario/foto/me', () => fail('A imagem é grande demais.', 413));
      await cropAnIcon();
      expect(screen.getByRole('alert')).toHaveTextContent('A imagem é grande demais.');
      expect(screen.getByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
    });

    it("says 'No image loaded' when the picture cannot be decoded", async () => {
      Object.assign(globalThis, { createImageBitmap: jest.fn(async () => Promise.reject(new Error('broken'))) });
      renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
      const tiff = new File(['II*'], 'foto.tiff', { type: 'image/tiff' });
      await userEvent.upload(await screen.findByLabelText('Sua foto (arquivo)'), tiff);
      expect(await screen.findByRole('alert')).toHaveTextContent('No image loaded');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('removes the photo and goes back to none', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('GET', '/api/Usuario/perfil/me', () => ok({ ...PERFIL, temFoto: true }));
    api.on('GET', '/api/Usuario/foto/me', () => new Response(new Uint8Array([137, 80, 78, 71])));
    api.on('DELETE', '/api/Usuario/foto/me', () => ok({ temFoto: false }, 'Foto removida.'));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:minha-foto'), revokeObjectURL: jest.fn() });
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sua foto atual' })).toHaveAttribute('src', 'blob:minha-foto'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Foto removida.'));
    expect(await screen.findByRole('button', { name: 'Escolher foto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });
});
