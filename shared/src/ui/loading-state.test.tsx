import { render, screen } from '@testing-library/react';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces Carregando… politely', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('accepts a more specific label', () => {
    render(<LoadingState label="Carregando pedidos…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando pedidos…');
  });
});
