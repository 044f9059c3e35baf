import type { RelatorioAtendimento, RelatorioCampanhas, RelatorioIa } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabelasParaCsv } from '../utils/tabela';
import { RelatoriosPage } from './relatorios-page';

const api = setupFakeApi();
const periodo = { inicio: '2026-03-01', fim: '2026-03-03', dias: 3 };
const vazio = { medianaMs: null, p90Ms: null };

const ATENDIMENTO: RelatorioAtendimento = {
  periodo,
  resumo: {
    atendimentos: 3,
    respondidos: 2,
    semResposta: 1,
    resolvidos: 1,
    reabertos: 1,
    primeiraResposta: { medianaMs: 4 * 60_000, p90Ms: 45_000 + 9 * 60_000 },
    resolucao: { medianaMs: 90 * 60_000, p90Ms: 90 * 60_000 },
    mensagensRecebidas: 6,
    mensagensEnviadas: 4,
    respondidosPelaIa: 0,
    iaSozinha: 0,
    iaTransferiu: 0,
    transferencias: 0,
  },
  porAtendente: [
    {
      idUsuario: 2,
      nome: 'Bruno Lima',
      atendimentos: 2,
      respondidos: 2,
      resolvidos: 1,
      primeiraResposta: { medianaMs: 4 * 60_000, p90Ms: 9 * 60_000 },
      resolucao: { medianaMs: 90 * 60_000, p90Ms: 90 * 60_000 },
    },
  ],
  porDia: [
    { data: '2026-03-01', abertos: 2, resolvidos: 0 },
    { data: '2026-03-02', abertos: 0, resolvidos: 0 },
    { data: '2026-03-03', abertos: 1, resolvidos: 1 },
  ],
};

const SEM_ATENDIMENTO: RelatorioAtendimento = {
  periodo,
  resumo: { ...ATENDIMENTO.resumo, atendimentos: 0, respondidos: 0, semResposta: 0, primeiraResposta: vazio },
  porAtendente: [],
  porDia: [],
};

const CAMPANHAS: RelatorioCampanhas = {
  periodo,
  campanhas: [
    {
      idCampanha: 7,
      nome: 'Volta às aulas',
      total: { enviadas: 10, entregues: 9, lidas: 7, responderam: 3, sairam: 1, falharam: 1, ignoradas: 2 },
      rodadas: [
        {
          rodada: 1,
          funil: { enviadas: 10, entregues: 9, lidas: 7, responderam: 3, sairam: 1, falharam: 1, ignoradas: 2 },
        },
      ],
    },
  ],
};

const IA: RelatorioIa = { periodo, especialistas: [] };
const menuItem = testMenuItem('relatorios', 'R');

/** The value of a highlighted figure (a term and its definition). */
const kpi = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

function renderPage() {
  return renderWithProviders(<RelatoriosPage title="Relatórios" menuItem={menuItem} />, { url: '/relatorios' });
}

beforeEach(() => {
  api.on('GET', '/api/relatorios/atendimento', () => ok(ATENDIMENTO));
  api.on('GET', '/api/relatorios/campanhas', () => ok(CAMPANHAS));
  api.on('GET', '/api/relatorios/ia', () => ok(IA));
});

describe('given the Atendimento tab', () => {
  it('shows median and p90 of first response and resolution, and a table per attendant', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Por atendente' });
    expect(kpi('Primeira resposta (mediana)')).toHaveTextContent('4 min');
    expect(kpi('Primeira resposta (p90)')).toHaveTextContent('9 min');
    expect(kpi('Resolução (mediana)')).toHaveTextContent('1 h 30 min');
    const tabela = screen.getByRole('table', { name: 'Por atendente' });
    const bruno = within(tabela).getByRole('row', { name: /Bruno Lima/ });
    expect(within(bruno).getByRole('rowheader')).toHaveTextContent('Bruno Lima');
    expect(bruno).toHaveTextContent('4 min');
    // Days without services are left out of the day table.
    const dias = screen.getByRole('table', { name: /Volume por dia/ });
    expect(within(dias).queryByText('02/03/2026')).not.toBeInTheDocument();
    expect(within(dias).getByRole('row', { name: /01\/03\/2026/ })).toHaveTextContent('2');
  });

  it('says what will appear when the period has no service yet', async () => {
    api.on('GET', '/api/relatorios/atendimento', () => ok(SEM_ATENDIMENTO));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nenhum atendimento no período' })).toBeInTheDocument();
    expect(screen.getByText(/tempo até a primeira resposta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('tells what went wrong and offers a retry', async () => {
    api.on('GET', '/api/relatorios/atendimento', () => fail('O servidor está ocupado.', 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('O servidor está ocupado.');
  });

  it('asks for another period when one is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Período' }), 'Últimos 7 dias');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/relatorios/atendimento').at(-1)?.searchParams).toEqual({
        dias: '7',
      }),
    );
  });
});

describe('given the other tabs', () => {
  it('Campanhas shows each campaign’s funnel; IA says what will appear without specialists', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Campanhas' }));
    expect(screen.getByRole('tab', { name: 'Campanhas' })).toHaveAttribute('aria-selected', 'true');
    const linha = within(await screen.findByRole('table', { name: 'Por campanha' })).getByRole('row', {
      name: /Volta às aulas/,
    });
    expect(
      within(linha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '9', '7', '3', '1', '1', '2']);
    await user.click(screen.getByRole('tab', { name: 'IA' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum especialista de IA cadastrado' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    const atendimento = await screen.findByRole('tab', { name: 'Atendimento' });
    atendimento.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Campanhas' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Campanhas');
  });
});

describe('tabelasParaCsv', () => {
  it('writes what the table shows, ; between cells, quoted when needed, with a BOM for accents', () => {
    const csv = tabelasParaCsv([
      { titulo: 'Por atendente', colunas: ['Atendente', 'Mediana'], linhas: [['Bruno; Lima', '4 min']] },
    ]);
    expect(csv).toBe('\uFEFFPor atendente\r\nAtendente;Mediana\r\n"Bruno; Lima";4 min\r\n');
  });
});
