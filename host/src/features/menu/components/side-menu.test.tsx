import { appStore, sessionAtom } from '@colabora/shared/session';
import { setupFakeApi } from '@colabora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import { firstAndLastName, SideMenu } from './side-menu';
import { isSwipeDown } from './photo-viewer';

jest.mock('../../../federation/load-remote-page', () => ({ preloadRemotePage: jest.fn() }));

// The server's answer to verificar-push-notification (SPEC §7: not in the envelope), per test.
const serverPush = { temPushNotification: false };
const api = setupFakeApi();
beforeAll(() => {
  // jsdom has no Notification API: this browser has not answered the permission prompt yet.
  Object.defineProperty(window, 'Notification', { value: { permission: 'default' }, configurable: true });
});
beforeEach(() => {
  serverPush.temPushNotification = false;
  api.on('GET', '/api/Usuario/verificar-push-notification/:idUsuario', () => ({ ...serverPush }));
});

describe('the side menu', () => {
  it('signed out, offers install, sign-in, sign-up, terms and privacy, and the version', () => {
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('button', { name: 'Instalar Aplicativo' })).toBeInTheDocument();
    for (const label of ['Acessar o sistema', 'Criar conta', 'Termos de uso', 'Privacidade (LGPD)']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByText(/^Versão \d+\.\d+\.\d+/)).toBeInTheDocument();
  });

  it('signed in, shows who and where, the server items, then the account items', async () => {
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, {
      session: GESTOR_SESSION,
      menu: [menuItem('pedidos', 'Pedidos'), menuItem('chat', 'Chat')],
    });
    // The signed-in menu loads after sign-in (its own chunk).
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(nav).getByText('Gestor')).toBeInTheDocument();
    expect(within(nav).getByText('INSTITUIÇÃO DEMONSTRAÇÃO')).toBeInTheDocument();
    const acesso = within(nav).getByRole('list', { name: 'Acesso' });
    expect(
      within(acesso)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pedidos', 'Chat']);
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('href', '/meuperfil');
    expect(await within(nav).findByRole('switch', { name: 'Notificações Desativadas' })).not.toBeChecked();
    expect(within(nav).getByRole('link', { name: 'Alterar Minha Senha' })).toBeInTheDocument();
  });

  it('Notificações shows Ativadas when the server says the user has a push registration', async () => {
    serverPush.temPushNotification = true;
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('switch', { name: 'Notificações Ativadas' })).toBeChecked();
    serverPush.temPushNotification = false;
  });

  it('Notificações shows Bloqueadas when this browser refuses, even with a registration elsewhere', async () => {
    serverPush.temPushNotification = true;
    Object.defineProperty(window, 'Notification', { value: { permission: 'denied' }, configurable: true });
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: GESTOR_SESSION });
    expect(await screen.findByRole('switch', { name: 'Notificações Bloqueadas' })).not.toBeChecked();
    Object.defineProperty(window, 'Notification', { value: { permission: 'default' }, configurable: true });
  });

  it('Sair ends the session and clears the stored one', async () => {
    localStorage.setItem('USER_INFO', JSON.stringify(GESTOR_SESSION));
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: GESTOR_SESSION });
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('USER_INFO')).toBeNull();
  });

  it('opens the photo full screen and closes it with Esc', async () => {
    renderWithApp(<SideMenu id="m" onNavigate={() => undefined} />, { session: GESTOR_SESSION });
    await userEvent.click(screen.getByRole('button', { name: 'Ver foto em tela cheia' }));
    expect(screen.getByRole('dialog', { name: 'Foto do usuário' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('names and gestures', () => {
  it('keeps the first and last name only', () => {
    expect(firstAndLastName('Ana Maria de Souza')).toBe('Ana Souza');
    expect(firstAndLastName(' Ana ')).toBe('Ana');
  });

  it('closes the viewer on a swipe down of at least 150 px, within 100 px sideways and 500 ms', () => {
    expect(isSwipeDown(0, 150, 500)).toBe(true);
    expect(isSwipeDown(0, 149, 100)).toBe(false);
    expect(isSwipeDown(101, 300, 100)).toBe(false);
    expect(isSwipeDown(0, 300, 501)).toBe(false);
    expect(isSwipeDown(0, -300, 100)).toBe(false);
  });
});
