import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { maskPhone } from '../format';
import { TextField } from './text-field';

function ControlledPhone() {
  const [value, setValue] = useState('');
  return (
    <TextField label="Telefone" value={value} mask={maskPhone} onChange={(event) => setValue(event.target.value)} />
  );
}

describe('TextField', () => {
  it('is found by its label', () => {
    render(<TextField label="Nome" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
  });

  it('links the error and the hint and marks the field invalid', () => {
    render(<TextField label="E-mail" hint="Usado para recuperar a senha." error="E-mail inválido." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usado para recuperar a senha. E-mail inválido.');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="E-mail" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('applies the mask as the user types, controlled', async () => {
    render(<ControlledPhone />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '11999990001');
    expect(input).toHaveValue('(11) 99999-0001');
  });

  it('hands the masked value to an uncontrolled consumer such as react-hook-form', async () => {
    const seen: string[] = [];
    render(<TextField label="Telefone" mask={maskPhone} onChange={(event) => seen.push(event.target.value)} />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '1133334444');
    expect(input).toHaveValue('(11) 3333-4444');
    expect(seen.at(-1)).toBe('(11) 3333-4444');
  });

  it('marks a required field for assistive technology', () => {
    render(<TextField label="Nome" required />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeRequired();
  });
});
