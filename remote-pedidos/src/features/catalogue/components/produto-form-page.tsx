import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { EmptyState, ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { Link, useParams } from 'react-router-dom';
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
  const allowed = hasCrud(menuItem ?? undefined, idProduto ? 'U' : 'C');
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

  if (idProduto && (id === null || (produto.isError && !produto.data))) {
    return (
      <div className="pedidos-page">
        <PageHeader title={heading} />
        {id === null || httpStatusOf(produto.error) === 404 ? (
          <EmptyState icon="inventory_2" title="Item não encontrado" />
        ) : (
          <ErrorState
            message={apiErrorMessage(produto.error, 'Não foi possível carregar as informações.')}
            onRetry={() => void produto.refetch()}
            retrying={produto.isFetching}
          />
        )}
      </div>
    );
  }
  if (idProduto && !produto.data) {
    return (
      <div className="pedidos-page">
        <PageHeader title={heading} />
        <LoadingState />
      </div>
    );
  }
  return <ProdutoForm key={produto.data?.idProdutoServico ?? 'novo'} produto={produto.data} heading={heading} />;
}
