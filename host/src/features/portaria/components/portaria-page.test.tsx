import { screen, within } from '@testing-library/react';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import { PortariaPage } from './portaria-page';
import { receptionItems } from '../reception-items';

describe('given the reception launcher', () => {
  it('shows big links for the reception screens the user has, most used first', () => {
    renderWithApp(<PortariaPage title="Menu da portaria" />, {
      session: GESTOR_SESSION,
      menu: [
        menuItem('usuarios', 'Usuários'),
        menuItem('aniversariantes', 'Aniversariantes'),
        menuItem('perfis', 'Perfis'),
        menuItem('pedidos', 'Pedidos'),
      ],
    });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pedidos', '/aniversariantes', '/usuarios']);
    expect(screen.getByRole('heading', { level: 1, name: 'Menu da portaria' })).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('points to the Menu when the profile has none of them', () => {
    renderWithApp(<PortariaPage title="Menu da portaria" />, {
      session: GESTOR_SESSION,
      menu: [menuItem('perfis', 'Perfis')],
    });
    expect(screen.getByText('Nenhuma tela de atendimento liberada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o Menu' })).toHaveAttribute('href', '/menu');
  });

  it('never lists itself', () => {
    expect(receptionItems([menuItem('menuportaria', 'Portaria'), menuItem('chat', 'Chat')]).map((i) => i.rota)).toEqual(
      ['chat'],
    );
  });
});
