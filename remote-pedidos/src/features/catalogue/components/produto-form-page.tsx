import type { MenuItem } from '@colabora/shared/contracts/menu';
import { usePermissions } from '@colabora/shared/session';
import { EmptyState, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from '@colabora/shared/router';
import { useProduto } from '../api/get-produto';
import { ProdutoForm } from './produto-form';

export type ProdutoFormPageProps = { menuItem: MenuItem | null };

/**
 * /produto-servico/novo and /produto-servico/{id}. A profile without the letter to save sees why
 * (the address can be typed), not a form the server would refuse.
 */
export function ProdutoFormPage({ menuItem }: ProdutoFormPageProps) {
  const { idProduto } = useParams();
  const id = idProduto && /^\d{1,9}$/.test(idProduto) ? Number(idProduto) : null;
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const allowed = idProduto ? canUpdate : canCreate;
  const produto = useProduto(allowed ? id : null);
  const heading = idProduto ? 'Editar item do catálogo' : 'Novo item do catálogo';

  if (!allowed) {
    return (
      <div className="pedidos-page">
        <PageHeader
          title={heading}
          actions={
            <Link to=".." relative="path" className="cb-button cb-button--secondary">
              Voltar ao catálogo
            </Link>
          }
        />
        <ReadOnlyNotice subject="o catálogo" />
      </div>
    );
  }

  const frame = (state: ReactNode) => (
    <div className="pedidos-page">
      <PageHeader title={heading} />
      {state}
    </div>
  );
  const notFound = <EmptyState icon="inventory_2" title="Item não encontrado" />;
  if (!idProduto) return <ProdutoForm key="novo" produto={undefined} heading={heading} />;
  if (id === null) return frame(notFound);
  return (
    <QueryState
      query={produto}
      frame={frame}
      errorMessage="Não foi possível carregar as informações."
      notFound={notFound}
    >
      {(data) => <ProdutoForm key={data.idProdutoServico} produto={data} heading={heading} />}
    </QueryState>
  );
}
