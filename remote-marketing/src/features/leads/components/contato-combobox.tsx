import type { ContatoResumo } from '@colabora/shared/contracts';
import { ComboboxListbox, TextField, useCombobox, useDebouncedValue } from '@colabora/shared/ui';
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

/** The existing contact of a lead, searched by name or phone as the person types. */
export function ContatoCombobox({ value, onChange, onPick, error }: ContatoComboboxProps) {
  const combobox = useCombobox<ContatoResumo>(onPick);
  const q = useDebouncedValue(value.trim(), 300);
  const { data = [], isFetching, isSuccess } = useSearchContatos(q, { enabled: combobox.open });
  const options = combobox.open && q.length >= BUSCA_MINIMO ? data : [];
  const nothingFound = combobox.open && isSuccess && q.length >= BUSCA_MINIMO && data.length === 0;

  return (
    <div className="cb-combobox">
      <TextField
        label="Contato"
        required
        autoComplete="off"
        hint={nothingFound ? 'Nenhum contato encontrado. Cadastre um novo contato.' : 'Busque pelo nome ou telefone.'}
        error={error}
        {...combobox.fieldProps(options)}
        aria-busy={isFetching || undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          combobox.reopen();
        }}
        onBlur={combobox.close}
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
