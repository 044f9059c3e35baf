import type { ContatoResumo } from '@colabora/shared/contracts/contatos-busca';
import { maskPhone } from '@colabora/shared/format';
import { ComboboxListbox, TextField, useCombobox, useDebouncedValue } from '@colabora/shared/ui';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BUSCA_MINIMO, useSearchContatos } from '../api/search-contatos';

export type ClienteNomeComboboxProps = {
  registration: UseFormRegisterReturn<'cliente.nome'>;
  error?: string;
  /** A contact was chosen: the form fills the name and the phone. */
  onPick: (contato: ContatoResumo) => void;
};

/** What an option says: the name and the masked phone. */
export const contatoLabel = (contato: ContatoResumo) => `${contato.nome} · ${maskPhone(contato.telefone)}`;

/**
 * The customer's name, offering the institution's contacts as the person types. Typing freely
 * stays allowed: a new customer becomes a contact when the order is saved.
 */
export function ClienteNomeCombobox({ registration, error, onPick }: ClienteNomeComboboxProps) {
  const [term, setTerm] = useState('');
  const combobox = useCombobox<ContatoResumo>((contato) => {
    onPick(contato);
    setTerm(contato.nome);
  });
  const q = useDebouncedValue(term.trim(), 300);
  const { data = [], isFetching } = useSearchContatos(q, { enabled: combobox.open });
  const options = combobox.open && q.length >= BUSCA_MINIMO ? data : [];

  return (
    <div className="cb-combobox">
      <TextField
        label="Nome do cliente"
        required
        autoComplete="off"
        hint="Digite o nome ou o telefone para buscar nos contatos."
        error={error}
        {...combobox.fieldProps(options)}
        aria-busy={isFetching || undefined}
        {...registration}
        onChange={(event) => {
          setTerm(event.target.value);
          combobox.reopen();
          return registration.onChange(event);
        }}
        onBlur={(event) => {
          combobox.close();
          return registration.onBlur(event);
        }}
      />
      <ComboboxListbox
        label="Contatos encontrados"
        {...combobox.listboxProps(options)}
        render={contatoLabel}
        getKey={(contato) => contato.idContato}
      />
    </div>
  );
}
