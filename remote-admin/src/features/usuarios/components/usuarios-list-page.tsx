import type { MenuItem, UsuarioAdmin } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
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
} from '@colabora/shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '@colabora/shared/router';
import { readOnlySubject } from '../../../lib/read-only-subject';
import { useUsuarios } from '../api/get-usuarios';
import { useResetSenha } from '../api/reset-senha';
import { useSetUsuarioAtivo } from '../api/set-usuario-ativo';
import { SenhaTemporariaDialog } from './senha-temporaria-dialog';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export type UsuariosListPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

type PendingAction = { kind: 'ativo' | 'senha'; usuario: UsuarioAdmin };

/** /usuarios: search, pages, and the actions the user's letters (and gestor flag) allow. */
export function UsuariosListPage({ title, menuItem, basePath }: UsuariosListPageProps) {
  const navigate = useNavigate();
  const { canCreate, canUpdate, needsGestor } = usePermissions(menuItem, { requireGestor: true });
  const [busca, setBusca] = useState('');
  const [buscaAplicada, setBuscaAplicada] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [senha, setSenha] = useState<{ nome: string; senha: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setBuscaAplicada(busca.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busca]);

  const usuarios = useUsuarios({ busca: buscaAplicada, page, pageSize: PAGE_SIZE });
  const setAtivo = useSetUsuarioAtivo();
  const resetSenha = useResetSenha();

  function handleConfirm() {
    if (!pending) return;
    const { usuario } = pending;
    const onError = (error: unknown) => showToast.error(apiErrorMessage(error, 'Não foi possível concluir a ação.'));
    if (pending.kind === 'ativo') {
      setAtivo.mutate(
        { id: usuario.idUsuario, ativo: !usuario.ativo },
        {
          onSuccess: ({ message }) => {
            showToast.success(message);
            setPending(null);
          },
          onError,
        },
      );
    } else {
      resetSenha.mutate(usuario.idUsuario, {
        onSuccess: (senhaTemporaria) => {
          setSenha({ nome: usuario.nome, senha: senhaTemporaria });
          setPending(null);
        },
        onError,
      });
    }
  }

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={canCreate ? <Button onClick={() => navigate(`${basePath}/novo`)}>Novo usuário</Button> : null}
      />
      {canCreate || canUpdate ? null : <ReadOnlyNotice subject={readOnlySubject('os usuários', needsGestor)} />}
      <div className="adm-toolbar" role="search">
        <TextField
          label="Buscar usuários"
          type="search"
          placeholder="Nome, telefone ou e-mail"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
        />
      </div>

      <QueryState
        query={usuarios}
        loadingLabel="Carregando usuários…"
        errorMessage="Não foi possível carregar os usuários."
        isEmpty={(pagina) => pagina.items.length === 0}
        empty={
          <EmptyState
            icon="group"
            title={buscaAplicada ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado'}
            description={buscaAplicada ? `Nada corresponde a “${buscaAplicada}”.` : undefined}
          />
        }
      >
        {(pagina) => {
          const totalPages = Math.max(1, Math.ceil(pagina.total / pagina.pageSize));
          return (
            <>
              <div className="adm-table-wrap">
                <table className="adm-table adm-table--cards" aria-busy={usuarios.isFetching}>
                  <caption className="cb-visually-hidden">
                    {title}: {pagina.total} usuário(s)
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Nome</th>
                      <th scope="col">Telefone</th>
                      <th scope="col">Perfil de acesso</th>
                      <th scope="col">Situação</th>
                      <th scope="col">
                        <span className="cb-visually-hidden">Ações</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {pagina.items.map((usuario) => (
                      <tr key={usuario.idUsuario}>
                        <td data-label="Nome">
                          {usuario.nome} {usuario.gestor ? <Badge tone="primary">Administrador</Badge> : null}
                        </td>
                        <td data-label="Telefone" className="cb-nowrap">
                          {maskPhone(usuario.telefone)}
                        </td>
                        <td data-label="Perfil de acesso">{usuario.perfilNome}</td>
                        <td data-label="Situação">
                          <Badge tone={usuario.ativo ? 'success' : 'neutral'}>
                            {usuario.ativo ? 'Ativo' : 'Inativo'}
                          </Badge>
                        </td>
                        <td>
                          <div className="adm-row-actions">
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`${canUpdate ? 'Editar' : 'Ver'} ${usuario.nome}`}
                              onClick={() => navigate(`${basePath}/${usuario.idUsuario}`)}
                            >
                              {canUpdate ? 'Editar' : 'Ver'}
                            </Button>
                            {canUpdate ? (
                              <>
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  aria-label={`${usuario.ativo ? 'Desativar' : 'Ativar'} ${usuario.nome}`}
                                  onClick={() => setPending({ kind: 'ativo', usuario })}
                                >
                                  {usuario.ativo ? 'Desativar' : 'Ativar'}
                                </Button>
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  aria-label={`Redefinir senha de ${usuario.nome}`}
                                  onClick={() => setPending({ kind: 'senha', usuario })}
                                >
                                  Redefinir senha
                                </Button>
                              </>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pagina.items.some((usuario) => usuario.gestor) ? (
                <p className="cb-muted">
                  <strong>Administrador</strong>: cadastra e altera usuários e perfis (marcação de gestor). O perfil de
                  acesso define as telas e as ações de cada pessoa.
                </p>
              ) : null}
              <nav className="adm-pagination" aria-label="Páginas de usuários">
                <span aria-live="polite">
                  Página {pagina.page} de {totalPages} · {pagina.total} usuário(s)
                </span>
                <div className="cb-row">
                  <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Anterior
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= totalPages}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Próxima
                  </Button>
                </div>
              </nav>
            </>
          );
        }}
      </QueryState>

      <ConfirmDialog
        open={pending !== null}
        loading={setAtivo.isPending || resetSenha.isPending}
        tone={pending?.kind === 'ativo' && pending.usuario.ativo ? 'danger' : 'primary'}
        title={
          pending?.kind === 'senha'
            ? `Redefinir a senha de ${pending.usuario.nome}?`
            : pending?.usuario.ativo
              ? `Desativar ${pending.usuario.nome}?`
              : `Ativar ${pending?.usuario.nome ?? ''}?`
        }
        description={
          pending?.kind === 'senha'
            ? 'Uma senha temporária será gerada e mostrada uma única vez. As sessões abertas da pessoa serão encerradas.'
            : pending?.usuario.ativo
              ? 'A pessoa não conseguirá mais entrar, e as sessões abertas dela serão encerradas agora.'
              : 'A pessoa poderá entrar de novo com a senha que tinha.'
        }
        confirmLabel={pending?.kind === 'senha' ? 'Redefinir senha' : pending?.usuario.ativo ? 'Desativar' : 'Ativar'}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
      <SenhaTemporariaDialog senha={senha?.senha ?? null} nome={senha?.nome ?? ''} onClose={() => setSenha(null)} />
    </section>
  );
}
