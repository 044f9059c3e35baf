import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  perfilFormSchema,
  type AtualizarPerfilRequest,
  type MeuPerfil,
  type PerfilForm,
} from '@colabora/shared/contracts';
import { isoDateToBr, maskBrDate, maskPhone } from '@colabora/shared/format';
import { sessionAtom } from '@colabora/shared/session';
import { Button, Card, ErrorState, LoadingState, PageHeader, showToast, TextField } from '@colabora/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { getMyProfile } from '../api/get-my-profile';
import { readErrorMessage } from '../api/read-error-message';
import { updateMyProfile } from '../api/update-my-profile';
import { removeMyPhoto, uploadMyPhoto } from '../api/upload-my-photo';
import { useMyPhotoUrl } from '../hooks/use-my-photo-url';
import { ACCEPTED_IMAGE_TYPES, CROPPER_MESSAGES, isAcceptedImageType } from '../image-rules';
import { photoVersionAtom } from '../photo-version-atom';
import { updateSessionUsuario } from '../update-session-usuario';
import { PhotoCropper } from './photo-cropper';
import '../profile.css';

export type ProfilePageProps = { title: string };

const toForm = (perfil: MeuPerfil): PerfilForm => ({
  nome: perfil.nome,
  email: perfil.email ?? '',
  telefone: maskPhone(perfil.telefone),
  dataNascimento: isoDateToBr(perfil.dataNascimento) ?? '',
});

/** /meuperfil: the user's own name, contacts, birthday and picture. */
export function ProfilePage({ title }: ProfilePageProps) {
  const [perfil, setPerfil] = useState<MeuPerfil | null>(null);
  const [loadError, setLoadError] = useState(false);

  const load = useCallback(() => {
    setLoadError(false);
    getMyProfile()
      .then(setPerfil)
      .catch(() => setLoadError(true));
  }, []);
  useEffect(load, [load]);

  return (
    <section className="page profile-page">
      <PageHeader title={title} description="Seus dados de contato e a foto que aparece no menu." />
      {loadError ? (
        <ErrorState
          title="Não foi possível carregar seu perfil."
          message="Verifique sua conexão e tente de novo."
          onRetry={load}
        />
      ) : !perfil ? (
        <LoadingState label="Carregando seu perfil…" />
      ) : (
        <div className="profile-page__grid">
          <PhotoCard temFoto={perfil.temFoto} onChange={(temFoto) => setPerfil({ ...perfil, temFoto })} />
          <ProfileForm perfil={perfil} onSaved={setPerfil} />
        </div>
      )}
    </section>
  );
}

type ProfileFormProps = { perfil: MeuPerfil; onSaved: (perfil: MeuPerfil) => void };

function ProfileForm({ perfil, onSaved }: ProfileFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PerfilForm, unknown, AtualizarPerfilRequest>({
    resolver: valibotResolver(perfilFormSchema),
    defaultValues: toForm(perfil),
  });

  const handleSave = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await updateMyProfile(values);
      if (!result.data) throw new Error(result.message);
      onSaved(result.data);
      reset(toForm(result.data));
      updateSessionUsuario({ nome: result.data.nome, telefone: result.data.telefone, email: result.data.email });
      showToast.success(result.message || 'Perfil atualizado com sucesso.');
    } catch (error) {
      setServerError(await readErrorMessage(error, 'Não foi possível salvar. Tente novamente.'));
    }
  });

  return (
    <Card title="Dados pessoais">
      <form className="form" noValidate onSubmit={handleSave}>
        <TextField label="Nome" autoComplete="name" required error={errors.nome?.message} {...register('nome')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          mask={maskPhone}
          hint="Também é o seu acesso ao sistema."
          error={errors.telefone?.message}
          {...register('telefone')}
        />
        <TextField
          label="Data de nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          mask={maskBrDate}
          error={errors.dataNascimento?.message}
          {...register('dataNascimento')}
        />
        {serverError ? (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
          Salvar alterações
        </Button>
      </form>
    </Card>
  );
}

type PhotoCardProps = { temFoto: boolean; onChange: (temFoto: boolean) => void };

function PhotoCard({ temFoto, onChange }: PhotoCardProps) {
  const [version, setVersion] = useAtom(photoVersionAtom);
  const session = useAtomValue(sessionAtom);
  const src = useMyPhotoUrl(temFoto, version);
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!isAcceptedImageType(file.type)) {
      setError(CROPPER_MESSAGES.invalidType);
      return;
    }
    setChosen(URL.createObjectURL(file));
  };

  const applied = (nextTemFoto: boolean, message: string) => {
    setVersion(Date.now());
    onChange(nextTemFoto);
    if (session) updateSessionUsuario({ temFoto: nextTemFoto });
    showToast.success(message);
  };

  const handleCropped = async (image: Blob) => {
    setSaving(true);
    try {
      const result = await uploadMyPhoto(image);
      setChosen(null);
      applied(true, result.message || 'Foto atualizada com sucesso.');
    } catch (cause) {
      setError(await readErrorMessage(cause, 'Não foi possível enviar a foto. Tente novamente.'));
      setChosen(null);
    } finally {
      setSaving(false);
    }
  };

  const handleRemove = async () => {
    try {
      const result = await removeMyPhoto();
      applied(false, result.message || 'Foto removida.');
    } catch (cause) {
      setError(await readErrorMessage(cause, 'Não foi possível remover a foto. Tente novamente.'));
    }
  };

  return (
    <Card title="Foto">
      <div className="profile-photo">
        <img className="profile-photo__image" src={src} alt="Sua foto atual" width={160} height={160} />
        <div className="profile-photo__actions">
          <input
            ref={inputRef}
            id="foto-arquivo"
            className="profile-photo__input"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={handleFile}
          />
          <label htmlFor="foto-arquivo" className="cb-button cb-button--primary profile-photo__choose">
            Escolher foto
          </label>
          {temFoto ? (
            <Button variant="ghost" onClick={() => void handleRemove()}>
              Remover foto
            </Button>
          ) : null}
          <p className="cb-field__hint" id="foto-formatos">
            PNG, JPG, BMP, GIF, TIFF, WEBP ou ícone. Você ajusta o recorte antes de salvar.
          </p>
          {error ? (
            <p className="form__error" role="alert" lang={error === CROPPER_MESSAGES.invalidType ? 'en' : undefined}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {chosen ? (
        <PhotoCropper
          src={chosen}
          saving={saving}
          onCancel={() => setChosen(null)}
          onCropped={(image) => void handleCropped(image)}
        />
      ) : null}
    </Card>
  );
}
