import type { Lead } from '@colabora/shared/contracts/marketing';
import { formatCentavos, isoDateToBr } from '@colabora/shared/format';
import { Icon } from '@colabora/shared/ui';
import { useDraggable } from '@dnd-kit/core';
import { Link } from '@colabora/shared/router';
import type { CardData } from '../lib/announcements';

export type LeadCardProps = {
  lead: Lead;
  /** Without the U letter the card is not draggable and has no handle. */
  canMove: boolean;
  /** The copy shown under the pointer while dragging (no drag wiring). */
  overlay?: boolean;
  /** Whether the user may open the lead's page (/leads): otherwise the name is plain text. */
  linkToLead?: boolean;
};

export const leadDragId = (idLead: number) => `lead-${idLead}`;

function LeadCardBody({ lead, linkToLead }: { lead: Lead; linkToLead: boolean }) {
  return (
    <>
      {linkToLead ? (
        <Link className="funil-card__name" to={`/leads/${lead.idLead}`}>
          {lead.contato.nome}
        </Link>
      ) : (
        <span className="funil-card__name">{lead.contato.nome}</span>
      )}
      <span className="funil-card__value cb-nowrap">{formatCentavos(lead.valorCentavos)}</span>
      <span className="funil-card__meta">
        {lead.responsavel ? lead.responsavel.nome : 'Sem responsável'}
        {lead.previsaoFechamento ? ` · fecha ${isoDateToBr(lead.previsaoFechamento) ?? ''}` : null}
      </span>
    </>
  );
}

/** A lead on the board: dragged by its handle with the keyboard, or anywhere with mouse and touch. */
export function LeadCard({ lead, canMove, overlay = false, linkToLead = false }: LeadCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: leadDragId(lead.idLead),
    data: { lead } satisfies CardData,
    disabled: !canMove || overlay,
  });

  if (overlay) {
    return (
      <div className="funil-card funil-card--overlay">
        <LeadCardBody lead={lead} linkToLead={linkToLead && !overlay} />
      </div>
    );
  }

  return (
    <article
      ref={setNodeRef}
      className={isDragging ? 'funil-card funil-card--dragging' : 'funil-card'}
      aria-label={lead.contato.nome}
      data-testid="lead-card"
      {...(canMove ? listeners : {})}
    >
      <LeadCardBody lead={lead} linkToLead={linkToLead && !overlay} />
      {canMove ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="funil-card__handle"
          {...attributes}
          aria-roledescription="lead arrastável"
          aria-label={`Mover ${lead.contato.nome}`}
        >
          <Icon name="drag_indicator" />
        </button>
      ) : null}
    </article>
  );
}
