import type { ContatosListaQuery } from '@colabora/shared/contracts';
import { MONTHS } from '@colabora/shared/format';
import { FiltersDisclosure, SelectField, TextField } from '@colabora/shared/ui';

/** The filters besides the search box: what the list asks the API for. */
export type ContatosFiltrosValor = Pick<ContatosListaQuery, 'tag' | 'consentimento' | 'mesAniversario' | 'conversa'>;

export type ContatosFiltrosProps = { value: ContatosFiltrosValor; onChange: (value: ContatosFiltrosValor) => void };

/**
 * Tag, consent, birthday month and conversation, folded behind "Filtros (n)" so that on a phone
 * the first contacts show without scrolling past them.
 */
export function ContatosFiltros({ value, onChange }: ContatosFiltrosProps) {
  const ativos = Object.values(value).filter((item) => item !== undefined && item !== '').length;
  const set = (patch: Partial<ContatosFiltrosValor>) => onChange({ ...value, ...patch });
  return (
    <FiltersDisclosure active={ativos}>
      <TextField
        label="Etiqueta"
        placeholder="ex.: cliente-vip"
        value={value.tag ?? ''}
        onChange={(event) => set({ tag: event.target.value.trim().toLowerCase() || undefined })}
      />
      <SelectField
        label="Consentimento"
        value={value.consentimento ?? ''}
        onChange={(event) => set({ consentimento: (event.target.value || undefined) as 'sim' | 'nao' | undefined })}
        options={[
          { value: '', label: 'Todos' },
          { value: 'sim', label: 'Aceita campanhas' },
          { value: 'nao', label: 'Não aceita campanhas' },
        ]}
      />
      <SelectField
        label="Aniversário em"
        value={value.mesAniversario ? String(value.mesAniversario) : ''}
        onChange={(event) => set({ mesAniversario: event.target.value ? Number(event.target.value) : undefined })}
        options={[
          { value: '', label: 'Qualquer mês' },
          ...MONTHS.map((mes, index) => ({ value: String(index + 1), label: mes })),
        ]}
      />
      <SelectField
        label="Conversa"
        value={value.conversa ?? ''}
        onChange={(event) => set({ conversa: (event.target.value || undefined) as 'com' | 'sem' | undefined })}
        options={[
          { value: '', label: 'Todas' },
          { value: 'com', label: 'Com conversa' },
          { value: 'sem', label: 'Sem conversa' },
        ]}
      />
    </FiltersDisclosure>
  );
}
