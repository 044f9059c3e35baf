import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: '1', label: 'Gestor' },
  { value: '2', label: 'Atendente' },
];

describe('SelectField', () => {
  it('is found by its label and offers the options after the placeholder', () => {
    render(<SelectField label="Perfil" placeholder="Selecione…" options={OPTIONS} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecione…',
      'Gestor',
      'Atendente',
    ]);
    expect(screen.getByRole('option', { name: 'Selecione…' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const seen: string[] = [];
    render(<SelectField label="Perfil" options={OPTIONS} onChange={(event) => seen.push(event.target.value)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Atendente');
    expect(seen).toEqual(['2']);
  });

  it('links the error and the hint and marks the field invalid', () => {
    render(<SelectField label="Perfil" options={OPTIONS} hint="Define as telas." error="Selecione o perfil." />);
    const select = screen.getByRole('combobox', { name: 'Perfil' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Define as telas. Selecione o perfil.');
  });
});
