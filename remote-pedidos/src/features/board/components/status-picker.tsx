import { PEDIDO_STATUS_LABELS, type PedidoStatus } from '@colabora/shared/contracts/pedidos';

export type StatusPickerProps = {
  statuses: readonly PedidoStatus[];
  counts: Readonly<Record<PedidoStatus, number>>;
  value: PedidoStatus;
  onChange: (status: PedidoStatus) => void;
};

/**
 * On a phone the board shows one status at a time (issue #28 item 11: five stacked columns made a
 * 4,698 px page); these buttons, with each status's count, choose which. From two columns wide up
 * the board's container query hides them and shows every column.
 */
export function StatusPicker({ statuses, counts, value, onChange }: StatusPickerProps) {
  return (
    <div className="pedidos-status-picker" role="group" aria-label="Status mostrado">
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          className="pedidos-status-picker__item"
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {PEDIDO_STATUS_LABELS[status]} <span className="pedidos-status-picker__count">{counts[status]}</span>
        </button>
      ))}
    </div>
  );
}
