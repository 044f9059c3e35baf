import type { DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { fail, ok, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { DaySummary } from './day-summary';

const api = setupFakeApi();
const answerResumo = (resumo: DashboardResumo) => api.on('GET', '/api/dashboard/resumo', () => ok(resumo));

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe("given the dashboard's day summary", () => {
  it('shows orders, revenue in BRL, open chats and new leads, each a link to its screen', async () => {
    answerResumo({
      dia: '2026-11-22',
      pedidosPermitido: true,
      pedidosHoje: 12,
      faturamentoHojeCentavos: 123450,
      chatsAbertos: 4,
      leadsNovos: 3,
    });
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('link', { name: /Pedidos hoje\s*12/ })).toHaveAttribute('href', '/pedidos');
    expect(normalize(screen.getByRole('link', { name: /Faturamento hoje/ }).textContent)).toContain('R$ 1.234,50');
    expect(screen.getByRole('link', { name: /Conversas abertas\s*4/ })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: /Leads novos hoje\s*3/ })).toHaveAttribute('href', '/leads');
  });

  it('leaves out the figures of screens outside the profile, never a blank tile', async () => {
    answerResumo({
      dia: '2026-11-22',
      pedidosPermitido: false,
      pedidosHoje: null,
      faturamentoHojeCentavos: null,
      chatsAbertos: 2,
      leadsNovos: null,
    });
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('link', { name: /Conversas abertas\s*2/ })).toBeInTheDocument();
    expect(screen.queryByText('Pedidos hoje')).not.toBeInTheDocument();
    expect(screen.queryByText('Leads novos hoje')).not.toBeInTheDocument();
  });

  it('says so when the profile has none of the figures', async () => {
    answerResumo({
      dia: '2026-11-22',
      pedidosPermitido: false,
      pedidosHoje: null,
      faturamentoHojeCentavos: null,
      chatsAbertos: null,
      leadsNovos: null,
    });
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByText(/Seu perfil não inclui pedidos, conversas nem leads/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the summary fails', async () => {
    api.on('GET', '/api/dashboard/resumo', () => fail('Falha interna.', 500));
    renderWithApp(<DaySummary />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o resumo do dia.');
  });
});
