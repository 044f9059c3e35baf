import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text, which carries the meaning without the colour', () => {
    render(
      <p>
        Notificações <Badge tone="success">OK</Badge>
      </p>,
    );
    expect(screen.getByText('OK')).toBeInTheDocument();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Notificações OK');
  });
});
