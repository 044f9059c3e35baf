import type { DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { ok, setupFakeApi } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { GESTOR_SESSION, renderWithApp } from '../../../test/render-with-app';
import { MinhaFila } from './minha-fila';

const api = setupFakeApi();
const base: DashboardResumo = {
  dia: '2026-11-22',
  pedidosPermitido: false,
  pedidosHoje: null,
  faturamentoHojeCentavos: null,
  chatsAbertos: 5,
  leadsNovos: null,
};

describe("given the dashboard's own queue", () => {
  it('shows what waits for the user now, since when, and their open conversations, each into the Chat', async () => {
    const desde = new Date(Date.now() - 25 * 60_000).toISOString();
    api.on('GET', '/api/dashboard/resumo', () =>
      ok({ ...base, minhaFila: { aguardando: 3, maisAntigaDesde: desde, minhasAbertas: 2 } }),
    );
    renderWithApp(<MinhaFila />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('link', { name: /Aguardando agora\s*3/ })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: /Espera mais antiga\s*há 25 min/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Minhas em aberto\s*2/ })).toBeInTheDocument();
  });

  it('says nobody waits, and is not shown to a profile without the Chat', async () => {
    api.on('GET', '/api/dashboard/resumo', () =>
      ok({ ...base, minhaFila: { aguardando: 0, maisAntigaDesde: null, minhasAbertas: 0 } }),
    );
    const { unmount } = renderWithApp(<MinhaFila />, { session: GESTOR_SESSION });
    expect(await screen.findByText('ninguém esperando')).toBeInTheDocument();
    unmount();
    api.on('GET', '/api/dashboard/resumo', () => ok({ ...base, chatsAbertos: null, minhaFila: null }));
    const { queryClient } = renderWithApp(<MinhaFila />, { session: GESTOR_SESSION });
    await waitFor(() => expect(queryClient.getQueryData(['dashboard', 'resumo'])).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Minha fila' })).not.toBeInTheDocument();
  });
});
