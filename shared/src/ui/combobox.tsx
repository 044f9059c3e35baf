import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/*
 * An ARIA combobox over a text field (WAI-ARIA APG "combobox with listbox popup", list
 * autocomplete): typing opens the list, arrows move through it, Enter picks, Escape closes, a
 * click picks without the field losing focus. The field stays a plain TextField, so a form library
 * can register it; what the list holds (a search, say) is the caller's.
 */

export type Combobox<T> = {
  /** The list may show (the person is typing in the field); what it holds is the caller's. */
  open: boolean;
  /** Opens the list and forgets the highlighted option (call on every change of the text). */
  reopen(): void;
  close(): void;
  /** Props for the text field: the combobox role and its ARIA links to the list. */
  fieldProps(options: readonly T[]): {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** Props for <ComboboxListbox>. */
  listboxProps(options: readonly T[]): {
    id: string;
    options: readonly T[];
    active: number;
    onPick: (option: T) => void;
  };
};

/**
 * The state and keyboard of a combobox; `onPick` runs when an option is chosen (the list closes).
 * @example
 * const combobox = useCombobox<Contato>((contato) => setValue('idContato', contato.idContato));
 * const options = combobox.open ? data : [];
 * <TextField label="Contato" {...combobox.fieldProps(options)} onChange={(e) => { setText(e.target.value); combobox.reopen(); }} onBlur={combobox.close} />
 * <ComboboxListbox label="Contatos encontrados" {...combobox.listboxProps(options)} render={(c) => c.nome} getKey={(c) => c.id} />
 */
export function useCombobox<T>(onPick: (option: T) => void): Combobox<T> {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: T) => {
    onPick(option);
    close();
  };

  return {
    open,
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    fieldProps: (options) => {
      const expanded = options.length > 0;
      return {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': id,
        'aria-activedescendant': expanded && active >= 0 ? `${id}-${active}` : undefined,
        onKeyDown: (event) => {
          if (event.key === 'Escape') {
            if (expanded) event.preventDefault();
            close();
          } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) setOpen(true);
            if (!options.length) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            // From no highlighted option, Down goes to the first and Up to the last (APG).
            setActive((current) =>
              current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
            );
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault(); // choosing, not submitting the form
            const chosen = options[active];
            if (chosen !== undefined) pick(chosen);
          }
        },
      };
    },
    listboxProps: (options) => ({ id, options, active, onPick: pick }),
  };
}

export type ComboboxListboxProps<T> = {
  id: string;
  /** The list's accessible name ("Contatos encontrados"). */
  label: string;
  options: readonly T[];
  active: number;
  onPick: (option: T) => void;
  render: (option: T) => ReactNode;
  getKey: (option: T) => string | number;
};

/** The popup list of a combobox (hidden while it has no option). */
export function ComboboxListbox<T>({ id, label, options, active, onPick, render, getKey }: ComboboxListboxProps<T>) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="cb-combobox__list" hidden={options.length === 0}>
      {options.map((option, index) => (
        <li
          key={getKey(option)}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className="cb-combobox__option"
          // Keeps the focus in the field, so its blur does not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          {render(option)}
        </li>
      ))}
    </ul>
  );
}
