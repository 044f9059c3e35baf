import type { ContatoResumo } from '@colabora/shared/contracts';
import { TextField, useDebouncedValue } from '@colabora/shared/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { BUSCA_MINIMO, useSearchContatos } from '../api/search-contatos';
import { contatoLabel } from '../lib/contato-label';

export type ContatoComboboxProps = {
  /** What the field shows: the chosen contact's label or what is being typed. */
  value: string;
  onChange: (text: string) => void;
  /** A contact was chosen from the list. */
  onPick: (contato: ContatoResumo) => void;
  error?: string;
};

/**
 * The existing contact of a lead, searched by name or phone as the person types (ARIA combobox
 * with a listbox: arrows move, Enter picks, Escape closes).
 */
export function ContatoCombobox({ value, onChange, onPick, error }: ContatoComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(value.trim(), 300);
  const { data = [], isFetching, isSuccess } = useSearchContatos(q, { enabled: open });
  const options = open && q.length >= BUSCA_MINIMO ? data : [];
  const expanded = options.length > 0;
  const nothingFound = open && isSuccess && q.length >= BUSCA_MINIMO && data.length === 0;

  function pick(contato: ContatoResumo): void {
    onPick(contato);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault(); // choosing, not submitting the form
      const chosen = options[active];
      if (chosen) pick(chosen);
    }
  }

  return (
    <div className="leads-combobox">
      <TextField
        label="Contato"
        required
        autoComplete="off"
        hint={nothingFound ? 'Nenhum contato encontrado. Cadastre um novo contato.' : 'Busque pelo nome ou telefone.'}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-busy={isFetching || undefined}
        value={value}
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Contatos encontrados"
        className="leads-combobox__list"
        hidden={!expanded}
      >
        {options.map((contato, index) => (
          <li
            key={contato.idContato}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="leads-combobox__option"
            // Keeps the focus in the input, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(contato)}
          >
            {contatoLabel(contato)}
          </li>
        ))}
      </ul>
    </div>
  );
}
