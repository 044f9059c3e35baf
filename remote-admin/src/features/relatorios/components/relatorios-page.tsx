import type { MenuItem } from '@colabora/shared/contracts';
import { PageHeader } from '@colabora/shared/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from '@colabora/shared/router';
import { PeriodoSelect } from '../../../components/periodo-select';
import type { RelatorioParams } from '../api/relatorio-params';
import { AbaAtendimento, AbaEquipe } from './abas-atendimento';
import { AbaCampanhas, AbaIa, AbaSatisfacao } from './abas-resultados';
import { RelatorioFiltros, type RelatorioFiltrosProps } from './relatorio-filtros';

export type RelatoriosPageProps = { title: string; menuItem: MenuItem | null };

const ABAS = [
  { id: 'atendimento', label: 'Atendimento', filtros: ['fila', 'canal', 'atendente', 'etiqueta'] },
  { id: 'equipe', label: 'Equipe', filtros: ['fila', 'canal', 'atendente', 'etiqueta'] },
  { id: 'satisfacao', label: 'Satisfação', filtros: ['fila', 'canal', 'atendente', 'etiqueta'] },
  { id: 'campanhas', label: 'Campanhas', filtros: ['canal', 'janela'] },
  { id: 'ia', label: 'IA', filtros: [] },
] as const satisfies readonly { id: string; label: string; filtros: RelatorioFiltrosProps['campos'] }[];
type Aba = (typeof ABAS)[number]['id'];

const isAba = (value: string | null): value is Aba => ABAS.some((aba) => aba.id === value);

/**
 * /relatorios: service times, the team, satisfaction, campaigns and AI results over a period, with
 * filters by queue, channel and attendant; each tab charts its figures and exports its tables as
 * CSV. The tab is in the address (?aba=satisfacao), so the president's panel links straight to it.
 */
export function RelatoriosPage({ title, menuItem }: RelatoriosPageProps) {
  const [search, setSearch] = useSearchParams();
  const pedida = search.get('aba');
  const aba: Aba = isAba(pedida) ? pedida : 'atendimento';
  const [params, setParams] = useState<RelatorioParams>({ dias: 30 });
  const baseId = useId();
  const atual = ABAS.find((item) => item.id === aba) ?? ABAS[0];
  // Only the filters of the tab shown are sent (the campaigns' window never reaches the others).
  const daAba: RelatorioParams = {
    dias: params.dias,
    ...Object.fromEntries(atual.filtros.map((campo) => [campo, params[campo]])),
  };

  function select(next: Aba) {
    setSearch(next === 'atendimento' ? {} : { aba: next }, { replace: true });
  }

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (ABAS.findIndex((a) => a.id === aba) + step + ABAS.length) % ABAS.length;
    const next = ABAS[index];
    if (!next) return;
    select(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={<PeriodoSelect dias={params.dias} onChange={(dias) => setParams({ ...params, dias })} />}
      />
      <div className="adm-tabs" role="tablist" aria-label="Relatórios">
        {ABAS.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            className="adm-tab"
            aria-selected={aba === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={aba === item.id ? 0 : -1}
            onClick={() => select(item.id)}
            onKeyDown={handleTabKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${aba}`} aria-labelledby={`${baseId}-tab-${aba}`}>
        <RelatorioFiltros params={params} onChange={setParams} campos={atual.filtros} />
        <PeriodoTexto dias={params.dias} />
        {aba === 'atendimento' ? <AbaAtendimento params={daAba} /> : null}
        {aba === 'equipe' ? <AbaEquipe params={daAba} /> : null}
        {aba === 'satisfacao' ? <AbaSatisfacao params={daAba} /> : null}
        {aba === 'campanhas' ? <AbaCampanhas params={daAba} /> : null}
        {aba === 'ia' ? <AbaIa params={daAba} /> : null}
      </div>
    </section>
  );
}

/** The period in words: the last N São Paulo days, today included. */
function PeriodoTexto({ dias }: { dias: number }) {
  return <p className="cb-muted">Últimos {dias} dias, contados em dias de São Paulo (hoje incluído).</p>;
}
