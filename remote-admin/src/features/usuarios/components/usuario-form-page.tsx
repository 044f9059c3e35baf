import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  usuarioAdminInputSchema,
  type MenuItem,
  type PerfilOpcao,
  type UsuarioAdmin,
  type UsuarioAdminForm,
  type UsuarioAdminInput,
} from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import {
  Button,
  Card,
  combineQueries,
  ErrorState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { sessionAtom, usePermissions } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate, useParams } from '@colabora/shared/router';
import { readOnlySubject } from '../../../lib/read-only-subject';
import { useCreateUsuario } from '../api/create-usuario';
import { usePerfilOpcoes } from '../api/get-perfil-opcoes';
import { useUsuario } from '../api/get-usuario';
import { useUpdateUsuario } from '../api/update-usuario';
import { SenhaTemporariaDialog } from './senha-temporaria-dialog';

export type UsuarioFormPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

const LOAD_ERROR = 'Não foi possível carregar o usuário.';

/** The API's names of the fields a refusal can be about (`campo`), and this form's. */
const SERVER_FIELDS = {
  nome: 'nome',
  telefone: 'telefone',
  email: 'email',
  idPerfil: 'idPerfil',
  gestor: 'gestor',
} as const satisfies Record<string, Path<UsuarioAdminForm>>;

/** /usuarios/novo and /usuarios/:id: the form, read-only without the letter to save it. */
export function UsuarioFormPage({ title, menuItem, basePath }: UsuarioFormPageProps) {
  const { id } = useParams();
  const idUsuario = id === undefined ? null : Number(id);
  const isNew = idUsuario === null;
  const { canCreate, canUpdate, needsGestor } = usePermissions(menuItem, { requireGestor: true });
  const canSave = isNew ? canCreate : canUpdate;
  const notice = canSave ? null : <ReadOnlyNotice subject={readOnlySubject('os usuários', needsGestor)} />;

  const validId = idUsuario === null || Number.isInteger(idUsuario);
  const usuario = useUsuario(validId ? idUsuario : null);
  const navigate = useNavigate();
  // Only a form that can save offers profiles; a read-only view requests none.
  const perfis = usePerfilOpcoes({ enabled: canSave });

  const heading = isNew ? 'Novo usuário' : canSave ? 'Editar usuário' : 'Usuário';
  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader title={title} description={heading} />
      {isNew && !canSave ? (
        <>
          {notice}
          <div className="cb-row">
            <Button variant="secondary" onClick={() => navigate(basePath)}>
              Voltar aos usuários
            </Button>
          </div>
        </>
      ) : !validId ? (
        <ErrorState message={LOAD_ERROR} />
      ) : isNew ? (
        <QueryState query={perfis} errorMessage={LOAD_ERROR}>
          {(opcoes) => <UsuarioForm heading={heading} usuario={null} perfis={opcoes} basePath={basePath} />}
        </QueryState>
      ) : !canSave ? (
        <QueryState query={usuario} errorMessage={LOAD_ERROR}>
          {(dados) => (
            <>
              {notice}
              <UsuarioReadOnly usuario={dados} basePath={basePath} />
            </>
          )}
        </QueryState>
      ) : (
        <QueryState query={combineQueries(usuario, perfis)} errorMessage={LOAD_ERROR}>
          {([dados, opcoes]) => <UsuarioForm heading={heading} usuario={dados} perfis={opcoes} basePath={basePath} />}
        </QueryState>
      )}
    </section>
  );
}

function UsuarioReadOnly({ usuario, basePath }: { usuario: UsuarioAdmin; basePath: string }) {
  const navigate = useNavigate();
  return (
    <Card title={usuario.nome}>
      <dl className="adm-grid">
        <div>
          <dt className="cb-muted">Telefone</dt>
          <dd>{maskPhone(usuario.telefone)}</dd>
        </div>
        <div>
          <dt className="cb-muted">E-mail</dt>
          <dd>{usuario.email ?? '—'}</dd>
        </div>
        <div>
          <dt className="cb-muted">Perfil de acesso</dt>
          <dd>{usuario.perfilNome}</dd>
        </div>
        <div>
          <dt className="cb-muted">Administra usuários e perfis (gestor)</dt>
          <dd>{usuario.gestor ? 'Sim' : 'Não'}</dd>
        </div>
        <div>
          <dt className="cb-muted">Situação</dt>
          <dd>{usuario.ativo ? 'Ativo' : 'Inativo'}</dd>
        </div>
      </dl>
      <div className="adm-actions">
        <Button variant="secondary" onClick={() => navigate(basePath)}>
          Voltar
        </Button>
      </div>
    </Card>
  );
}

type UsuarioFormProps = {
  heading: string;
  /** null: a new user. */
  usuario: UsuarioAdmin | null;
  perfis: PerfilOpcao[];
  basePath: string;
};

function UsuarioForm({ heading, usuario, perfis, basePath }: UsuarioFormProps) {
  const navigate = useNavigate();
  const me = useAtomValue(sessionAtom)?.usuario.idUsuario;
  const isNew = usuario === null;
  const create = useCreateUsuario();
  const update = useUpdateUsuario();
  const save = isNew ? create : update;
  const gestorLabelId = useId();
  const gestorHelpId = useId();
  const gestorErrorId = useId();
  // A refusal about no one field (or one this form does not show) stays above the buttons.
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ nome: string; senha: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UsuarioAdminForm, unknown, UsuarioAdminInput>({
    resolver: valibotResolver(usuarioAdminInputSchema),
    defaultValues: {
      nome: usuario?.nome ?? '',
      telefone: maskPhone(usuario?.telefone ?? ''),
      email: usuario?.email ?? '',
      idPerfil: usuario ? String(usuario.idPerfil) : '',
      gestor: usuario?.gestor ?? false,
    },
  });

  const editingSelf = usuario?.idUsuario === me;

  function handleError(error: unknown): void {
    // Editing oneself the gestor box is not shown: a refusal about it is said above the buttons.
    const { gestor, ...others } = SERVER_FIELDS;
    const fields = editingSelf ? others : { ...others, gestor };
    if (!setServerFieldError(error, setError, fields)) {
      setFormError(apiErrorMessage(error, 'Não foi possível salvar o usuário.'));
    }
  }

  const handleSave = handleSubmit((input) => {
    setFormError(null);
    if (usuario) {
      update.mutate(
        { id: usuario.idUsuario, input },
        {
          onSuccess: () => {
            showToast.success('Usuário atualizado.');
            navigate(basePath);
          },
          onError: handleError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (result) => {
          showToast.success('Usuário criado.');
          setCreated({ nome: result.usuario.nome, senha: result.senhaTemporaria });
        },
        onError: handleError,
      });
    }
  });

  return (
    <Card title={heading}>
      <form className="adm-form" noValidate onSubmit={handleSave}>
        <div className="adm-grid">
          <TextField label="Nome" required autoComplete="off" error={errors.nome?.message} {...register('nome')} />
          <TextField
            label="Telefone"
            required
            inputMode="tel"
            autoComplete="off"
            hint="É com ele que a pessoa entra no sistema."
            mask={maskPhone}
            error={errors.telefone?.message}
            {...register('telefone')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label="Perfil"
            required
            placeholder="Selecione o perfil"
            options={perfis.map((perfil) => ({ value: String(perfil.idPerfil), label: perfil.nome }))}
            hint="Define as telas que a pessoa vê e o que pode fazer em cada uma."
            error={errors.idPerfil?.message}
            {...register('idPerfil')}
          />
        </div>
        {editingSelf ? (
          <p className="cb-muted">
            Você administra usuários e perfis (gestor) e não pode retirar de si mesmo essa marcação.
          </p>
        ) : (
          <div className="adm-fieldset">
            <label className="adm-choice">
              {/* Named by its title alone; the help below is its description. */}
              <input
                type="checkbox"
                aria-labelledby={gestorLabelId}
                aria-describedby={[gestorHelpId, errors.gestor ? gestorErrorId : null].filter(Boolean).join(' ')}
                aria-invalid={errors.gestor ? true : undefined}
                {...register('gestor')}
              />
              <span>
                <strong id={gestorLabelId}>Administra usuários e perfis (gestor)</strong>
                <br />
                <span id={gestorHelpId} className="cb-field__hint">
                  Pode cadastrar e alterar usuários e perfis de acesso e ver a auditoria, nas telas que o perfil mostra.
                </span>
              </span>
            </label>
            {errors.gestor?.message ? (
              <span id={gestorErrorId} className="cb-field__error">
                {errors.gestor.message}
              </span>
            ) : null}
          </div>
        )}
        {isNew ? <p className="adm-note">Ao criar, uma senha temporária é gerada e mostrada uma única vez.</p> : null}
        {formError ? (
          <p className="adm-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="adm-actions">
          <Button variant="ghost" onClick={() => navigate(basePath)}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            {isNew ? 'Criar usuário' : 'Salvar alterações'}
          </Button>
        </div>
      </form>
      <SenhaTemporariaDialog
        senha={created?.senha ?? null}
        nome={created?.nome ?? ''}
        onClose={() => {
          setCreated(null);
          navigate(basePath);
        }}
      />
    </Card>
  );
}
