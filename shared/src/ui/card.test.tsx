import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('with a title, is a region named by its heading', () => {
    render(<Card title="Resumo">conteúdo</Card>);
    const region = screen.getByRole('region', { name: 'Resumo' });
    expect(region).toHaveTextContent('conteúdo');
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo' })).toBeInTheDocument();
  });

  it('without a title, is a plain container', () => {
    render(<Card>só conteúdo</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('só conteúdo')).toBeInTheDocument();
  });
});
