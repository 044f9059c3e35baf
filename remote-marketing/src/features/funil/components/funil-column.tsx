import type { Funil, Lead } from '@colabora/shared/contracts/marketing';
import { foldForSearch, formatCentavos } from '@colabora/shared/format';
import { useFirstScreenful } from '@colabora/shared/ui';
import { useDroppable } from '@dnd-kit/core';
import { useId } from 'react';
import { Link } from '@colabora/shared/router';
import type { ColumnData } from '../lib/announcements';
import { LeadCard } from './lead-card';

type Coluna = Funil['colunas'][number];

export type FunilColumnProps = {
  coluna: Coluna;
  leads: Lead[];
  canMove: boolean;
  /** Whether the user may open /leads: its links appear only then (issue #28: no dead ends). */
  canOpenLeads: boolean;
};

export const columnDropId = (idEtapa: number) => `etapa-${idEtapa}`;

const TIPO_LABEL = { aberta: null, ganho: 'Ganho', perdido: 'Perdido' } as const;

let percentFormat: Intl.NumberFormat | undefined;

/** Built on first use, not when the board's code loads (issue #25). */
const percent = (): Intl.NumberFormat =>
  (percentFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

/** "Ganho" for a stage named otherwise ("Fechado (Ganho)"); nothing when the name says it already. */
function tipoSuffix(etapa: Coluna['etapa']): string | null {
  const tipo = TIPO_LABEL[etapa.tipo];
  return tipo && foldForSearch(etapa.nome).trim() !== foldForSearch(tipo) ? tipo : null;
}

export function quantidadeText(quantidade: number): string {
  return quantidade === 1 ? '1 lead' : `${quantidade} leads`;
}

/** A stage: its name, count, total in BRL, conversion and average days, and its cards. */
export function FunilColumn({ coluna, leads, canMove, canOpenLeads }: FunilColumnProps) {
  const headingId = useId();
  const { etapa } = coluna;
  const { setNodeRef, isOver } = useDroppable({
    id: columnDropId(etapa.idEtapa),
    data: { etapa } satisfies ColumnData,
  });
  const tipo = tipoSuffix(etapa);
  // The first screenful first, the rest right after (issue #25).
  const drawn = useFirstScreenful(leads);

  return (
    <section
      ref={setNodeRef}
      className={`funil-column funil-column--${etapa.tipo}${isOver ? ' funil-column--over' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="funil-column__header">
        <h2 id={headingId} className="funil-column__title">
          {etapa.nome}
          {tipo ? <span className="funil-column__type"> ({tipo})</span> : null}
        </h2>
        <p className="funil-column__figures">
          <span>{quantidadeText(coluna.quantidade)}</span> ·{' '}
          <strong className="cb-nowrap">{formatCentavos(coluna.totalCentavos)}</strong>
        </p>
        <p className="funil-column__stats cb-muted">
          Conversão: {coluna.conversaoPercentual === null ? '—' : `${percent().format(coluna.conversaoPercentual)}%`} ·
          Tempo médio: {coluna.tempoMedioDias === null ? '—' : `${percent().format(coluna.tempoMedioDias)} dias`}
        </p>
      </header>
      {leads.length === 0 ? (
        <p className="funil-column__empty cb-muted">Nenhum lead.</p>
      ) : (
        <ul className="funil-column__list">
          {drawn.map((lead) => (
            <li key={lead.idLead}>
              <LeadCard lead={lead} canMove={canMove} linkToLead={canOpenLeads} />
            </li>
          ))}
        </ul>
      )}
      {coluna.quantidade > leads.length ? (
        // The board carries a column's most recent cards only (the API's FUNIL_CARDS_POR_ETAPA).
        <p className="funil-column__more cb-muted">
          Mostrando {leads.length} de {coluna.quantidade}.
          {canOpenLeads ? (
            <>
              {' '}
              <Link to={`/leads?etapa=${etapa.idEtapa}`}>Ver todos na lista</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
