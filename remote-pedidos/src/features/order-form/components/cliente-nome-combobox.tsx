import type { ContatoResumo } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { TextField, useDebouncedValue } from '@colabora/shared/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BUSCA_MINIMO, useSearchContatos } from '../api/search-contatos';
import './cliente-nome-combobox.css';

export type ClienteNomeComboboxProps = {
  registration: UseFormRegisterReturn<'cliente.nome'>;
  error?: string;
  /** A contact was chosen: the form fills the name and the phone. */
  onPick: (contato: ContatoResumo) => void;
};

/** What an option says: the name and the masked phone. */
export const contatoLabel = (contato: ContatoResumo) => `${contato.nome} · ${maskPhone(contato.telefone)}`;

/**
 * The customer's name, offering the institution's contacts as the person types (ARIA combobox
 * with a listbox: arrows move, Enter picks, Escape closes). Typing freely stays allowed: a new
 * customer becomes a contact when the order is saved.
 */
export function ClienteNomeCombobox({ registration, error, onPick }: ClienteNomeComboboxProps) {
  const listboxId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(term.trim(), 300);
  const { data = [], isFetching } = useSearchContatos(q, { enabled: open });
  const options = open && q.length >= BUSCA_MINIMO ? data : [];
  const expanded = options.length > 0;

  function pick(contato: ContatoResumo): void {
    onPick(contato);
    setTerm(contato.nome);
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
      event.preventDefault(); // choosing, not submitting the order
      const chosen = options[active];
      if (chosen) pick(chosen);
    }
  }

  return (
    <div className="pedidos-combobox">
      <TextField
        label="Nome do cliente"
        required
        autoComplete="off"
        hint="Digite o nome ou o telefone para buscar nos contatos."
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-busy={isFetching || undefined}
        onKeyDown={handleKeyDown}
        {...registration}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
          return registration.onChange(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          return registration.onBlur(event);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Contatos encontrados"
        className="pedidos-combobox__list"
        hidden={!expanded}
      >
        {options.map((contato, index) => (
          <li
            key={contato.idContato}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="pedidos-combobox__option"
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
