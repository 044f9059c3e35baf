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
import {
  Button,
  Card,
  ErrorState,
  LoadingState,
  PageHeader,
  SelectField,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePermissions } from '../../../lib/use-permissions';
import { useResource } from '../../../lib/use-resource';
import { getPerfilOpcoes } from '../api/get-perfil-opcoes';
import { getUsuario } from '../api/get-usuario';
import { createUsuario, updateUsuario } from '../api/save-usuario';
import { SenhaTemporariaDialog } from './senha-temporaria-dialog';

export type UsuarioFormPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

type Loaded = { perfis: PerfilOpcao[]; usuario: UsuarioAdmin | null };

/** /usuarios/novo and /usuarios/:id: the form, read-only without the letter to save it. */
export function UsuarioFormPage({ title, menuItem, basePath }: UsuarioFormPageProps) {
  const { id } = useParams();
  const idUsuario = id === undefined ? null : Number(id);
  const isNew = idUsuario === null;
  const { canCreate, canUpdate } = usePermissions(menuItem, { requireGestor: true });
  const canSave = isNew ? canCreate : canUpdate;

  const loaded = useResource<Loaded>(
    `usuario-form-${id ?? 'novo'}`,
    async () => {
      if (idUsuario !== null && !Number.isInteger(idUsuario)) throw new Error('id inválido');
      const [perfis, usuario] = await Promise.all([
        canSave ? getPerfilOpcoes() : Promise.resolve([]),
        idUsuario === null ? Promise.resolve(null) : getUsuario(idUsuario),
      ]);
      return { perfis, usuario };
    },
    'Não foi possível carregar o usuário.',
  );

  const heading = isNew ? 'Novo usuário' : canSave ? 'Editar usuário' : 'Usuário';
  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader title={title} description={heading} />
      {loaded.status === 'error' ? (
        <ErrorState message={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <LoadingState />
      ) : !isNew && !canSave && loaded.data.usuario ? (
        <UsuarioReadOnly usuario={loaded.data.usuario} basePath={basePath} />
      ) : (
        <UsuarioForm heading={heading} data={loaded.data} basePath={basePath} isNew={isNew} />
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
          <dt className="cb-muted">Perfil</dt>
          <dd>{usuario.perfilNome}</dd>
        </div>
        <div>
          <dt className="cb-muted">Situação</dt>
          <dd>
            {usuario.ativo ? 'Ativo' : 'Inativo'}
            {usuario.gestor ? ' · Gestor' : ''}
          </dd>
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

type UsuarioFormProps = { heading: string; data: Loaded; basePath: string; isNew: boolean };

function UsuarioForm({ heading, data, basePath, isNew }: UsuarioFormProps) {
  const navigate = useNavigate();
  const me = useAtomValue(sessionAtom)?.usuario.idUsuario;
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ nome: string; senha: string } | null>(null);
  const { usuario, perfis } = data;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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

  const handleSave = handleSubmit(async (input) => {
    setServerError(null);
    try {
      if (usuario) {
        await updateUsuario(usuario.idUsuario, input);
        showToast.success('Usuário atualizado.');
        navigate(basePath);
      } else {
        const result = await createUsuario(input);
        showToast.success('Usuário criado.');
        setCreated({ nome: result.usuario.nome, senha: result.senhaTemporaria });
      }
    } catch (error) {
      setServerError(await apiErrorMessage(error, 'Não foi possível salvar o usuário.'));
    }
  });

  const editingSelf = usuario?.idUsuario === me;
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
            hint="Define as telas e as ações permitidas."
            error={errors.idPerfil?.message}
            {...register('idPerfil')}
          />
        </div>
        {editingSelf ? (
          <p className="cb-muted">Você é gestor: não pode retirar de si mesmo essa marcação.</p>
        ) : (
          <label className="adm-choice">
            <input type="checkbox" {...register('gestor')} />
            <span>
              <strong>Gestor</strong>
              <br />
              <span className="cb-muted">Gestores administram os usuários e os perfis da instituição.</span>
            </span>
          </label>
        )}
        {isNew ? <p className="adm-note">Ao criar, uma senha temporária é gerada e mostrada uma única vez.</p> : null}
        {serverError ? (
          <p className="adm-form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="adm-actions">
          <Button variant="ghost" onClick={() => navigate(basePath)}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
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
