import { render, screen } from '@testing-library/react';
import { Button } from './button';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the page its h1, description and actions', () => {
    render(
      <PageHeader title="Pedidos" description="Acompanhe os pedidos do dia." actions={<Button>Novo pedido</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Acompanhe os pedidos do dia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo pedido' })).toBeInTheDocument();
  });
});
