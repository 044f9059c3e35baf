import type { InstituicaoDados } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstituicaoPage } from './instituicao-page';

const api = setupFakeApi();

const DEMO: InstituicaoDados = {
  idInstituicao: 1,
  razaoSocial: 'Instituição Demonstração',
  nomeFantasia: null,
  cnpj: '11222333000181',
  codigo: 'DEMO',
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  telefone: null,
  email: null,
  dpoNome: null,
  dpoEmail: null,
  dpoTelefone: null,
  temLogo: false,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const logoReads = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/instituicao/logo');
const renderPage = (crud = 'RU') =>
  renderWithProviders(<InstituicaoPage title="Instituição" menuItem={testMenuItem('instituicao', crud)} />, {
    url: '/instituicao',
  });

// jsdom has no object URLs; the picture's bytes still come from the fake API.
let objectUrls = 0;
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => `blob:logo-${++objectUrls}`, revokeObjectURL: () => undefined });
});
beforeEach(() => {
  api.on('GET', '/api/instituicao', () => ok(DEMO));
  api.on('GET', '/api/instituicao/logo', () => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
});
afterEach(() => jest.restoreAllMocks());

describe('given the institution page', () => {
  it('shows the data and says when there is no logo', async () => {
    renderPage();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Razão social/ })).toHaveValue('Instituição Demonstração');
    expect(screen.getByRole('textbox', { name: /CNPJ/ })).toHaveValue('11.222.333/0001-81');
    expect(screen.getByText('A instituição ainda não tem logotipo.')).toBeInTheDocument();
    expect(logoReads()).toHaveLength(0);
  });

  it('sends a new logo as the one upload body and shows it', async () => {
    api.on('PUT', '/api/instituicao/logo', () => ok({ ...DEMO, temLogo: true }, 'Logotipo atualizado.'));
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('A instituição ainda não tem logotipo.');
    await user.upload(screen.getByLabelText('Arquivo do logotipo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logotipo atual da instituição' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.json).toEqual({ imagem: 'data:image/png;base64,iVBORw==' });
    expect(success).toHaveBeenCalledWith('Logotipo atualizado.');
    expect(screen.getByRole('button', { name: 'Trocar logotipo' })).toBeInTheDocument();
  });

  it('reads the picture again after it is replaced', async () => {
    api.on('GET', '/api/instituicao', () => ok({ ...DEMO, temLogo: true }));
    api.on('PUT', '/api/instituicao/logo', () => ok({ ...DEMO, temLogo: true }, 'Logotipo atualizado.'));
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('img', { name: 'Logotipo atual da instituição' });
    expect(logoReads()).toHaveLength(1);
    await user.upload(screen.getByLabelText('Arquivo do logotipo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(logoReads()).toHaveLength(2));
  });

  it('refuses a file that is not an image before sending it', async () => {
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    // The picker's accept list is only a hint: a file of any type can still be chosen.
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await screen.findByText('A instituição ainda não tem logotipo.');
    await user.upload(screen.getByLabelText('Arquivo do logotipo'), new File(['%PDF'], 'logo.pdf'));
    expect(error).toHaveBeenCalledWith('Escolha um arquivo de imagem (PNG, JPEG, WebP ou GIF).');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('removes the logo', async () => {
    api.on('GET', '/api/instituicao', () => ok({ ...DEMO, temLogo: true }));
    api.on('DELETE', '/api/instituicao/logo', () => ok({ ...DEMO, temLogo: false }, 'Logotipo removido.'));
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('img', { name: 'Logotipo atual da instituição' });
    await user.click(screen.getByRole('button', { name: 'Remover logotipo' }));
    expect(await screen.findByText('A instituição ainda não tem logotipo.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logotipo atual da instituição' })).not.toBeInTheDocument();
  });

  it('saves the data as the shared schema outputs it', async () => {
    api.on('PUT', '/api/instituicao', (call) => ok({ ...DEMO, ...(call.json as object) }, 'Dados salvos.'));
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'CEP' }), '01310100');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dados da instituição salvos.'));
    expect(api.calls.find((call) => call.method === 'PUT')?.json).toMatchObject({
      razaoSocial: 'Instituição Demonstração',
      cnpj: '11222333000181',
      cep: '01310100',
      telefone: null,
    });
  });

  it('shows a repeated code on the code field, until it changes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('PUT', '/api/instituicao', () =>
      reply(409, { success: false, message: 'Este código já é usado por outra instituição.', campo: 'codigo' }),
    );
    const user = userEvent.setup();
    renderPage();
    const codigo = await screen.findByRole('textbox', { name: /Código/ });
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(codigo).toHaveAccessibleDescription(/Este código já é usado por outra instituição\./));
    expect(codigo).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(codigo, '2');
    expect(codigo).not.toHaveAccessibleDescription(/já é usado/);
  });

  it('shows the data read-only without U, and says why', async () => {
    renderPage('R');
    expect(await screen.findByRole('textbox', { name: /Razão social/ })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os dados da instituição.');
    expect(screen.queryByRole('button', { name: 'Salvar dados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar logotipo' })).not.toBeInTheDocument();
  });
});
