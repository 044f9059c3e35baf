import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from '@colabora/shared/router';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../test/render-with-app';
import { AppRoutes } from './app-routes';

const loadRemotePage = jest.fn();
jest.mock('../federation/load-remote-page', () => ({
  loadRemotePage: (...args: unknown[]) => loadRemotePage(...args),
  loadedRemotePage: () => undefined,
  preloadRemotePage: jest.fn(),
}));

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderRoutes(path: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AppRoutes />
            <CurrentPath />
          </>
        }
      />
    </Routes>,
    { path, ...options },
  );
}

describe('the host router', () => {
  beforeEach(() => {
    loadRemotePage.mockReset();
    loadRemotePage.mockResolvedValue({ default: ({ title }: { title: string }) => <h1>{title} remoto</h1> });
  });

  it('sends a signed-out user from a guarded route to /acesso', async () => {
    renderRoutes('/pedidos');
    expect(await screen.findByRole('heading', { name: 'Acessar o sistema' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/acesso');
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('redirects the empty path to dashboard', async () => {
    renderRoutes('/', { session: GESTOR_SESSION });
    expect(await screen.findByTestId('path')).toHaveTextContent('/dashboard');
  });

  it('renders a remote page with its menu item when the menu grants it', async () => {
    renderRoutes('/pedidos', { session: GESTOR_SESSION, menu: [menuItem('pedidos', 'Pedidos', 'R')] });
    expect(await screen.findByRole('heading', { name: 'Pedidos remoto' })).toBeInTheDocument();
    expect(loadRemotePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'remote_pedidos', module: './pedidos' }),
    );
  });

  it("names the screen as the server menu does, in the page and in the browser's tab", async () => {
    renderRoutes('/dashboard-presidente', {
      session: GESTOR_SESSION,
      menu: [menuItem('dashboard-presidente', 'Painel da Presidência', 'R')],
    });
    expect(await screen.findByRole('heading', { name: 'Painel da Presidência remoto' })).toBeInTheDocument();
    expect(document.title).toBe('Painel da Presidência · Colabora');
  });

  it('refuses a guarded route missing from the server menu and loads nothing', async () => {
    renderRoutes('/usuarios', { session: GESTOR_SESSION, menu: [menuItem('pedidos', 'Pedidos')] });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('waits for the menu before deciding', () => {
    renderRoutes('/usuarios', { session: GESTOR_SESSION, menu: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando permissões…');
  });

  it('opens the personal pages without a menu item', async () => {
    renderRoutes('/alterarsenha', { session: GESTOR_SESSION, menu: [] });
    expect(await screen.findByRole('heading', { name: 'Alterar minha senha' })).toBeInTheDocument();
  });

  it('lets anyone open produto-servico, as the seed does, and asks a signed-out visitor to sign in first', async () => {
    renderRoutes('/produto-servico');
    expect(screen.getByRole('heading', { name: 'Produtos e serviços' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar o sistema' })).toHaveAttribute('href', '/acesso');
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('opens produto-servico for a signed-in user with the screen', async () => {
    renderRoutes('/produto-servico', { session: GESTOR_SESSION, menu: [menuItem('produto-servico', 'Produtos')] });
    expect(await screen.findByRole('heading', { name: 'Produtos remoto' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path', async () => {
    renderRoutes('/nao-existe', { session: GESTOR_SESSION });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('does not carry a failed remote into the next route', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemotePage.mockReset();
    loadRemotePage.mockImplementation(({ module }: { module: string }) =>
      module === './chat'
        ? Promise.reject(new Error('down'))
        : Promise.resolve({ default: ({ title }: { title: string }) => <h1>{title} remoto</h1> }),
    );
    const menu = [menuItem('chat', 'Chat'), menuItem('pedidos', 'Pedidos')];
    renderWithApp(
      <>
        <AppRoutes />
        <Link to="/pedidos">ir para pedidos</Link>
      </>,
      { path: '/chat', session: GESTOR_SESSION, menu },
    );
    expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ir para pedidos' }));
    expect(await screen.findByRole('heading', { name: 'Pedidos remoto' })).toBeInTheDocument();
  });
});
