import type { MenuItem } from '@colabora/shared/contracts/menu';
import {
  FORMA_PAGAMENTO_LABELS,
  isFinalStatus,
  PEDIDO_ORIGEM_LABELS,
  PEDIDO_STATUS_LABELS,
  type PedidoStatus,
} from '@colabora/shared/contracts/pedidos';
import { formatCentavos, formatDateTime, maskPhone } from '@colabora/shared/format';
import { sessionAtom, usePermissions } from '@colabora/shared/session';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  type BadgeTone,
} from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { Link, useParams } from '@colabora/shared/router';
import { StatusActions } from '../../../components/status-actions';
import { usePedido } from '../../../lib/api/get-pedido';
import { usePedidosEvents } from '../../../lib/use-pedidos-events';
import { OrderTicket } from './order-ticket';

export const STATUS_TONES: Readonly<Record<PedidoStatus, BadgeTone>> = {
  novo: 'info',
  em_preparo: 'warn',
  pronto: 'primary',
  entregue: 'success',
  cancelado: 'danger',
};

export type OrderDetailPageProps = { title: string; menuItem: MenuItem | null };

/** /pedidos/{id}: everything about one order, its history, its moves and its printable ticket. */
export function OrderDetailPage({ title, menuItem }: OrderDetailPageProps) {
  const { idPedido = '' } = useParams();
  const id = /^\d{1,9}$/.test(idPedido) ? Number(idPedido) : 0;
  const pedido = usePedido(id || null);
  const session = useAtomValue(sessionAtom);
  const { canUpdate } = usePermissions(menuItem);

  // Moves and edits by anyone reach this order's cache entry, history included.
  usePedidosEvents();

  const heading = `${title} · detalhe`;
  const notFound = (
    <EmptyState
      icon="receipt_long"
      title="Pedido não encontrado"
      description="Ele não existe ou não é da sua instituição."
      action={
        <Link to=".." relative="path" className="cb-button cb-button--secondary">
          Voltar aos pedidos
        </Link>
      }
    />
  );
  const loaded = pedido.data;
  return (
    <div className="pedidos-page">
      <PageHeader
        title={heading}
        description={loaded ? `Pedido nº ${loaded.numero} · ${loaded.cliente.nome}` : undefined}
        actions={
          loaded ? (
            <>
              <Link to=".." relative="path" className="cb-button cb-button--ghost">
                Voltar aos pedidos
              </Link>
              {canUpdate && !isFinalStatus(loaded.status) ? (
                <Link to="editar" className="cb-button cb-button--secondary">
                  Editar
                </Link>
              ) : null}
              <Button variant="secondary" onClick={() => window.print()}>
                Imprimir comanda
              </Button>
            </>
          ) : null
        }
      />
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={pedido}
          loadingLabel="Carregando pedido…"
          errorMessage="Não foi possível carregar o pedido."
          notFound={notFound}
        >
          {(data) => (
            <>
              {canUpdate ? null : <ReadOnlyNotice subject="este pedido" />}
              <div className="pedidos-detail">
                <Card
                  title={`Pedido nº ${data.numero}`}
                  actions={<Badge tone={STATUS_TONES[data.status]}>{PEDIDO_STATUS_LABELS[data.status]}</Badge>}
                >
                  <dl className="pedidos-detail__facts">
                    <dt>Cliente</dt>
                    <dd>{data.cliente.nome}</dd>
                    <dt>Telefone</dt>
                    <dd>{data.cliente.telefone ? maskPhone(data.cliente.telefone) : '—'}</dd>
                    <dt>Origem</dt>
                    <dd>{PEDIDO_ORIGEM_LABELS[data.origem]}</dd>
                    <dt>Pagamento</dt>
                    <dd>{FORMA_PAGAMENTO_LABELS[data.formaPagamento]}</dd>
                    <dt>Criado em</dt>
                    <dd>
                      {formatDateTime(data.criadoEm)}
                      {data.criadoPor ? ` por ${data.criadoPor.nome}` : ''}
                    </dd>
                    {data.observacoes ? (
                      <>
                        <dt>Observações</dt>
                        <dd>{data.observacoes}</dd>
                      </>
                    ) : null}
                  </dl>
                  <table className="pedidos-items">
                    <caption className="cb-visually-hidden">Itens do pedido</caption>
                    <thead>
                      <tr>
                        <th scope="col">Item</th>
                        <th scope="col">Qtd.</th>
                        <th scope="col">Subtotal</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.itens.map((item) => (
                        <tr key={item.idProdutoServico}>
                          <td>
                            {item.descricao}
                            <br />
                            <span className="cb-muted cb-nowrap">
                              {formatCentavos(item.precoUnitarioCentavos)} cada
                            </span>
                          </td>
                          <td>{item.quantidade}</td>
                          <td className="cb-nowrap">{formatCentavos(item.subtotalCentavos)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" colSpan={2}>
                          Total
                        </th>
                        <td className="cb-nowrap">
                          <strong>{formatCentavos(data.totalCentavos)}</strong>
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                  {canUpdate ? <StatusActions pedido={data} size="md" /> : null}
                </Card>
                <Card title="Histórico">
                  <ol className="pedidos-history">
                    {data.historico.map((change) => (
                      <li key={`${change.status}-${change.alteradoEm}`}>
                        <strong>{PEDIDO_STATUS_LABELS[change.status]}</strong>{' '}
                        <time dateTime={change.alteradoEm}>{formatDateTime(change.alteradoEm)}</time>
                        {change.alteradoPor ? <span className="cb-muted"> · {change.alteradoPor.nome}</span> : null}
                      </li>
                    ))}
                  </ol>
                </Card>
              </div>
              <OrderTicket pedido={data} instituicao={session?.usuario.instituicaoRazaoSocial} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
