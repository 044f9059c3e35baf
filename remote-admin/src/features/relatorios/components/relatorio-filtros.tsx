import { SelectField } from '@colabora/shared/ui';
import { useRelatorioFiltros } from '../api/get-relatorio-filtros';
import type { RelatorioParams } from '../api/relatorio-params';

export type RelatorioFiltrosProps = {
  params: RelatorioParams;
  onChange: (params: RelatorioParams) => void;
  /** Which filters apply to the tab shown. */
  campos: readonly ('fila' | 'canal' | 'atendente' | 'etiqueta' | 'janela')[];
};

const JANELAS = [1, 3, 7, 14, 30] as const;
const numero = (value: string) => (value ? Number(value) : undefined);

/** The filters of a report tab: queue, channel, attendant and label (all by default), or the campaigns' window. */
export function RelatorioFiltros({ params, onChange, campos }: RelatorioFiltrosProps) {
  const filtros = useRelatorioFiltros();
  const opcoes = (lista: readonly { id: number; nome: string }[] | undefined) =>
    (lista ?? []).map((item) => ({ value: String(item.id), label: item.nome }));
  if (!campos.length) return null;
  return (
    <div className="adm-report-meta" role="group" aria-label="Filtros">
      {campos.includes('fila') ? (
        <SelectField
          label="Fila"
          value={params.fila ? String(params.fila) : ''}
          options={[{ value: '', label: 'Todas as filas' }, ...opcoes(filtros.data?.filas)]}
          onChange={(event) => onChange({ ...params, fila: numero(event.target.value) })}
        />
      ) : null}
      {campos.includes('canal') ? (
        <SelectField
          label="Canal"
          value={params.canal ? String(params.canal) : ''}
          options={[{ value: '', label: 'Todos os canais' }, ...opcoes(filtros.data?.canais)]}
          onChange={(event) => onChange({ ...params, canal: numero(event.target.value) })}
        />
      ) : null}
      {campos.includes('atendente') ? (
        <SelectField
          label="Atendente"
          value={params.atendente ? String(params.atendente) : ''}
          options={[{ value: '', label: 'Toda a equipe' }, ...opcoes(filtros.data?.atendentes)]}
          onChange={(event) => onChange({ ...params, atendente: numero(event.target.value) })}
        />
      ) : null}
      {campos.includes('etiqueta') && filtros.data?.etiquetas.length ? (
        <SelectField
          label="Etiqueta"
          value={params.etiqueta ? String(params.etiqueta) : ''}
          options={[{ value: '', label: 'Todas as etiquetas' }, ...opcoes(filtros.data.etiquetas)]}
          onChange={(event) => onChange({ ...params, etiqueta: numero(event.target.value) })}
        />
      ) : null}
      {campos.includes('janela') ? (
        <SelectField
          label="Conversas e leads até"
          value={String(params.janela ?? 7)}
          options={JANELAS.map((d) => ({ value: String(d), label: `${d} ${d === 1 ? 'dia' : 'dias'} após o envio` }))}
          onChange={(event) => onChange({ ...params, janela: Number(event.target.value) })}
        />
      ) : null}
    </div>
  );
}
