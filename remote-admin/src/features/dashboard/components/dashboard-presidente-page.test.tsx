import type { DashboardPresidente } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPresidentePage } from './dashboard-presidente-page';
import { DAY_LABEL_SPACING, dayLabelIndexes, niceMax } from './daily-chart';

const api = setupFakeApi();

const DATA: DashboardPresidente = {
  periodo: { inicio: '2026-03-01', fim: '2026-03-03', dias: 3 },
  pedidos: {
    disponivel: true,
    dados: {
      total: 5,
      receitaCentavos: 15050,
      ticketMedioCentavos: 3010,
      quantidadePorDia: [
        { data: '2026-03-01', valor: 2 },
        { data: '2026-03-02', valor: 0 },
        { data: '2026-03-03', valor: 3 },
      ],
      receitaCentavosPorDia: [
        { data: '2026-03-01', valor: 6000 },
        { data: '2026-03-02', valor: 0 },
        { data: '2026-03-03', valor: 9050 },
      ],
    },
  },
  chats: {
    disponivel: true,
    dados: {
      total: 4,
      porDia: [
        { data: '2026-03-01', valor: 1 },
        { data: '2026-03-02', valor: 0 },
        { data: '2026-03-03', valor: 3 },
      ],
      respondidos: 3,
      resolvidos: 2,
      primeiraRespostaMedianaMs: 12 * 60_000,
      primeiraRespostaP90Ms: 40 * 60_000,
      resolucaoMedianaMs: (2 * 60 + 5) * 60_000,
      iaSozinha: 1,
    },
  },
  leadsPorEtapa: { disponivel: false, motivo: 'Ainda sem dados de leads.' },
  campanhas: {
    disponivel: true,
    dados: { total: 2, ativas: 1, enviadas: 100, entregues: 90, lidas: 70, responderam: 12, sairam: 3 },
  },
  satisfacao: { disponivel: true, dados: { perguntas: 10, respostas: 8, notaMedia: 4.25, satisfeitos: 6 } },
  usuarios: { disponivel: true, dados: { ativos: 2, inativos: 0 } },
  contatos: { disponivel: true, dados: { total: 25, novosNoPeriodo: 4 } },
};

const menuItem = testMenuItem('dashboard-presidente', 'R');
const dashboardCalls = () => api.calls.filter((call) => call.path === '/api/dashboard-presidente');

beforeEach(() => {
  api.on('GET', '/api/dashboard-presidente', () => ok(DATA));
});

describe('given the president dashboard', () => {
  it('shows the figures in BRL, charts described in words, and the exact numbers in a table', async () => {
    renderWithProviders(<DashboardPresidentePage title="Painel da Presidência" menuItem={menuItem} />, {
      url: '/dashboard-presidente',
    });
    expect(await screen.findByText('R$ 150,50')).toBeInTheDocument();
    expect(screen.getByText('R$ 30,10')).toBeInTheDocument();
    expect(dashboardCalls()[0]?.searchParams).toEqual({ dias: '30' });
    const chart = screen.getByRole('img', { name: /Pedidos por dia/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('maior valor 3 em 03/03/2026'));
    expect(screen.getAllByRole('row', { name: /02\/03\/2026/ })[0]).toHaveTextContent('0');
    // Revenue per day comes in centavos, like every amount.
    expect(screen.getAllByRole('row', { name: /03\/03\/2026/ })[1]).toHaveTextContent('R$ 90,50');
  });

  it('shows the service times and the campaigns’ funnel, with a way into the reports', async () => {
    renderWithProviders(<DashboardPresidentePage title="Painel" menuItem={menuItem} />, {
      url: '/dashboard-presidente',
    });
    const atendimentos = await screen.findByRole('region', { name: 'Atendimentos' });
    expect(within(atendimentos).getByText('Primeira resposta (mediana)').nextSibling).toHaveTextContent('12 min');
    expect(within(atendimentos).getByText('Resolução (mediana)').nextSibling).toHaveTextContent('2 h 05 min');
    expect(within(atendimentos).getByText('Primeira resposta (p90)').nextSibling).toHaveTextContent('40 min');
    expect(within(atendimentos).getByRole('link', { name: 'Ver atendimentos' })).toHaveAttribute('href', '/relatorios');
    expect(screen.getByRole('img', { name: /Atendimentos por dia/ })).toBeInTheDocument();
    const campanhas = screen.getByRole('region', { name: 'Campanhas' });
    expect(within(campanhas).getByText('Pediram para sair').nextSibling).toHaveTextContent('3');
    expect(within(campanhas).getByRole('link', { name: 'Ver campanhas' })).toHaveAttribute(
      'href',
      '/relatorios?aba=campanhas',
    );
    const satisfacao = screen.getByRole('region', { name: 'Satisfação' });
    expect(within(satisfacao).getByText('Nota média (1 a 5)').nextSibling).toHaveTextContent('4,3');
    expect(within(satisfacao).getByText('Satisfeitos (nota 4 ou 5)').nextSibling).toHaveTextContent('75%');
    expect(within(satisfacao).getByRole('link', { name: 'Ver satisfação' })).toHaveAttribute(
      'href',
      '/relatorios?aba=satisfacao',
    );
    // Leads still unknown here: said in words, never drawn as zeros.
    expect(screen.getByText('Ainda sem dados de leads.')).toBeInTheDocument();
    expect(screen.queryByText(/nesta versão/)).not.toBeInTheDocument();
  });

  it('offers no link to the reports a profile cannot open', async () => {
    renderWithProviders(<DashboardPresidentePage title="Painel" menuItem={menuItem} />, {
      url: '/dashboard-presidente',
      menu: ['dashboard-presidente'],
    });
    await screen.findByRole('region', { name: 'Atendimentos' });
    expect(screen.queryByRole('link', { name: /^Ver / })).not.toBeInTheDocument();
  });

  it('reloads for another period', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DashboardPresidentePage title="Painel" menuItem={menuItem} />, {
      url: '/dashboard-presidente',
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Período' }), 'Últimos 90 dias');
    await waitFor(() => expect(dashboardCalls().at(-1)?.searchParams).toEqual({ dias: '90' }));
  });
});

describe('given a chart on a phone', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));

  it('is drawn at the width it is shown, so a 13 px label stays 13 px', async () => {
    // As Chromium reports a chart in a 360 px window: the card's content box is about 290 px wide.
    class FixedWidthObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 290 } } as unknown as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    }
    Object.assign(globalThis, { ResizeObserver: FixedWidthObserver });
    renderWithProviders(<DashboardPresidentePage title="Painel" menuItem={menuItem} />, {
      url: '/dashboard-presidente',
    });
    const chart = await screen.findByRole('img', { name: /Pedidos por dia/ });
    expect(chart).toHaveAttribute('viewBox', '0 0 290 220');
  });
});

describe('dayLabelIndexes', () => {
  it('names fewer days on a narrow chart, never two closer than the room a label needs', () => {
    for (const [count, width] of [
      [30, 282],
      [30, 592],
      [7, 282],
      [90, 282],
      [365, 592],
    ] as const) {
      const indexes = dayLabelIndexes(count, width);
      expect(indexes.at(-1)).toBe(count - 1);
      const gaps = indexes.slice(1).map((index, i) => ((index - (indexes[i] ?? 0)) * width) / count);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(DAY_LABEL_SPACING);
    }
    expect(dayLabelIndexes(30, 290)).toEqual([0, 7, 14, 21, 29]);
    expect(dayLabelIndexes(30, 592).length).toBeGreaterThan(dayLabelIndexes(30, 282).length);
    expect(dayLabelIndexes(3, 592)).toEqual([0, 1, 2]);
  });
});

describe('niceMax', () => {
  it('rounds the axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect([niceMax(0), niceMax(3), niceMax(7), niceMax(130), niceMax(1000)]).toEqual([1, 5, 10, 200, 1000]);
  });
});
