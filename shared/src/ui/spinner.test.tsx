import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces its label', () => {
    render(<Spinner label="Enviando…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Enviando…');
  });
});
