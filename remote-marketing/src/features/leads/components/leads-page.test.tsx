import type { Lead, LeadInput } from '@colabora/shared/contracts';
import {
  fail,
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadsRoute from '../../../routes/leads';
import { ETAPAS, historico, lead, page } from '../../../test/fixtures';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

function renderLeads(url = '/leads', crud = 'CRUD', menu?: string[]) {
  return renderWithProviders(
    <LeadsRoute title="Leads" basePath="/leads" menuItem={testMenuItem('leads', crud, 'Leads')} />,
    {
      url,
      path: '/leads/*',
      menu,
    },
  );
}

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/leads');

describe('given the leads screen', () => {
  let leads: Lead[];

  beforeEach(() => {
    leads = [
      lead({
        idLead: 1,
        contato: { idContato: 11, nome: 'Maria da Silva', telefone: '+5511988887777', tags: ['vip'], campos: {} },
        responsavel: { idUsuario: 2, nome: 'Bruno Lima' },
        previsaoFechamento: '2026-04-30',
      }),
      lead({
        idLead: 2,
        idEtapa: 2,
        contato: { idContato: 12, nome: 'João Pereira', telefone: '+5511977776666', tags: [], campos: {} },
      }),
    ];
    api.on('GET', '/api/leads', () => ok(page(leads, { total: 60 })));
    api.on('GET', '/api/leads/etapas', () => ok(ETAPAS));
    api.on('GET', '/api/leads/responsaveis', () => ok([{ idUsuario: 2, nome: 'Bruno Lima' }]));
  });

  it('lists the leads with their stage, value, owner and close date', async () => {
    renderLeads();
    const row = (await screen.findByRole('link', { name: 'Maria da Silva' })).closest('tr');
    if (!row) throw new Error('row');
    expect(within(row).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(row).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(row).getByText('30/04/2026')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Novo contato')).toBeInTheDocument());
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(listCalls()[0]?.searchParams).toEqual({ ordem: 'recentes', page: '1', pageSize: '25' });
    // Only the search is in sight before the first lead; the other filters fold behind "Filtros" (#28 item 11).
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
    expect(screen.getByText('Filtros')).toBeVisible();
    expect(screen.getByLabelText('Etapa')).not.toBeVisible();
  });

  it("opens filtered by the stage the funnel's 'ver todos' link names", async () => {
    renderLeads('/leads?etapa=2');
    await screen.findByRole('link', { name: 'Maria da Silva' });
    expect(listCalls()[0]?.searchParams).toMatchObject({ idEtapa: '2' });
    await waitFor(() => expect(screen.getByLabelText('Etapa')).toHaveValue('2'));
    expect(screen.getByText('Filtros (1)')).toBeVisible();
    expect(screen.getByLabelText('Etapa')).toBeVisible();
  });

  it('asks the server again with the filters, the sorting and the page chosen', async () => {
    const user = userEvent.setup();
    renderLeads();
    await screen.findByRole('link', { name: 'Maria da Silva' });
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.page).toBe('2'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Proposta' })).toBeInTheDocument());
    await user.click(screen.getByText('Filtros'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etapa' }), 'Proposta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Site');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Maior valor');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria');
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams).toEqual({
        idEtapa: '2',
        origem: 'site',
        ordem: 'valor',
        q: 'maria',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(screen.getByText('Filtros (3)')).toBeInTheDocument();
  });

  it('creates a lead with a new contact by name and phone, the value typed as people write money', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('POST', '/api/leads', (call) => {
      const input = call.json as LeadInput;
      const created = lead({
        idLead: 9,
        contato: { idContato: 99, nome: 'Carla Nova', telefone: '+5511966665555', tags: [], campos: {} },
      });
      return ok({ ...created, valorCentavos: input.valorCentavos }, 'Lead criado.');
    });
    const user = userEvent.setup();
    renderLeads('/leads/novo');
    await user.click(await screen.findByRole('radio', { name: 'Novo contato' }));
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    expect(await screen.findByText('Informe o nome do contato.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Nome do contato/ }), 'Carla Nova');
    await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '11966665555');
    // "2500" is R$ 2.500,00, not R$ 25,00 (issue #28): tidied when the field is left.
    await user.type(screen.getByRole('textbox', { name: 'Valor estimado (R$)' }), '2500');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Valor estimado (R$)' })).toHaveValue('2.500,00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Responsável' }), 'Bruno Lima');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Indicação');
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), 'Quer orçamento para março.');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.json).toEqual({
        contato: { nome: 'Carla Nova', telefone: '11966665555' },
        idEtapa: 1,
        valorCentavos: 250000,
        idResponsavel: 2,
        previsaoFechamento: null,
        origem: 'indicacao',
        observacoes: 'Quer orçamento para março.',
      }),
    );
    expect(success).toHaveBeenCalledWith('Lead criado.');
    expect(await screen.findByRole('link', { name: 'Maria da Silva' })).toBeInTheDocument();
  });

  it('creates a lead from an existing contact found by phone', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('GET', '/api/leads/contatos', () => ok([{ idContato: 55, nome: 'Paula Reis', telefone: '11955554444' }]));
    api.on('POST', '/api/leads', () => ok(lead({ idLead: 10 }), 'Lead criado.'));
    const user = userEvent.setup();
    renderLeads('/leads/novo');
    const busca = await screen.findByRole('combobox', { name: /Contato/ });
    await user.type(busca, '5555');
    await user.click(await screen.findByRole('option', { name: 'Paula Reis · (11) 95555-4444' }));
    expect(busca).toHaveValue('Paula Reis · (11) 95555-4444');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.json).toMatchObject({ contato: { idContato: 55 } }),
    );
    expect(api.calls.find((call) => call.path === '/api/leads/contatos')?.searchParams).toEqual({ q: '5555' });
  });

  it('says whose a new contact’s phone already is, and offers that contact or a correction (#28)', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('GET', '/api/leads/contatos', () =>
      ok([{ idContato: 7, nome: 'João Pereira', telefone: '+5511976543210' }]),
    );
    let posts = 0;
    api.on('POST', '/api/leads', (call) => {
      posts += 1;
      if ('nome' in (call.json as { contato: object }).contato)
        return reply(409, {
          success: false,
          message: 'Este telefone já é de João Pereira. Use esse contato ou corrija o telefone.',
          campo: 'telefone',
        });
      return ok(lead({ idLead: 11 }), 'Lead criado.');
    });
    const user = userEvent.setup();
    renderLeads('/leads/novo');
    await user.click(await screen.findByRole('radio', { name: 'Novo contato' }));
    await user.type(screen.getByRole('textbox', { name: /Nome do contato/ }), 'Novo contato');
    await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '11976543210');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    expect(
      await screen.findByText('Este telefone já é de João Pereira. Use esse contato ou corrija o telefone.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome do contato/ })).toHaveValue('Novo contato');
    await user.click(await screen.findByRole('button', { name: 'Usar João Pereira' }));
    expect(screen.getByRole('combobox', { name: /Contato/ })).toHaveValue('João Pereira · (11) 97654-3210');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.json).toMatchObject({
      contato: { idContato: 7 },
    });
  });

  it('moves the selected leads to a stage in one go', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('POST', '/api/leads/lote', () => ok(null, '2 leads movidos.'));
    const user = userEvent.setup();
    renderLeads();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todos os leads da página' }));
    const bulk = screen.getByRole('region', { name: 'Ações nos leads selecionados' });
    expect(within(bulk).getByText('leads selecionados')).toBeInTheDocument();
    await waitFor(() => expect(within(bulk).getByRole('option', { name: 'Ganho' })).toBeInTheDocument());
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Mover para a etapa' }), 'Ganho');
    await user.click(within(bulk).getByRole('button', { name: 'Mover' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/leads/lote')?.json).toEqual({
        acao: 'mover',
        idsLeads: [1, 2],
        idEtapa: 3,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações nos leads selecionados' })).toBeNull());
  });

  it('shows a change made by another user in the list without reloading', async () => {
    renderLeads();
    await screen.findByRole('link', { name: 'Maria da Silva' });
    const before = api.calls.length;
    const [maria] = leads;
    if (!maria) throw new Error('fixture');
    act(() =>
      hubs.emitChat('LeadAtualizado', {
        ...maria,
        valorCentavos: 990000,
        atualizadoEm: '2026-03-12T12:00:00.000Z',
        idInstituicao: 1,
      }),
    );
    expect(await screen.findByText('R$ 9.900,00')).toBeInTheDocument();
    expect(api.calls.slice(before).some((call) => call.path === '/api/leads')).toBe(false);
  });

  it('tells a read-only user why there are no actions', async () => {
    renderLeads('/leads', 'R');
    await screen.findByRole('link', { name: 'Maria da Silva' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os leads.');
    expect(screen.queryByRole('link', { name: 'Novo lead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar de uma etiqueta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers the funnel only to a profile that can open it (no link to "Acesso negado")', async () => {
    renderLeads('/leads', 'CRUD', ['leads', 'chat']);
    await screen.findByRole('link', { name: 'Maria da Silva' });
    expect(screen.queryByRole('link', { name: 'Ver funil' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo lead' })).toBeInTheDocument();
  });

  it('links to the funnel for a profile that has it', async () => {
    renderLeads('/leads');
    expect(await screen.findByRole('link', { name: 'Ver funil' })).toHaveAttribute('href', '/funil');
  });

  it('shows a lead with the history of its changes and who made them', async () => {
    api.on('GET', '/api/leads/1', () => ok(leads[0]));
    api.on('GET', '/api/leads/1/historico', () =>
      ok([historico({ tipo: 'etapa', descricao: 'Etapa: Novo contato → Proposta', autor: 'Bruno Lima' }), historico()]),
    );
    api.on('GET', '/api/contatos/:idContato/audiencia', () =>
      ok({
        idContato: leads[0]?.contato.idContato,
        nome: 'Maria da Silva',
        telefone: '+5511988887777',
        email: null,
        dataNascimento: null,
        tags: [],
        responsavel: null,
        consentimento: { marketing: true, em: '2026-11-20T13:00:00.000Z', origem: 'formulario' },
        campos: {},
      }),
    );
    renderLeads('/leads/1');
    expect(await screen.findByRole('heading', { name: 'Maria da Silva', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Etapa: Novo contato → Proposta')).toBeInTheDocument();
    // The contact's consent, with its page on the Contacts screen (#28).
    expect(await screen.findByText(/Aceita campanhas desde 20\/11\/2026, formulário/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver contato' })).toHaveAttribute(
      'href',
      `/contatos/${leads[0]?.contato.idContato}`,
    );
    const entry = screen.getByText('Etapa: Novo contato → Proposta').closest('li');
    expect(entry).toHaveTextContent(/— Bruno Lima, \d{2}\/\d{2}\/\d{4}/);
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    api.on('GET', '/api/leads', () => fail('Falha no servidor.', 500));
    renderLeads();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
