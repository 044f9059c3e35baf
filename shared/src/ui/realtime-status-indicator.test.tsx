import { render, screen } from '@testing-library/react';
import { RealtimeStatusIndicator } from './realtime-status-indicator';

describe('RealtimeStatusIndicator', () => {
  it('shows the worse of the two hubs in pt-BR, and follows the states it is given', () => {
    const { rerender } = render(<RealtimeStatusIndicator states={['Connected', 'Connected']} />);
    expect(screen.getByRole('status', { name: 'Tempo real: Conectado' })).toBeTruthy();
    rerender(<RealtimeStatusIndicator states={['Connected', 'Reconnecting']} />);
    expect(screen.getByRole('status', { name: 'Tempo real: Reconectando' })).toBeTruthy();
  });

  it('can show one hub only', () => {
    render(<RealtimeStatusIndicator states={['Connected']} />);
    expect(screen.getByRole('status', { name: 'Tempo real: Conectado' })).toBeTruthy();
  });
});
