import {
  nextStatus,
  PEDIDO_STATUS_LABELS,
  type Pedido,
  type PedidoResumo,
  type PedidoStatus,
} from '@colabora/shared/contracts';
import { Button, ConfirmDialog, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { changeStatus } from '../api/change-status';

/** The verb of each forward move, as the button says it. */
export const MOVE_LABELS: Readonly<Record<PedidoStatus, string>> = {
  novo: 'Voltar para novo',
  em_preparo: 'Iniciar preparo',
  pronto: 'Marcar como pronto',
  entregue: 'Marcar como entregue',
  cancelado: 'Cancelar pedido',
};

export type StatusActionsProps = {
  pedido: PedidoResumo;
  /** The order as the server has it after a move (the board also gets it from the hub). */
  onChanged?: (pedido: Pedido) => void;
  size?: 'sm' | 'md';
};

/**
 * Buttons that move an order along its workflow: the forward move, and cancelling after a
 * confirmation. Keyboard users move cards with these; dragging is only a shortcut.
 */
export function StatusActions({ pedido, onChanged, size = 'sm' }: StatusActionsProps) {
  const [busy, setBusy] = useState<PedidoStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const forward = nextStatus(pedido.status);
  const canCancel = pedido.status !== 'entregue' && pedido.status !== 'cancelado';

  async function handleMove(to: PedidoStatus): Promise<void> {
    setBusy(to);
    try {
      const body = await changeStatus(pedido.idPedido, to);
      if (body.data) onChanged?.(body.data);
      showToast.success(body.message);
    } catch (error) {
      showToast.error(await apiErrorMessage(error, 'Não foi possível mudar o status do pedido.'));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  if (!forward && !canCancel) return null;
  return (
    <div className="pedidos-actions">
      {forward ? (
        <Button
          size={size}
          loading={busy === forward}
          onClick={() => void handleMove(forward)}
          aria-label={`${MOVE_LABELS[forward]}: pedido nº ${pedido.numero}`}
        >
          {MOVE_LABELS[forward]}
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          size={size}
          variant="ghost"
          onClick={() => setConfirming(true)}
          aria-label={`Cancelar pedido nº ${pedido.numero}`}
        >
          Cancelar
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Cancelar o pedido nº ${pedido.numero}?`}
        description={`O pedido de ${pedido.cliente.nome} sai de "${PEDIDO_STATUS_LABELS[pedido.status]}" e não poderá voltar.`}
        confirmLabel="Cancelar pedido"
        cancelLabel="Manter pedido"
        tone="danger"
        loading={busy === 'cancelado'}
        onConfirm={() => void handleMove('cancelado')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
