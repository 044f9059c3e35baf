import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until asked, then hides it again', async () => {
    render(<PasswordField label="Senha" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps what was typed when toggling', async () => {
    render(<PasswordField label="Senha" />);
    const input = screen.getByLabelText('Senha');
    await userEvent.type(input, 'colabora123');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveValue('colabora123');
  });

  it('shows its error linked to the field', () => {
    render(<PasswordField label="Senha" error="Informe a senha." autoComplete="new-password" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAccessibleDescription('Informe a senha.');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
  });
});
