import {
  canTransition,
  PEDIDO_STATUS_LABELS,
  type PedidoResumo,
  type PedidoStatus,
} from '@colabora/shared/contracts/pedidos';
import { formatCentavos } from '@colabora/shared/format';
import { useFirstScreenful } from '@colabora/shared/ui';
import { useState, type DragEvent } from 'react';
import { PEDIDO_DRAG_TYPE, PedidoCard } from './pedido-card';

export type BoardColumnProps = {
  status: PedidoStatus;
  pedidos: PedidoResumo[];
  canUpdate: boolean;
  /** On a phone one status shows at a time (the board's status picker); wider, every column shows. */
  shownOnPhone: boolean;
  freshIds: ReadonlySet<number>;
  /** A card dropped here: the board validates and moves it. */
  onDropPedido: (idPedido: number, to: PedidoStatus) => void;
  /** Status of the card being dragged, to show which columns accept it. */
  draggingFrom: PedidoStatus | null;
  onDragStartPedido: (pedido: PedidoResumo) => void;
  onDragEndPedido: () => void;
};

/** One status of the board: its name, how many and how much, and its cards. */
export function BoardColumn({
  status,
  pedidos,
  canUpdate,
  shownOnPhone,
  freshIds,
  onDropPedido,
  draggingFrom,
  onDragStartPedido,
  onDragEndPedido,
}: BoardColumnProps) {
  const [over, setOver] = useState(false);
  // The first screenful first, the rest right after (issue #25).
  const drawn = useFirstScreenful(pedidos);
  const accepts = canUpdate && draggingFrom !== null && canTransition(draggingFrom, status);
  const total = pedidos.reduce((sum, pedido) => sum + pedido.totalCentavos, 0);
  const headingId = `coluna-${status}`;

  function handleDragOver(event: DragEvent<HTMLElement>): void {
    if (!accepts || !event.dataTransfer.types.includes(PEDIDO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  }

  function handleDrop(event: DragEvent<HTMLElement>): void {
    setOver(false);
    const id = Number(event.dataTransfer.getData(PEDIDO_DRAG_TYPE));
    if (!accepts || !id) return;
    event.preventDefault();
    onDropPedido(id, status);
  }

  return (
    <section
      className={[
        'pedidos-column',
        `pedidos-column--${status}`,
        accepts ? 'pedidos-column--accepts' : '',
        over ? 'pedidos-column--over' : '',
        shownOnPhone ? '' : 'pedidos-column--off-phone',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      onDragOver={handleDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <header className="pedidos-column__header">
        <h2 id={headingId} className="pedidos-column__title">
          {PEDIDO_STATUS_LABELS[status]} <span className="pedidos-column__count">({pedidos.length})</span>
        </h2>
        {status !== 'cancelado' && pedidos.length > 0 ? (
          <span className="cb-muted cb-nowrap">{formatCentavos(total)}</span>
        ) : null}
      </header>
      {pedidos.length === 0 ? (
        <p className="pedidos-column__empty cb-muted">Nenhum pedido.</p>
      ) : (
        <ul className="pedidos-column__list" aria-label={`Pedidos: ${PEDIDO_STATUS_LABELS[status]}`}>
          {drawn.map((pedido) => (
            <li key={pedido.idPedido}>
              <PedidoCard
                pedido={pedido}
                canUpdate={canUpdate}
                fresh={freshIds.has(pedido.idPedido)}
                onDragStart={onDragStartPedido}
                onDragEnd={onDragEndPedido}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
