import type { MenuItem } from '@colabora/shared/contracts/menu';
import type { ProdutoServico } from '@colabora/shared/contracts/produtos';
import { formatCentavos } from '@colabora/shared/format';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
  TextField,
  useDebouncedValue,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link } from '@colabora/shared/router';
import { useDeleteProduto } from '../api/delete-produto';
import { useProdutos } from '../api/get-produtos';
import { ProdutoThumb } from './produto-thumb';

export type CataloguePageProps = { title: string; menuItem: MenuItem | null };

/** /produto-servico: the catalogue, with search; actions follow the menu item's letters. */
export function CataloguePage({ title, menuItem }: CataloguePageProps) {
  const { canCreate, canUpdate, canDelete } = usePermissions(menuItem);
  const [busca, setBusca] = useState('');
  const [soAtivos, setSoAtivos] = useState(false);
  const q = useDebouncedValue(busca.trim(), 300);
  const produtos = useProdutos({ q: q || undefined, ativo: soAtivos ? true : undefined });
  const [deleting, setDeleting] = useState<ProdutoServico | null>(null);
  const remove = useDeleteProduto({
    onSuccess: (body) => showToast.success(body.message),
    onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível excluir.')),
    onSettled: () => setDeleting(null),
  });

  function handleDelete(): void {
    if (deleting) remove.mutate(deleting.idProdutoServico);
  }

  return (
    <div className="pedidos-page">
      <PageHeader
        title={title}
        actions={
          canCreate ? (
            <Link to="novo" className="cb-button cb-button--primary">
              Novo item
            </Link>
          ) : null
        }
      />
      {canCreate || canUpdate || canDelete ? null : <ReadOnlyNotice subject="o catálogo" />}
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
      <QueryState
        query={produtos}
        loadingLabel="Carregando catálogo…"
        errorMessage="Não foi possível carregar o catálogo."
        isEmpty={(page) => page.items.length === 0}
        empty={
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
        }
      >
        {(page) => (
          <ul className="pedidos-catalogue" aria-label="Produtos e serviços">
            {page.items.map((produto) => (
              <li key={produto.idProdutoServico} className="pedidos-catalogue__item">
                <ProdutoThumb produto={produto} />
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
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={`Excluir "${deleting?.nome ?? ''}"?`}
        description="Itens que já aparecem em pedidos não podem ser excluídos: desative-os no formulário."
        confirmLabel="Excluir"
        tone="danger"
        loading={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
