import type { DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { fail, ok, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { DaySummary } from './day-summary';

const api = setupFakeApi();
const answerResumo = (resumo: DashboardResumo) => api.on('GET', '/api/dashboard/resumo', () => ok(resumo));

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe("given the dashboard's day summary", () => {
  it('shows orders and revenue in BRL, and Em breve where the API has no figure', async () => {
    answerResumo({
      dia: '2026-11-22',
      pedidosPermitido: true,
      pedidosHoje: 12,
      faturamentoHojeCentavos: 123450,
      chatsAbertos: null,
      leadsNovos: null,
    });
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('link', { name: /Pedidos hoje\s*12/ })).toHaveAttribute('href', '/pedidos');
    expect(normalize(screen.getByRole('link', { name: /Faturamento hoje/ }).textContent)).toContain('R$ 1.234,50');
    expect(screen.getAllByText('Em breve')).toHaveLength(2);
    expect(screen.getByText('Conversas abertas')).toBeInTheDocument();
  });

  it('hides the order figures from a profile that may not read pedidos', async () => {
    answerResumo({
      dia: '2026-11-22',
      pedidosPermitido: false,
      pedidosHoje: null,
      faturamentoHojeCentavos: null,
      chatsAbertos: null,
      leadsNovos: null,
    });
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByText('Leads novos (7 dias)')).toBeInTheDocument();
    expect(screen.queryByText('Pedidos hoje')).not.toBeInTheDocument();
  });

  it('offers a retry when the summary fails', async () => {
    api.on('GET', '/api/dashboard/resumo', () => fail('Falha interna.', 500));
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o resumo do dia.');
  });
});
