import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says there is nothing yet and offers the next step', () => {
    render(
      <EmptyState
        icon="shopping_cart"
        title="Nenhum pedido ainda"
        description="Os pedidos novos aparecem aqui."
        action={<Button>Novo pedido</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nenhum pedido ainda' })).toBeInTheDocument();
    expect(screen.getByText('Os pedidos novos aparecem aqui.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo pedido' })).toBeInTheDocument();
  });
});
