import { LEAD_MESSAGES, type Lead } from '@colabora/shared/contracts/marketing';
import { fail, ok, renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ETAPAS, funil, lead } from '../../../test/fixtures';
import { FunilPage } from './funil-page';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

function column(name: RegExp) {
  return screen.getByRole('region', { name });
}

function renderFunil(crud = 'CRUD', menu?: readonly string[]) {
  return renderWithProviders(<FunilPage title="Funil" menuItem={testMenuItem('funil', crud, 'Funil')} />, {
    url: '/funil',
    ...(menu ? { menu } : {}),
  });
}

/** dnd-kit's live region: what a screen reader says during a drag. */
function dndAnnouncement(): string {
  const regions = screen.getAllByRole('status').map((element) => element.textContent ?? '');
  return regions.join(' | ');
}

describe('given the funnel board', () => {
  let leads: Lead[];

  beforeEach(() => {
    leads = [
      lead({
        idLead: 1,
        contato: { idContato: 11, nome: 'Maria da Silva', telefone: '+5511988887777', tags: [], campos: {} },
      }),
      lead({
        idLead: 2,
        idEtapa: 2,
        valorCentavos: 250000,
        contato: { idContato: 12, nome: 'João Pereira', telefone: '+5511977776666', tags: [], campos: {} },
      }),
    ];
    api.on('GET', '/api/funil', () => ok(funil(leads)));
    api.on('PUT', '/api/leads/:id/etapa', (call) => {
      const body = call.json as { idEtapa: number };
      const index = leads.findIndex((item) => item.idLead === Number(call.params.id));
      const current = leads[index];
      if (!current) return fail('Lead não encontrado.', 404);
      const moved: Lead = { ...current, idEtapa: body.idEtapa, atualizadoEm: '2026-03-11T12:00:00.000Z' };
      leads[index] = moved;
      return ok(moved, 'Lead movido.');
    });
  });

  it('says when a crowded column shows only its recent cards, and links to the whole stage in the list', async () => {
    api.on('GET', '/api/funil', () => {
      const board = funil(leads);
      return ok({
        ...board,
        colunas: board.colunas.map((coluna) =>
          coluna.etapa.idEtapa === 1 ? { ...coluna, quantidade: 60, totalCentavos: 9_000_000 } : coluna,
        ),
      });
    });
    renderFunil();
    const novo = await screen.findByRole('region', { name: /^Novo contato/ });
    expect(within(novo).getByText(/Mostrando 1 de 60\./)).toBeInTheDocument();
    expect(within(novo).getByRole('link', { name: 'Ver todos na lista' })).toHaveAttribute('href', '/leads?etapa=1');
    expect(within(column(/^Proposta/)).queryByText(/Mostrando/)).not.toBeInTheDocument();
  });

  it('shows a column per stage with its count, total in BRL, conversion and average days', async () => {
    renderFunil();
    const novo = await screen.findByRole('region', { name: /^Novo contato/ });
    expect(within(novo).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(novo).getByText('1 lead').closest('p')).toHaveTextContent('1 lead · R$ 1.500,00');
    expect(within(novo).getByText(/Conversão: 40% · Tempo médio: 3,5 dias/)).toBeInTheDocument();
    expect(
      within(column(/^Proposta/))
        .getByText('1 lead')
        .closest('p'),
    ).toHaveTextContent('R$ 2.500,00');
    expect(within(column(/^Ganho/)).getByText('Nenhum lead.')).toBeInTheDocument();
  });

  it('names each stage once ("Ganho", not "Ganho (Ganho)") and a differently named closing stage with its kind', async () => {
    api.on('GET', '/api/funil', () =>
      ok(funil(leads, [...ETAPAS.slice(0, 3), { idEtapa: 4, nome: 'Desistiu', ordem: 4, tipo: 'perdido' }])),
    );
    renderFunil();
    expect(await screen.findByRole('heading', { name: 'Ganho' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Desistiu (Perdido)' })).toBeInTheDocument();
  });

  it('shows the whole funnel above the board: every lead and those still open, with their value', async () => {
    leads.push(
      lead({
        idLead: 3,
        idEtapa: 3,
        valorCentavos: 100000,
        contato: { idContato: 13, nome: 'Rita Ganha', telefone: '+5511966665555', tags: [], campos: {} },
      }),
    );
    renderFunil();
    const total = await screen.findByText(/^No funil:/);
    expect(total).toHaveTextContent('No funil: 3 leads · R$ 5.000,00 (em aberto: 2 leads · R$ 4.000,00)');
  });

  it('offers no link to the leads list when the user cannot open it (no dead ends)', async () => {
    renderFunil('CRUD', ['funil']);
    const novo = await screen.findByRole('region', { name: /^Novo contato/ });
    expect(within(novo).getByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maria da Silva' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver lista de leads' })).not.toBeInTheDocument();
  });

  it('moves a lead with the keyboard, announcing each step in pt-BR, and saves the move', async () => {
    const user = userEvent.setup();
    renderFunil();
    const handle = await screen.findByRole('button', { name: 'Mover Maria da Silva' });
    expect(handle).toHaveAccessibleDescription(/Para mover o lead, pressione espaço ou Enter/);
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('Lead Maria da Silva selecionado, na etapa Novo contato.'));
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('Lead Maria da Silva sobre a etapa Proposta.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('Lead Maria da Silva movido para a etapa Proposta.'));

    expect(await within(column(/^Proposta/)).findByText('Maria da Silva')).toBeInTheDocument();
    expect(within(column(/^Proposta/)).getByText('2 leads')).toBeInTheDocument();
    expect(within(column(/^Novo contato/)).getByText('Nenhum lead.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/leads/1/etapa',
        json: { idEtapa: 2, motivo: null, motivoPerda: null },
      }),
    );
  });

  it('cancels a keyboard move with Escape, leaving the lead where it was', async () => {
    const user = userEvent.setup();
    renderFunil();
    (await screen.findByRole('button', { name: 'Mover Maria da Silva' })).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('selecionado'));
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(dndAnnouncement()).toMatch('Movimento cancelado. Lead Maria da Silva continua na etapa Novo contato.'),
    );
    expect(within(column(/^Novo contato/)).getByText('Maria da Silva')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('PUT', '/api/leads/:id/etapa', () => fail('Sem permissão para mover este lead.', 403));
    const user = userEvent.setup();
    renderFunil();
    (await screen.findByRole('button', { name: 'Mover Maria da Silva' })).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('selecionado'));
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Sem permissão para mover este lead.'));
    await waitFor(() => expect(within(column(/^Novo contato/)).getByText('Maria da Silva')).toBeInTheDocument());
    expect(within(column(/^Proposta/)).queryByText('Maria da Silva')).not.toBeInTheDocument();
    expect(within(column(/^Proposta/)).getByText('1 lead')).toBeInTheDocument();
  });

  it('asks why a lead was lost before moving it, with the picklist and the details', async () => {
    const user = userEvent.setup();
    renderFunil();
    (await screen.findByRole('button', { name: 'Mover Maria da Silva' })).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('selecionado'));
    for (let step = 0; step < 3; step += 1) await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(dndAnnouncement()).toMatch('sobre a etapa Perdido'));
    await user.keyboard('[Space]');

    const dialog = await screen.findByRole('dialog', { name: 'Por que Maria da Silva foi perdido?' });
    expect(within(column(/^Novo contato/)).getByText('Maria da Silva')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mover para Perdido' }));
    expect(within(dialog).getByText(LEAD_MESSAGES.motivoPerda)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Motivo da perda/ }), 'Preço');
    await user.type(within(dialog).getByRole('textbox', { name: 'Detalhes' }), 'Achou caro');
    await user.click(within(dialog).getByRole('button', { name: 'Mover para Perdido' }));

    expect(await within(column(/^Perdido/)).findByText('Maria da Silva')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.json).toEqual({
        idEtapa: 4,
        motivo: 'Achou caro',
        motivoPerda: 'preco',
      }),
    );
  });

  it('shows a move made by another user at once, without reloading, and announces it', async () => {
    renderFunil();
    await screen.findByText('Maria da Silva');
    const before = api.calls.length;
    const [maria] = leads;
    if (!maria) throw new Error('fixture');
    act(() =>
      hubs.emitChat('LeadAtualizado', {
        ...maria,
        idEtapa: 2,
        atualizadoEm: '2026-03-12T12:00:00.000Z',
        idInstituicao: 1,
      }),
    );
    expect(await within(column(/^Proposta/)).findByText('Maria da Silva')).toBeInTheDocument();
    expect(within(column(/^Proposta/)).getByText('R$ 4.000,00')).toBeInTheDocument();
    expect(screen.getByText('Maria da Silva foi movido para a etapa Proposta.')).toBeInTheDocument();

    act(() => hubs.emitChat('LeadExcluido', { idLead: 2, idInstituicao: 1 }));
    await waitFor(() => expect(screen.queryByText('João Pereira')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(before);
  });

  it('tells a read-only user why there is nothing to move or manage', async () => {
    renderFunil('R');
    await screen.findByText('Maria da Silva');
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar o funil.');
    expect(screen.queryByRole('button', { name: /^Mover / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerenciar etapas' })).not.toBeInTheDocument();
  });

  it('offers a retry when the board cannot load', async () => {
    api.on('GET', '/api/funil', () => fail('Falha no servidor.', 500));
    renderFunil();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Falha no servidor|Não foi possível carregar o funil/);
  });
});
