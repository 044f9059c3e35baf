import type { MenuItem } from '@colabora/shared/contracts/menu';
import {
  canTransition,
  PEDIDO_STATUS,
  PEDIDO_STATUS_LABELS,
  transitionErrorMessage,
  type PedidoResumo,
  type PedidosFiltros,
  type PedidoStatus,
} from '@colabora/shared/contracts/pedidos';
import { formatCentavos } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { sessionAtom, usePermissions } from '@colabora/shared/session';
import {
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
  TextField,
  useDebouncedValue,
} from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@colabora/shared/router';
import { useChangeStatus } from '../../../lib/api/change-status';
import { usePedidosEvents } from '../../../lib/use-pedidos-events';
import { BOARD_PAGE_SIZE, usePedidos } from '../api/get-pedidos';
import { boardFiltros, DEFAULT_PERIODO, PERIODOS, type Periodo } from '../hooks/periodo';
import { BoardColumn } from './board-column';
import { StatusPicker } from './status-picker';

export type BoardPageProps = { title: string; menuItem: MenuItem | null };

const FRESH_MS = 4_000;

/**
 * The live orders board: a column per status, filters, totals. Orders created or moved anywhere
 * in the institution arrive through the orders hub and are written into the board's query cache;
 * after a reconnect the host reloads what is on screen, so nothing missed offline stays missing.
 */
export function BoardPage({ title, menuItem }: BoardPageProps) {
  const session = useAtomValue(sessionAtom);
  const { canCreate, canUpdate } = usePermissions(menuItem);

  const [periodo, setPeriodo] = useState<Periodo>(DEFAULT_PERIODO);
  const [status, setStatus] = useState<PedidoStatus | ''>('');
  // The status a phone shows (one column at a time); wider screens show them all.
  const [naTela, setNaTela] = useState<PedidoStatus>(PEDIDO_STATUS[0]);
  const [busca, setBusca] = useState('');
  const q = useDebouncedValue(busca.trim(), 300);
  const filtros = useMemo<PedidosFiltros>(() => boardFiltros(periodo, status || undefined, q), [periodo, status, q]);

  const pedidos = usePedidos(filtros);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<PedidoResumo | null>(null);
  const move = useChangeStatus({
    onSuccess: (body) => showToast.success(body.message),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível mudar o status do pedido.')),
  });

  function markFresh(idPedido: number): void {
    setFreshIds((current) => new Set(current).add(idPedido));
    setTimeout(() => {
      setFreshIds((current) => {
        const next = new Set(current);
        next.delete(idPedido);
        return next;
      });
    }, FRESH_MS);
  }

  usePedidosEvents((pedido, kind) => {
    if (kind === 'novo') {
      markFresh(pedido.idPedido);
      setAnnouncement(`Novo pedido nº ${pedido.numero} de ${pedido.cliente.nome}.`);
    } else if (kind === 'status') {
      setAnnouncement(`Pedido nº ${pedido.numero}: ${PEDIDO_STATUS_LABELS[pedido.status]}.`);
    }
  });

  // A stale announcement would be read again by some screen readers on re-render.
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = setTimeout(() => setAnnouncement(''), 5_000);
    return () => clearTimeout(timer);
  }, [announcement]);

  function handleDrop(idPedido: number, to: PedidoStatus): void {
    const pedido = pedidos.data?.items.find((item) => item.idPedido === idPedido);
    setDragging(null);
    if (!pedido || pedido.status === to) return;
    if (!canTransition(pedido.status, to)) {
      showToast.error(transitionErrorMessage(pedido.status, to));
      return;
    }
    move.mutate({ idPedido, status: to });
  }

  const items = pedidos.data?.items ?? [];
  const columns = status ? [status] : PEDIDO_STATUS;
  const counts = Object.fromEntries(
    PEDIDO_STATUS.map((value) => [value, items.filter((item) => item.status === value).length]),
  ) as Record<PedidoStatus, number>;
  const totalCentavos = items
    .filter((item) => item.status !== 'cancelado')
    .reduce((sum, item) => sum + item.totalCentavos, 0);
  const filtered = Boolean(q || status);
  const usuario = session?.usuario;

  return (
    <div className="pedidos-page">
      <PageHeader
        title={title}
        description={
          usuario ? (
            <span data-testid="shared-session-user">
              {usuario.nome} · {usuario.perfilNome}
            </span>
          ) : null
        }
        actions={
          canCreate ? (
            <Link to="novo" className="cb-button cb-button--primary">
              Novo pedido
            </Link>
          ) : null
        }
      />

      {canCreate || canUpdate ? null : <ReadOnlyNotice subject="os pedidos" />}

      <form
        className="pedidos-filters"
        role="search"
        aria-label="Filtrar pedidos"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nº, cliente ou telefone"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
        />
        <SelectField
          label="Período"
          value={periodo}
          onChange={(event) => setPeriodo(event.target.value as Periodo)}
          options={PERIODOS}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as PedidoStatus | '')}
          options={[
            { value: '', label: 'Todos' },
            ...PEDIDO_STATUS.map((value) => ({ value, label: PEDIDO_STATUS_LABELS[value] })),
          ]}
        />
      </form>

      <p className="cb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <QueryState
        query={pedidos}
        loadingLabel="Carregando pedidos…"
        errorMessage="Não foi possível carregar os pedidos."
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon="receipt_long"
            title={filtered ? 'Nenhum pedido encontrado' : 'Nenhum pedido no período'}
            description={
              filtered
                ? 'Tente outra busca ou limpe os filtros.'
                : 'Os pedidos novos aparecem aqui na hora, em todas as telas abertas.'
            }
            action={
              canCreate && !filtered ? (
                <Link to="novo" className="cb-button cb-button--primary">
                  Novo pedido
                </Link>
              ) : null
            }
          />
        }
      >
        {(page) => (
          <>
            <p className="pedidos-summary" aria-live="off">
              <strong>{items.length}</strong> {items.length === 1 ? 'pedido' : 'pedidos'} ·{' '}
              <strong className="cb-nowrap">{formatCentavos(totalCentavos)}</strong>{' '}
              <span className="cb-muted">(sem cancelados)</span>
              {page.total > items.length ? (
                <span className="cb-muted">
                  {' '}
                  · mostrando os {BOARD_PAGE_SIZE} mais recentes de {page.total}
                </span>
              ) : null}
            </p>
            <div className="pedidos-board-frame">
              {status ? null : <StatusPicker statuses={columns} counts={counts} value={naTela} onChange={setNaTela} />}
              <div className={status ? 'pedidos-board pedidos-board--single' : 'pedidos-board'}>
                {columns.map((column) => (
                  <BoardColumn
                    key={column}
                    shownOnPhone={Boolean(status) || column === naTela}
                    status={column}
                    pedidos={items.filter((item) => item.status === column)}
                    canUpdate={canUpdate}
                    freshIds={freshIds}
                    draggingFrom={dragging?.status ?? null}
                    onDragStartPedido={setDragging}
                    onDragEndPedido={() => setDragging(null)}
                    onDropPedido={handleDrop}
                  />
                ))}
              </div>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
