import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { EmptyState, ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { usePedido } from '../../../lib/api/get-pedido';
import { useCatalogo } from '../api/get-catalogo';
import { OrderForm } from './order-form';

export type OrderFormPageProps = { menuItem: MenuItem | null };

/**
 * /pedidos/novo and /pedidos/{id}/editar: loads what the form needs, then shows it. Reached by a
 * link or a typed address alike, so a profile without the letter to save sees why, not a form the
 * server would refuse.
 */
export function OrderFormPage({ menuItem }: OrderFormPageProps) {
  const { idPedido } = useParams();
  // -1: an id in the URL that cannot be an order.
  const editing = idPedido !== undefined ? (/^\d{1,9}$/.test(idPedido) ? Number(idPedido) : -1) : undefined;
  const allowed = hasCrud(menuItem ?? undefined, editing ? 'U' : 'C');
  const catalogo = useCatalogo({ enabled: allowed });
  const pedido = usePedido(allowed && editing && editing > 0 ? editing : null);
  const heading = editing ? 'Editar pedido' : 'Novo pedido';

  if (!allowed) {
    return (
      <div className="pedidos-page">
        <PageHeader
          title={heading}
          actions={
            <Link to=".." relative="path" className="cb-button cb-button--secondary">
              {editing ? 'Voltar ao pedido' : 'Voltar aos pedidos'}
            </Link>
          }
        />
        <ReadOnlyNotice subject={editing ? 'este pedido' : 'os pedidos'} />
      </div>
    );
  }

  if (catalogo.isPending || (editing && editing > 0 && pedido.isPending)) {
    return (
      <div className="pedidos-page">
        <PageHeader title={heading} />
        <LoadingState label="Carregando catálogo…" />
      </div>
    );
  }
  if (editing && !pedido.data) {
    return (
      <div className="pedidos-page">
        <PageHeader title={heading} />
        {httpStatusOf(pedido.error) === 404 || editing < 0 ? (
          <EmptyState icon="receipt_long" title="Pedido não encontrado" />
        ) : (
          <ErrorState
            message={apiErrorMessage(pedido.error, 'Não foi possível carregar o pedido.')}
            onRetry={() => void pedido.refetch()}
            retrying={pedido.isFetching}
          />
        )}
      </div>
    );
  }
  if (!catalogo.data) {
    return (
      <div className="pedidos-page">
        <PageHeader title={heading} />
        <ErrorState
          message={apiErrorMessage(catalogo.error, 'Não foi possível carregar o catálogo.')}
          onRetry={() => void catalogo.refetch()}
          retrying={catalogo.isFetching}
        />
      </div>
    );
  }
  const current = editing ? pedido.data : undefined;
  return (
    <OrderForm
      key={current?.idPedido ?? 'novo'}
      catalogo={catalogo.data}
      pedido={current}
      heading={current ? `Editar pedido nº ${current.numero}` : heading}
    />
  );
}
