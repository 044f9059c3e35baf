import { appStore, sessionAtom } from '@colabora/shared/session';
import { fail, ok, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@colabora/shared/router';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { SignUpPage } from './sign-up-page';

const api = setupFakeApi();
const signUps = () => api.calls.filter((call) => call.path === '/api/auth/criar-conta');

function renderSignUp() {
  return renderWithApp(
    <Routes>
      <Route path="/criar-conta" element={<SignUpPage title="Criar conta" />} />
      <Route path="/dashboard" element={<h1>Painel</h1>} />
    </Routes>,
    { path: '/criar-conta' },
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/Nome completo/), 'Joana Pereira');
  await userEvent.type(screen.getByLabelText(/^Telefone/), '31988887777');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'joana@padaria.com.br');
  await userEvent.type(screen.getByLabelText(/Nome da instituição/), 'Padaria Pão Quente');
  await userEvent.type(screen.getByLabelText(/CNPJ/), '04252011000110');
  await userEvent.type(screen.getByLabelText(/^Senha/), 'fermento-natural');
  await userEvent.type(screen.getByLabelText(/Confirmar senha/), 'fermento-natural');
}

describe('given the sign-up page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('masks phone and CNPJ as the user types', async () => {
    renderSignUp();
    await userEvent.type(screen.getByLabelText(/^Telefone/), '31988887777');
    await userEvent.type(screen.getByLabelText(/CNPJ/), '04252011000110');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(31) 98888-7777');
    expect(screen.getByLabelText(/CNPJ/)).toHaveValue('04.252.011/0001-10');
  });

  it('explains each invalid field without calling the server', async () => {
    renderSignUp();
    await userEvent.type(screen.getByLabelText(/CNPJ/), '11222333000182');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Informe o seu nome.')).toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido: confira os números.')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText(/CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    expect(signUps()).toHaveLength(0);
  });

  it('shows the server message (phone in use) and stays signed out', async () => {
    api.on('POST', '/api/auth/criar-conta', () => fail('Este telefone já está cadastrado.', 409));
    renderSignUp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este telefone já está cadastrado.');
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('sends digits to the server, signs the new gestor in and opens the dashboard', async () => {
    api.on('POST', '/api/auth/criar-conta', () => ok(GESTOR_SESSION));
    renderSignUp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(signUps()[0]?.json).toEqual({
      nome: 'Joana Pereira',
      telefone: '31988887777',
      email: 'joana@padaria.com.br',
      instituicaoNome: 'Padaria Pão Quente',
      cnpj: '04252011000110',
      senha: 'fermento-natural',
      confirmarSenha: 'fermento-natural',
    });
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? 'null')).toMatchObject({ token: GESTOR_SESSION.token });
  });
});
