import { PEDIDO_ORIGEM_LABELS, type PedidoResumo } from '@colabora/shared/contracts/pedidos';
import { formatCentavos, formatTimeOrDayMonth, maskPhone } from '@colabora/shared/format';
import { Badge } from '@colabora/shared/ui';
import type { DragEvent } from 'react';
import { Link } from '@colabora/shared/router';
import { StatusActions } from '../../../components/status-actions';

export type PedidoCardProps = {
  pedido: PedidoResumo;
  canUpdate: boolean;
  /** Just arrived live: highlighted for a moment. */
  fresh?: boolean;
  onDragStart?: (pedido: PedidoResumo) => void;
  onDragEnd?: () => void;
};

/** The MIME type a dragged card carries (its id), so drops from elsewhere are ignored. */
export const PEDIDO_DRAG_TYPE = 'application/x-colabora-pedido';

/** One order on the board: who, what, how much, since when, and the moves the user may make. */
export function PedidoCard({ pedido, canUpdate, fresh = false, onDragStart, onDragEnd }: PedidoCardProps) {
  const resumo = pedido.itens.map((item) => `${item.quantidade}× ${item.descricao}`).join(', ');

  function handleDragStart(event: DragEvent<HTMLElement>): void {
    event.dataTransfer.setData(PEDIDO_DRAG_TYPE, String(pedido.idPedido));
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(pedido);
  }

  return (
    <article
      className={['pedidos-card', fresh ? 'pedidos-card--fresh' : ''].filter(Boolean).join(' ')}
      aria-labelledby={`pedido-${pedido.idPedido}-title`}
      draggable={canUpdate}
      onDragStart={canUpdate ? handleDragStart : undefined}
      onDragEnd={canUpdate ? onDragEnd : undefined}
      data-testid="pedido-card"
    >
      <header className="pedidos-card__header">
        <h3 id={`pedido-${pedido.idPedido}-title`} className="pedidos-card__title">
          <Link to={String(pedido.idPedido)}>
            nº {pedido.numero} · {pedido.cliente.nome}
          </Link>
        </h3>
        <Badge tone={pedido.origem === 'whatsapp' ? 'success' : 'neutral'}>{PEDIDO_ORIGEM_LABELS[pedido.origem]}</Badge>
      </header>
      <p className="pedidos-card__items">{resumo}</p>
      {pedido.observacoes ? <p className="pedidos-card__notes">Obs.: {pedido.observacoes}</p> : null}
      <p className="pedidos-card__meta">
        <strong className="cb-nowrap">{formatCentavos(pedido.totalCentavos)}</strong>
        <span className="cb-muted">
          <time className="cb-nowrap" dateTime={pedido.statusAlteradoEm}>
            {formatTimeOrDayMonth(pedido.statusAlteradoEm)}
          </time>
          {/* A narrow card breaks between the time and the phone, never inside the number. */}
          {pedido.cliente.telefone ? (
            <>
              {' · '}
              <span className="cb-nowrap">{maskPhone(pedido.cliente.telefone)}</span>
            </>
          ) : null}
        </span>
      </p>
      {canUpdate ? <StatusActions pedido={pedido} /> : null}
    </article>
  );
}
