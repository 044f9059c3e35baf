import { appStore, sessionAtom } from '@colabora/shared/session';
import { fail, ok, reply, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { ProfilePage } from './profile-page';

const api = setupFakeApi();
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
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Este telefone já está em uso por outro usuário.')).toBeInTheDocument();
    expect(telefone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(telefone, '{backspace}6');
    expect(screen.queryByText('Este telefone já está em uso por outro usuário.')).not.toBeInTheDocument();
  });

  it("refuses a file of another type with 'Invalid image type'", async () => {
    renderWithApp(<ProfilePage title="Meu perfil" />, { session: GESTOR_SESSION });
    const input = await screen.findByLabelText('Escolher foto');
    await userEvent.upload(input, new File(['%PDF'], 'foto.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image type');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
