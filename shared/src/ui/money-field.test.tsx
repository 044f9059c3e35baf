import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MoneyField } from './money-field';

/** As react-hook-form's `register` uses it: uncontrolled, every change read from the event. */
function RegisteredForm({ onValue }: { onValue: (value: string) => void }) {
  return <MoneyField label="Preço (R$)" name="preco" onChange={(event) => onValue(event.target.value)} />;
}

function ControlledField() {
  const [valor, setValor] = useState('');
  return (
    <>
      <MoneyField label="Valor (R$)" value={valor} onChange={(event) => setValor(event.target.value)} />
      <output>{valor}</output>
    </>
  );
}

describe('MoneyField', () => {
  it('reads "55" as R$ 55,00 and shows it so once left, telling an uncontrolled form', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<RegisteredForm onValue={onValue} />);
    const field = screen.getByLabelText('Preço (R$)');
    await user.type(field, '55');
    expect(field).toHaveValue('55');
    await user.tab();
    expect(field).toHaveValue('55,00');
    expect(onValue).toHaveBeenLastCalledWith('55,00');
  });

  it('keeps a comma and two decimals, drops letters, and tells a controlled parent', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const field = screen.getByLabelText('Valor (R$)');
    await user.type(field, 'R$ 1.234,567x');
    expect(field).toHaveValue('1.234,56');
    await user.clear(field);
    await user.type(field, '55,5');
    await user.tab();
    expect(field).toHaveValue('55,50');
    expect(screen.getByRole('status')).toHaveTextContent('55,50');
  });
});
