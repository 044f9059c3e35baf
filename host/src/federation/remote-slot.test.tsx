import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './remote-slot';

const loadRemotePage = jest.fn();
const loadedRemotePage = jest.fn((): unknown => undefined);
jest.mock('./load-remote-page', () => ({
  loadRemotePage: (...args: unknown[]) => loadRemotePage(...args),
  loadedRemotePage: () => loadedRemotePage(),
}));

describe('a remote slot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Módulo indisponível" when the remote cannot load, and loads it on retry', async () => {
    loadRemotePage
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: () => <h1>Chat carregado</h1> });

    render(
      <RemoteSlot
        remoteRef={{ remote: 'remote_chat', module: './chat' }}
        menuItem={null}
        basePath="/chat"
        title="Chat"
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeInTheDocument();
    expect(screen.getByText('Chat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Chat carregado' })).toBeInTheDocument();
    expect(loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('passes the page its menu item and base path', async () => {
    const Page = jest.fn(() => <p>ok</p>);
    loadRemotePage.mockResolvedValueOnce({ default: Page });
    const item = { idMenu: 1, icone: 'x', titulo: 'Pedidos', rota: 'pedidos', descricaoMenu: '', crud: 'R' };
    render(
      <RemoteSlot
        remoteRef={{ remote: 'remote_pedidos', module: './pedidos' }}
        menuItem={item}
        basePath="/pedidos"
        title="Pedidos"
      />,
    );
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(Page).toHaveBeenCalledWith({ menuItem: item, basePath: '/pedidos', title: 'Pedidos' }, undefined);
  });

  it('renders a page already loaded at once, without a loading state', () => {
    // The first screen's page: start-route-early loaded it before the tree asked.
    loadRemotePage.mockClear();
    loadedRemotePage.mockReturnValueOnce(() => <h1>Chat carregado</h1>);
    render(
      <RemoteSlot
        remoteRef={{ remote: 'remote_chat', module: './chat' }}
        menuItem={null}
        basePath="/chat"
        title="Chat"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Chat carregado' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando módulo…')).not.toBeInTheDocument();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });
});
