import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@colabora/shared/ui';
import { useParams } from 'react-router-dom';
import { useProduto } from '../api/get-produto';
import { ProdutoForm } from './produto-form';

/** /produto-servico/novo and /produto-servico/{id}. */
export function ProdutoFormPage() {
  const { idProduto } = useParams();
  const id = idProduto && /^\d{1,9}$/.test(idProduto) ? Number(idProduto) : null;
  const produto = useProduto(id);
  const heading = idProduto ? 'Editar item do catálogo' : 'Novo item do catálogo';

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
