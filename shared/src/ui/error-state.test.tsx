import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the message at once', () => {
    render(<ErrorState message="Não foi possível carregar os pedidos." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos.');
  });

  it('retries when asked', async () => {
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when none is possible', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
