import { ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisponibilidadeMenuItem from './disponibilidade-menu-item';

const api = setupFakeApi();

describe('given the side menu of a user who may open the chat', () => {
  it('says whether they are available and switches to ausente with one tap', async () => {
    api.on('GET', '/api/presenca/minha', () => ok({ ausente: false, status: 'online' }));
    api.on('PUT', '/api/presenca/minha', () =>
      ok({ ausente: true, status: 'ausente' }, 'Você está ausente: nenhuma conversa nova será atribuída a você.'),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <ul>
        <DisponibilidadeMenuItem />
      </ul>,
    );
    const item = await screen.findByRole('switch', { name: /Disponibilidade/ });
    await screen.findByText('Disponível');
    expect(item).toHaveAttribute('aria-checked', 'true');
    await user.click(item);
    expect(await screen.findByText('Ausente')).toBeInTheDocument();
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(api.calls.find((call) => call.method === 'PUT')?.json).toEqual({ ausente: true });
  });
});
