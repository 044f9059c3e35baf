import type { MenuItem } from '@colabora/shared/contracts/menu';
import type { CatalogoItem, Pedido } from '@colabora/shared/contracts/pedidos';
import { usePermissions } from '@colabora/shared/session';
import { EmptyState, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from '@colabora/shared/router';
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
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const allowed = editing ? canUpdate : canCreate;
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

  const frame = (state: ReactNode) => (
    <div className="pedidos-page">
      <PageHeader title={heading} />
      {state}
    </div>
  );
  const notFound = <EmptyState icon="receipt_long" title="Pedido não encontrado" />;
  if (editing !== undefined && editing < 0) return frame(notFound);
  const form = (itens: CatalogoItem[], current?: Pedido) => (
    <OrderForm
      key={current?.idPedido ?? 'novo'}
      catalogo={itens}
      pedido={current}
      heading={current ? `Editar pedido nº ${current.numero}` : heading}
    />
  );
  return (
    <QueryState
      query={catalogo}
      frame={frame}
      loadingLabel="Carregando catálogo…"
      errorMessage="Não foi possível carregar o catálogo."
    >
      {(itens) =>
        editing ? (
          <QueryState
            query={pedido}
            frame={frame}
            loadingLabel="Carregando catálogo…"
            errorMessage="Não foi possível carregar o pedido."
            notFound={notFound}
          >
            {(current) => form(itens, current)}
          </QueryState>
        ) : (
          form(itens)
        )
      }
    </QueryState>
  );
}
