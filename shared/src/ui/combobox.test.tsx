import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ComboboxListbox, useCombobox } from './combobox';

const FRUTAS = ['Acerola', 'Abacaxi', 'Açaí'];

function Frutas({ onPick }: { onPick: (fruta: string) => void }) {
  const [text, setText] = useState('');
  const combobox = useCombobox<string>(onPick);
  const options = combobox.open ? FRUTAS.filter((fruta) => fruta.startsWith(text)) : [];
  return (
    <>
      <label htmlFor="fruta">Fruta</label>
      <input
        id="fruta"
        {...combobox.fieldProps(options)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          combobox.reopen();
        }}
        onBlur={combobox.close}
      />
      <ComboboxListbox label="Frutas" {...combobox.listboxProps(options)} render={(f) => f} getKey={(f) => f} />
      <button type="button">Outro</button>
    </>
  );
}

describe('given a combobox', () => {
  it('opens as the person types, moves with the arrows, picks with Enter and closes', async () => {
    const onPick = jest.fn();
    const user = userEvent.setup();
    render(<Frutas onPick={onPick} />);
    const field = screen.getByRole('combobox', { name: 'Fruta' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'A');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Abacaxi' })).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Abacaxi' }).id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Abacaxi');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('wraps around with the arrows, closes on Escape, and picks by click without losing focus', async () => {
    const onPick = jest.fn();
    const user = userEvent.setup();
    render(<Frutas onPick={onPick} />);
    const field = screen.getByRole('combobox', { name: 'Fruta' });
    await user.type(field, 'A');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Açaí' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'c');
    await user.click(screen.getByRole('option', { name: 'Acerola' }));
    expect(onPick).toHaveBeenCalledWith('Acerola');
  });
});
