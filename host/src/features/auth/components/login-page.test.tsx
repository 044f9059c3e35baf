import { appStore, sessionAtom } from '@colabora/shared/session';
import { fail, ok, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@colabora/shared/router';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { LoginPage } from './login-page';

const api = setupFakeApi();
const signIns = () => api.calls.filter((call) => call.path === '/api/auth/login');

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/acesso" element={<LoginPage />} />
      <Route path="/dashboard" element={<h1>Painel</h1>} />
    </Routes>,
    { path: '/acesso' },
  );
}

describe('given the sign-in page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('masks the phone as the user types', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Telefone'), '11999990001');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 99999-0001');
  });

  it('explains what is missing without calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o telefone.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(signIns()).toHaveLength(0);
  });

  it('clears a field’s message once it is typed right', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o telefone.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Telefone'), '1199999');
    expect(screen.getByText('Telefone inválido: informe DDD e número.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Telefone'), '0001');
    expect(screen.queryByText(/Telefone inválido|Informe o telefone/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the server message on failure and stays on the page', async () => {
    api.on('POST', '/api/auth/login', () => fail('Telefone ou senha inválidos.'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Telefone'), '11999990001');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Telefone ou senha inválidos.');
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('sends digits to the server, stores the session and opens the dashboard', async () => {
    api.on('POST', '/api/auth/login', () => ok(GESTOR_SESSION));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Telefone'), '11999990001');
    await userEvent.type(screen.getByLabelText('Senha'), 'colabora123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(signIns()[0]?.json).toEqual({ telefone: '11999990001', senha: 'colabora123' });
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? 'null')).toEqual(GESTOR_SESSION);
    expect(localStorage.getItem('token')).toBe(GESTOR_SESSION.token);
  });

  it('toggles the password visibility with a labelled button', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  });
});
