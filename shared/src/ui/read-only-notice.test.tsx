import { render, screen } from '@testing-library/react';
import { ReadOnlyNotice } from './read-only-notice';

describe('ReadOnlyNotice', () => {
  it('tells a read-only user, in pt-BR, why the actions are missing', () => {
    render(<ReadOnlyNotice subject="os pedidos" />);
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os pedidos.');
  });
});
