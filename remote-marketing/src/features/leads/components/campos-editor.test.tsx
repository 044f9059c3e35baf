import type { Lead, LeadInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadsRoute from '../../../routes/leads';
import { ETAPAS, lead } from '../../../test/fixtures';

const api = setupFakeApi();
setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

function renderLeads(url: string) {
  return renderWithProviders(
    <LeadsRoute title="Leads" basePath="/leads" menuItem={testMenuItem('leads', 'CRUD', 'Leads')} />,
    { url, path: '/leads/*' },
  );
}

const campo = (numero: number) => screen.getByRole('group', { name: `Campo ${numero}` });
const saved = (method: 'POST' | 'PUT') => api.calls.find((call) => call.method === method)?.json as LeadInput;

describe("given a lead's form, the contact's custom fields", () => {
  let maria: Lead;

  beforeEach(() => {
    maria = lead({
      idLead: 1,
      contato: {
        idContato: 11,
        nome: 'Maria da Silva',
        telefone: '+5511988887777',
        tags: [],
        campos: { plano: 'Ouro', cidade: 'Campinas' },
      },
    });
    api.on('GET', '/api/leads/etapas', () => ok(ETAPAS));
    api.on('GET', '/api/leads/responsaveis', () => ok([]));
    api.on('GET', '/api/leads/1', () => ok(maria));
    api.on('GET', '/api/leads/1/historico', () => ok([]));
    // The lead's page (after saving) shows the contact's consent.
    api.on('GET', '/api/contatos/11/audiencia', () =>
      ok({
        ...maria.contato,
        email: null,
        dataNascimento: null,
        responsavel: null,
        consentimento: { marketing: false, em: null, origem: null },
      }),
    );
    jest.spyOn(showToast, 'success').mockReturnValue('');
  });

  it('shows the fields the contact has, and saves them edited, removed and added', async () => {
    api.on('PUT', '/api/leads/1', () => ok(maria, 'Lead atualizado.'));
    const user = userEvent.setup();
    renderLeads('/leads/1/editar');

    const cidade = await screen.findByRole('textbox', { name: 'Nome do campo 1' });
    expect(cidade).toHaveValue('cidade');
    expect(within(campo(1)).getByText('Na mensagem: {cidade}')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Valor do campo 2' })).toHaveValue('Ouro');

    await user.clear(screen.getByRole('textbox', { name: 'Valor do campo 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor do campo 1' }), 'Jundiaí');
    await user.click(screen.getByRole('button', { name: 'Remover campo 2 (plano)' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do campo 2' }), 'bairro');
    await user.type(screen.getByRole('textbox', { name: 'Valor do campo 2' }), ' Centro ');
    // A row left blank is ignored.
    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(saved('PUT')).toBeDefined());
    expect(saved('PUT').campos).toEqual({ cidade: 'Jundiaí', bairro: 'Centro' });
  });

  it('sends no fields at all when every one is removed: the contact keeps none', async () => {
    api.on('PUT', '/api/leads/1', () => ok(maria, 'Lead atualizado.'));
    const user = userEvent.setup();
    renderLeads('/leads/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Remover campo 2 (plano)' }));
    await user.click(screen.getByRole('button', { name: 'Remover campo 1 (cidade)' }));
    expect(screen.getByText('Nenhum campo personalizado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(saved('PUT')).toBeDefined());
    expect(saved('PUT').campos).toEqual({});
  });

  it("refuses a bad name, a built-in name, a name missing or repeated with the contract's messages, and saves nothing", async () => {
    const user = userEvent.setup();
    renderLeads('/leads/1/editar');
    const nome1 = await screen.findByRole('textbox', { name: 'Nome do campo 1' });
    await user.clear(nome1);
    await user.type(nome1, 'Cidade natal');
    const nome2 = screen.getByRole('textbox', { name: 'Nome do campo 2' });
    await user.clear(nome2);
    await user.type(nome2, 'primeiroNome');
    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor do campo 3' }), 'sem nome');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(
      await within(campo(1)).findByText(
        'Nome de campo inválido: use letras sem acento, números ou _, começando por letra minúscula (até 30).',
      ),
    ).toBeInTheDocument();
    expect(nome1).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(campo(2)).getByText(
        'O campo "primeiroNome" já existe em toda mensagem ({primeiroNome}): escolha outro nome.',
      ),
    ).toBeInTheDocument();
    expect(within(campo(3)).getByText('Informe o nome do campo.')).toBeInTheDocument();

    await user.clear(nome1);
    await user.type(nome1, 'plano');
    await user.clear(nome2);
    await user.type(nome2, 'plano');
    await user.click(screen.getByRole('button', { name: 'Remover campo 3' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Cada campo aparece uma vez: há nomes repetidos.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the API's refusal about the fields in the editor", async () => {
    api.on('PUT', '/api/leads/1', () =>
      reply(400, { success: false, message: 'No máximo 20 campos personalizados por contato.', campo: 'campos' }),
    );
    const user = userEvent.setup();
    renderLeads('/leads/1/editar');
    await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No máximo 20 campos personalizados por contato.');
  });

  it('gives a new contact the fields typed, and offers none for a contact picked from the search', async () => {
    api.on('POST', '/api/leads', () => ok(lead({ idLead: 9 }), 'Lead criado.'));
    api.on('GET', '/api/leads', () => ok({ items: [], total: 0, page: 1, pageSize: 25 }));
    const user = userEvent.setup();
    renderLeads('/leads/novo');
    await screen.findByRole('radio', { name: 'Contato existente' });
    expect(screen.queryByRole('group', { name: 'Campos personalizados' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Novo contato' }));
    expect(screen.getByRole('group', { name: 'Campos personalizados' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nome do contato/ }), 'Carla Nova');
    await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '11966665555');
    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do campo 1' }), 'cidade');
    await user.type(screen.getByRole('textbox', { name: 'Valor do campo 1' }), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));

    await waitFor(() => expect(saved('POST')).toBeDefined());
    expect(saved('POST')).toMatchObject({
      contato: { nome: 'Carla Nova', telefone: '11966665555' },
      campos: { cidade: 'Campinas' },
    });
  });
});
