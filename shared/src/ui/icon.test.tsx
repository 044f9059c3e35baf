import { render, screen } from '@testing-library/react';
import { Icon } from './icon';

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

  it('falls back to the Material Symbols ligature for other names', () => {
    const { container } = render(<Icon name="campaign" />);
    expect(container).toHaveTextContent('campaign');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="notifications" label="Notificações" />);
    expect(screen.getByRole('img', { name: 'Notificações' })).toBeInTheDocument();
  });
});
