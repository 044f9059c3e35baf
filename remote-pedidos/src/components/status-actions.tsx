import {
  nextStatus,
  PEDIDO_STATUS_LABELS,
  type PedidoResumo,
  type PedidoStatus,
} from '@colabora/shared/contracts/pedidos';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, ConfirmDialog, showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { useChangeStatus } from '../lib/api/change-status';

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
  size?: 'sm' | 'md';
};

/**
 * Buttons that move an order along its workflow: the forward move, and cancelling after a
 * confirmation. Keyboard users move cards with these; dragging is only a shortcut. The board and
 * the detail show the moved order through the query cache.
 */
export function StatusActions({ pedido, size = 'sm' }: StatusActionsProps) {
  const [confirming, setConfirming] = useState(false);
  // Callbacks given to the hook still run when the moved card has left this column (unmounted).
  const move = useChangeStatus({
    onSuccess: (body) => showToast.success(body.message),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível mudar o status do pedido.')),
    onSettled: () => setConfirming(false),
  });
  const busy = move.isPending ? move.variables.status : null;
  const forward = nextStatus(pedido.status);
  const canCancel = pedido.status !== 'entregue' && pedido.status !== 'cancelado';

  function handleMove(to: PedidoStatus): void {
    move.mutate({ idPedido: pedido.idPedido, status: to });
  }

  if (!forward && !canCancel) return null;
  return (
    <div className="pedidos-actions">
      {forward ? (
        <Button
          size={size}
          loading={busy === forward}
          onClick={() => handleMove(forward)}
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
        onConfirm={() => handleMove('cancelado')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
