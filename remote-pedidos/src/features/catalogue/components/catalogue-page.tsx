import { hasCrud, type MenuItem, type ProdutoServico } from '@colabora/shared/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Icon,
  LoadingState,
  PageHeader,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatCentavos } from '../../../lib/format-centavos';
import { useDebouncedValue } from '../../board/hooks/use-debounced-value';
import { useFotoUrl } from '../api/produto-foto';
import { useProdutos } from '../api/get-produtos';
import { deleteProduto } from '../api/save-produto';

export type CataloguePageProps = { title: string; menuItem: MenuItem | null };

function Thumb({ produto }: { produto: ProdutoServico }) {
  const url = useFotoUrl(produto.idProdutoServico, produto.temFoto, produto.atualizadoEm);
  return url ? (
    <img className="pedidos-thumb" src={url} alt="" width={48} height={48} />
  ) : (
    <span className="pedidos-thumb pedidos-thumb--empty" aria-hidden="true">
      <Icon name="inventory_2" />
    </span>
  );
}

/** /produto-servico: the catalogue, with search; actions follow the menu item's letters. */
export function CataloguePage({ title, menuItem }: CataloguePageProps) {
  const canCreate = hasCrud(menuItem ?? undefined, 'C');
  const canUpdate = hasCrud(menuItem ?? undefined, 'U');
  const canDelete = hasCrud(menuItem ?? undefined, 'D');
  const [busca, setBusca] = useState('');
  const [soAtivos, setSoAtivos] = useState(false);
  const q = useDebouncedValue(busca.trim(), 300);
  const produtos = useProdutos({ q: q || undefined, ativo: soAtivos ? true : undefined });
  const [deleting, setDeleting] = useState<ProdutoServico | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleDelete(): Promise<void> {
    if (!deleting) return;
    setBusy(true);
    try {
      const body = await deleteProduto(deleting.idProdutoServico);
      showToast.success(body.message);
      produtos.refetch();
    } catch (error) {
      showToast.error(await apiErrorMessage(error, 'Não foi possível excluir.'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const items = produtos.data?.items ?? [];
  return (
    <div className="pedidos-page">
      <PageHeader
        title={title}
        description={
          canCreate || canUpdate || canDelete ? undefined : 'Somente leitura: seu perfil não altera o catálogo.'
        }
        actions={
          canCreate ? (
            <Link to="novo" className="cb-button cb-button--primary">
              Novo item
            </Link>
          ) : null
        }
      />
      <form
        className="pedidos-filters"
        role="search"
        aria-label="Filtrar catálogo"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Buscar"
          type="search"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
          placeholder="Nome ou descrição"
        />
        <label className="pedidos-check">
          <input type="checkbox" checked={soAtivos} onChange={(event) => setSoAtivos(event.target.checked)} />
          Só ativos
        </label>
      </form>
      {produtos.status === 'loading' ? (
        <LoadingState label="Carregando catálogo…" />
      ) : produtos.status === 'error' ? (
        <ErrorState message="Não foi possível carregar o catálogo." onRetry={produtos.refetch} />
      ) : items.length === 0 ? (
        <EmptyState
          icon="inventory_2"
          title={q ? 'Nada encontrado' : 'Catálogo vazio'}
          description={q ? 'Tente outra busca.' : 'Cadastre os produtos e serviços que entram nos pedidos.'}
          action={
            canCreate && !q ? (
              <Link to="novo" className="cb-button cb-button--primary">
                Novo item
              </Link>
            ) : null
          }
        />
      ) : (
        <ul className="pedidos-catalogue" aria-label="Produtos e serviços">
          {items.map((produto) => (
            <li key={produto.idProdutoServico} className="pedidos-catalogue__item">
              <Thumb produto={produto} />
              <div className="pedidos-catalogue__text">
                <strong>{produto.nome}</strong>
                <span className="cb-muted">
                  {produto.categoria ?? 'Sem categoria'}
                  {produto.descricao ? ` · ${produto.descricao}` : ''}
                </span>
              </div>
              <span className="cb-nowrap">{formatCentavos(produto.precoCentavos)}</span>
              <Badge tone={produto.ativo ? 'success' : 'neutral'}>{produto.ativo ? 'Ativo' : 'Inativo'}</Badge>
              {canUpdate || canDelete ? (
                <span className="cb-row">
                  {canUpdate ? (
                    <Link
                      to={String(produto.idProdutoServico)}
                      className="cb-button cb-button--ghost cb-button--sm"
                      aria-label={`Editar ${produto.nome}`}
                    >
                      Editar
                    </Link>
                  ) : null}
                  {canDelete ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(produto)}
                      aria-label={`Excluir ${produto.nome}`}
                    >
                      Excluir
                    </Button>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir "${deleting?.nome ?? ''}"?`}
        description="Itens que já aparecem em pedidos não podem ser excluídos: desative-os no formulário."
        confirmLabel="Excluir"
        tone="danger"
        loading={busy}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
