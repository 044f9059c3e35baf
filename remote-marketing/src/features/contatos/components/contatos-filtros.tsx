import { CAMPO_CONTATO_CHAVE, CAMPOS_CONTATO_MESSAGES, type ContatosListaQuery } from '@colabora/shared/contracts';
import { MONTHS } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { FiltersDisclosure, SelectField, TextField } from '@colabora/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { etapasQueryOptions } from '../../../lib/api/get-etapas';

/** The filters besides the search box: what the list asks the API for. */
export type ContatosFiltrosValor = Pick<
  ContatosListaQuery,
  'tag' | 'consentimento' | 'mesAniversario' | 'conversa' | 'idEtapa' | 'campo' | 'valor'
>;

export type ContatosFiltrosProps = { value: ContatosFiltrosValor; onChange: (value: ContatosFiltrosValor) => void };

/**
 * Tag, consent, birthday month, conversation, funnel stage and a custom field, folded behind "Filtros (n)" so that on a phone
 * the first contacts show without scrolling past them.
 */
export function ContatosFiltros({ value, onChange }: ContatosFiltrosProps) {
  // The stages are read with the Leads screen's letter: a profile without it has no stage filter.
  const podeVerEtapas = useCanOpen('/leads');
  const etapas = useQuery({ ...etapasQueryOptions(), enabled: podeVerEtapas });
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
      {podeVerEtapas ? (
        <SelectField
          label="Etapa do funil"
          value={value.idEtapa ? String(value.idEtapa) : ''}
          onChange={(event) => set({ idEtapa: event.target.value ? Number(event.target.value) : undefined })}
          options={[
            { value: '', label: 'Qualquer etapa' },
            ...(etapas.data ?? []).map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome })),
          ]}
        />
      ) : null}
      <TextField
        label="Campo personalizado"
        placeholder="ex.: cidade"
        value={value.campo ?? ''}
        error={value.campo && !CAMPO_CONTATO_CHAVE.test(value.campo) ? CAMPOS_CONTATO_MESSAGES.chave : undefined}
        onChange={(event) => set({ campo: event.target.value.trim() || undefined, valor: undefined })}
      />
      {value.campo ? (
        <TextField
          label="Valor do campo"
          placeholder="ex.: Campinas"
          value={value.valor ?? ''}
          onChange={(event) => set({ valor: event.target.value || undefined })}
        />
      ) : null}
    </FiltersDisclosure>
  );
}
