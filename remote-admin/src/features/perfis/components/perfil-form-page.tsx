import {
  perfilAcessoInputSchema,
  type MenuItem,
  type PerfilAcessoDetalhe,
  type PermissaoMenu,
} from '@colabora/shared/contracts';
import { Button, Card, ErrorState, LoadingState, PageHeader, showToast, TextField } from '@colabora/shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePermissions } from '../../../lib/use-permissions';
import { useResource } from '../../../lib/use-resource';
import { getPerfil, getTelas } from '../api/get-perfil';
import { savePerfil } from '../api/save-perfil';
import { PermissionMatrix } from './permission-matrix';

export type PerfilFormPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

/** /perfis/novo and /perfis/:id: the name and the permission matrix. */
export function PerfilFormPage({ title, menuItem, basePath }: PerfilFormPageProps) {
  const { id } = useParams();
  const idPerfil = id === undefined ? null : Number(id);
  const { canCreate, canUpdate } = usePermissions(menuItem, { requireGestor: true });
  const canSave = idPerfil === null ? canCreate : canUpdate;
  const loaded = useResource<PerfilAcessoDetalhe>(
    `perfil-${id ?? 'novo'}`,
    async () => {
      if (idPerfil === null) return { idPerfil: 0, nome: '', totalUsuarios: 0, permissoes: await getTelas() };
      if (!Number.isInteger(idPerfil)) throw new Error('id inválido');
      return getPerfil(idPerfil);
    },
    'Não foi possível carregar o perfil.',
  );
  const heading = idPerfil === null ? 'Novo perfil' : canSave ? 'Editar perfil' : 'Perfil';

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader title={title} description={heading} />
      {loaded.status === 'error' ? (
        <ErrorState message={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <LoadingState />
      ) : (
        <PerfilForm
          key={loaded.data.idPerfil}
          heading={heading}
          perfil={loaded.data}
          idPerfil={idPerfil}
          readOnly={!canSave}
          basePath={basePath}
        />
      )}
    </section>
  );
}

type PerfilFormProps = {
  heading: string;
  perfil: PerfilAcessoDetalhe;
  idPerfil: number | null;
  readOnly: boolean;
  basePath: string;
};

function PerfilForm({ heading, perfil, idPerfil, readOnly, basePath }: PerfilFormProps) {
  const navigate = useNavigate();
  const [nome, setNome] = useState(perfil.nome);
  const [permissoes, setPermissoes] = useState<PermissaoMenu[]>(perfil.permissoes);
  const [nomeError, setNomeError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const granted = permissoes.filter((tela) => tela.crud).length;

  function handleChange(idMenu: number, crud: string) {
    setPermissoes((current) => current.map((tela) => (tela.idMenu === idMenu ? { ...tela, crud } : tela)));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    // The same schema the API validates with.
    const parsed = v.safeParse(perfilAcessoInputSchema, {
      nome,
      permissoes: permissoes.map(({ idMenu, crud }) => ({ idMenu, crud })),
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const onName = issue?.path?.[0]?.key === 'nome';
      setNomeError(onName ? issue.message : null);
      if (!onName) setServerError(issue?.message ?? 'Dados inválidos.');
      return;
    }
    setNomeError(null);
    setSaving(true);
    try {
      await savePerfil(idPerfil, parsed.output);
      showToast.success(idPerfil === null ? 'Perfil criado.' : 'Perfil atualizado.');
      navigate(basePath);
    } catch (error) {
      setServerError(await apiErrorMessage(error, 'Não foi possível salvar o perfil.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={heading}>
      <form className="adm-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Nome do perfil"
          required
          value={nome}
          readOnly={readOnly}
          error={nomeError}
          onChange={(event) => setNome(event.target.value)}
        />
        {perfil.totalUsuarios > 0 ? (
          <p className="cb-muted">
            {perfil.totalUsuarios === 1 ? '1 usuário tem' : `${perfil.totalUsuarios} usuários têm`} este perfil: as
            mudanças valem a partir da próxima ação de cada um.
          </p>
        ) : null}
        <p className="cb-muted" aria-live="polite">
          {granted === 0 ? 'Nenhuma tela concedida.' : `${granted} tela(s) concedida(s).`} Marcar Criar, Editar ou
          Excluir marca também Ver.
        </p>
        <PermissionMatrix permissoes={permissoes} onChange={handleChange} readOnly={readOnly} />
        {serverError ? (
          <p className="adm-form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="adm-actions">
          <Button variant="ghost" onClick={() => navigate(basePath)}>
            {readOnly ? 'Voltar' : 'Cancelar'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={saving}>
              {idPerfil === null ? 'Criar perfil' : 'Salvar perfil'}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
