import {
  perfilAcessoInputSchema,
  type MenuItem,
  type PerfilAcessoDetalhe,
  type PermissaoMenu,
} from '@colabora/shared/contracts';
import { apiErrorMessage, serverFieldError } from '@colabora/shared/http';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  Card,
  ErrorState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@colabora/shared/router';
import * as v from '@colabora/shared/schema';
import { readOnlySubject } from '../../../lib/read-only-subject';
import { usePerfil } from '../api/get-perfil';
import { useTelas } from '../api/get-telas';
import { useSavePerfil } from '../api/save-perfil';
import { PermissionMatrix } from './permission-matrix';

const LOAD_ERROR = 'Não foi possível carregar o perfil.';

export type PerfilFormPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

/** /perfis/novo and /perfis/:id: the name and the permission matrix. */
export function PerfilFormPage({ title, menuItem, basePath }: PerfilFormPageProps) {
  const { id } = useParams();
  const idPerfil = id === undefined ? null : Number(id);
  const { canCreate, canUpdate, needsGestor } = usePermissions(menuItem, { requireGestor: true });
  const canSave = idPerfil === null ? canCreate : canUpdate;
  const validId = idPerfil === null || Number.isInteger(idPerfil);
  const existing = usePerfil(idPerfil !== null && validId ? idPerfil : null);
  const telas = useTelas({ enabled: idPerfil === null });
  const heading = idPerfil === null ? 'Novo perfil' : canSave ? 'Editar perfil' : 'Perfil';

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader title={title} description={heading} />
      {canSave ? null : <ReadOnlyNotice subject={readOnlySubject('os perfis de acesso', needsGestor)} />}
      {!validId ? (
        <ErrorState message={LOAD_ERROR} />
      ) : idPerfil === null ? (
        <QueryState query={telas} errorMessage={LOAD_ERROR}>
          {(lista) => (
            // A new profile starts from every screen, none granted.
            <PerfilForm
              heading={heading}
              perfil={{ idPerfil: 0, nome: '', totalUsuarios: 0, permissoes: lista }}
              idPerfil={null}
              readOnly={!canSave}
              basePath={basePath}
            />
          )}
        </QueryState>
      ) : (
        <QueryState query={existing} errorMessage={LOAD_ERROR}>
          {(perfil) => (
            <PerfilForm
              key={perfil.idPerfil}
              heading={heading}
              perfil={perfil}
              idPerfil={idPerfil}
              readOnly={!canSave}
              basePath={basePath}
            />
          )}
        </QueryState>
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
  const nomeRef = useRef<HTMLInputElement>(null);
  // A refusal about the name goes under the name; any other stays above the buttons.
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSavePerfil();
  const granted = permissoes.filter((tela) => tela.crud).length;

  function handleChange(idMenu: number, crud: string) {
    setPermissoes((current) => current.map((tela) => (tela.idMenu === idMenu ? { ...tela, crud } : tela)));
  }

  function handleNomeChange(value: string) {
    setNome(value);
    // The message was about the old name.
    setNomeError(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The same schema the API validates with.
    const parsed = v.safeParse(perfilAcessoInputSchema, {
      nome,
      permissoes: permissoes.map(({ idMenu, crud }) => ({ idMenu, crud })),
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const onName = issue?.path?.[0]?.key === 'nome';
      setNomeError(onName ? issue.message : null);
      setFormError(onName ? null : (issue?.message ?? 'Dados inválidos.'));
      return;
    }
    setNomeError(null);
    setFormError(null);
    save.mutate(
      { id: idPerfil, input: parsed.output },
      {
        onSuccess: () => {
          showToast.success(idPerfil === null ? 'Perfil criado.' : 'Perfil atualizado.');
          navigate(basePath);
        },
        onError: (error) => {
          const field = serverFieldError(error);
          if (field?.campo === 'nome') {
            setNomeError(field.message);
            nomeRef.current?.focus();
          } else setFormError(apiErrorMessage(error, 'Não foi possível salvar o perfil.'));
        },
      },
    );
  }

  return (
    <Card title={heading}>
      <form className="adm-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Nome do perfil"
          required
          ref={nomeRef}
          value={nome}
          readOnly={readOnly}
          error={nomeError}
          onChange={(event) => handleNomeChange(event.target.value)}
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
        {formError ? (
          <p className="adm-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="adm-actions">
          <Button variant="ghost" onClick={() => navigate(basePath)}>
            {readOnly ? 'Voltar' : 'Cancelar'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={save.isPending}>
              {idPerfil === null ? 'Criar perfil' : 'Salvar perfil'}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
