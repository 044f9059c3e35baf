import type { MenuItem, PerfilAcessoResumo } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { useNavigate } from '@colabora/shared/router';
import { readOnlySubject } from '../../../lib/read-only-subject';
import { useDeletePerfil } from '../api/delete-perfil';
import { usePerfis } from '../api/get-perfis';

export type PerfisListPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

const usuariosLabel = (total: number) => (total === 1 ? '1 usuário' : `${total} usuários`);

/** /perfis: the institution's profiles; delete is offered only for a profile nobody holds. */
export function PerfisListPage({ title, menuItem, basePath }: PerfisListPageProps) {
  const navigate = useNavigate();
  const { canCreate, canUpdate, canDelete, needsGestor } = usePermissions(menuItem, { requireGestor: true });
  const perfis = usePerfis();
  const [toDelete, setToDelete] = useState<PerfilAcessoResumo | null>(null);
  const deletePerfil = useDeletePerfil();

  function handleDelete() {
    if (!toDelete) return;
    deletePerfil.mutate(toDelete.idPerfil, {
      onSuccess: (message) => showToast.success(message),
      onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível excluir o perfil.')),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={canCreate ? <Button onClick={() => navigate(`${basePath}/novo`)}>Novo perfil</Button> : null}
      />
      {canCreate || canUpdate || canDelete ? null : (
        <ReadOnlyNotice subject={readOnlySubject('os perfis de acesso', needsGestor)} />
      )}
      <QueryState
        query={perfis}
        loadingLabel="Carregando perfis…"
        errorMessage="Não foi possível carregar os perfis."
        isEmpty={(lista) => lista.length === 0}
        empty={<EmptyState icon="admin_panel_settings" title="Nenhum perfil cadastrado" />}
      >
        {(lista) => (
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--cards">
              <caption className="cb-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Perfil</th>
                  <th scope="col">Usuários</th>
                  <th scope="col">
                    <span className="cb-visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lista.map((perfil) => (
                  <tr key={perfil.idPerfil}>
                    <td data-label="Perfil">{perfil.nome}</td>
                    <td data-label="Usuários">{usuariosLabel(perfil.totalUsuarios)}</td>
                    <td>
                      <div className="adm-row-actions">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${canUpdate ? 'Editar' : 'Ver'} o perfil ${perfil.nome}`}
                          onClick={() => navigate(`${basePath}/${perfil.idPerfil}`)}
                        >
                          {canUpdate ? 'Editar' : 'Ver'}
                        </Button>
                        {canDelete && perfil.totalUsuarios === 0 ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Excluir o perfil ${perfil.nome}`}
                            onClick={() => setToDelete(perfil)}
                          >
                            Excluir
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {canDelete ? <p className="cb-muted">Só é possível excluir um perfil que nenhum usuário tem.</p> : null}
      <ConfirmDialog
        open={toDelete !== null}
        loading={deletePerfil.isPending}
        tone="danger"
        title={`Excluir o perfil ${toDelete?.nome ?? ''}?`}
        description="Esta ação não pode ser desfeita."
        confirmLabel="Excluir perfil"
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
