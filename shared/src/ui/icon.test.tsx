import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import { MENU_ICON_PATHS } from './menu-icon-paths';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="chat" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a known menu icon inline, without needing the font', () => {
    const { container } = render(<Icon name="shopping_cart" />);
    expect(container.querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M7 18/));
    expect(container).not.toHaveTextContent('shopping_cart');
  });

  it('draws every icon the server menu sends', () => {
    for (const name of [
      'receipt_long',
      'inventory_2',
      'qr_code_2',
      'campaign',
      'cake',
      'door_front',
      'apartment',
      'sync',
      'insights',
    ]) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg path')?.getAttribute('d')).not.toBe(MENU_ICON_PATHS.unknown);
      expect(container).not.toHaveTextContent(name);
      unmount();
    }
  });

  it('draws a neutral dot for a name it does not know, never the raw name', () => {
    const { container } = render(<Icon name="nao_existe" />);
    expect(container.querySelector('svg path')).toHaveAttribute('d', MENU_ICON_PATHS.unknown);
    expect(container).not.toHaveTextContent('nao_existe');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="notifications" label="Notificações" />);
    expect(screen.getByRole('img', { name: 'Notificações' })).toBeInTheDocument();
  });
});
