import { appStore, sessionAtom } from '@colabora/shared/session';
import { setupFakeApi } from '@colabora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import { SideMenu } from './side-menu';

jest.mock('../../../federation/load-remote-page', () => ({ preloadRemotePage: jest.fn() }));

const api = setupFakeApi();
beforeEach(() => {
  localStorage.clear();
  // Signed out between tests, so the stored choice is read again for whoever signs in next.
  appStore.set(sessionAtom, null);
  api.on('GET', '/api/Usuario/verificar-push-notification/:idUsuario', () => ({ temPushNotification: false }));
});

const MENU = [menuItem('pedidos', 'Pedidos'), menuItem('chat', 'Chat')];
const OTHER_USER = { ...GESTOR_SESSION, usuario: { ...GESTOR_SESSION.usuario, idUsuario: 2, nome: 'Bruno Lima' } };

describe('given a signed-in user folding the side menu', () => {
  it('keeps every item’s name as its accessible name and tooltip', async () => {
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: GESTOR_SESSION, menu: MENU });
    // The signed-in menu is its own chunk: the first load in a test file takes a while.
    await userEvent.click(await screen.findByRole('button', { name: 'Recolher menu' }, { timeout: 5_000 }));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Início', 'Pedidos', 'Chat', 'Meu Perfil']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('title', name);
    }
    expect(within(nav).getByRole('button', { name: 'Sair' })).toHaveAttribute('title', 'Sair');
  });

  it('remembers the choice for that user only', async () => {
    const first = renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, {
      session: GESTOR_SESSION,
      menu: MENU,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    first.unmount();

    const again = renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, {
      session: GESTOR_SESSION,
      menu: MENU,
    });
    expect(await screen.findByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
    again.unmount();

    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: OTHER_USER, menu: MENU });
    expect(await screen.findByRole('button', { name: 'Recolher menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedidos' })).not.toHaveAttribute('title');
  });
});
