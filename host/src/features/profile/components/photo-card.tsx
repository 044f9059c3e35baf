import { apiErrorMessage } from '@colabora/shared/http';
import { Button, Card, showToast } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useRemoveMyPhoto, useUploadMyPhoto } from '../api/upload-my-photo';
import { useMyPhotoUrl } from '../hooks/use-my-photo-url';
import { ACCEPTED_IMAGE_TYPES, CROPPER_MESSAGES, isAcceptedImageType } from '../image-rules';
import { photoVersionAtom } from '../photo-version-atom';
import { PhotoCropper } from './photo-cropper';

export type PhotoCardProps = { temFoto: boolean };

/** The current picture, a cropper for a new one, and removal. */
export function PhotoCard({ temFoto }: PhotoCardProps) {
  const version = useAtomValue(photoVersionAtom);
  const upload = useUploadMyPhoto();
  const remove = useRemoveMyPhoto();
  const src = useMyPhotoUrl(temFoto, version);
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  const handleCropped = (image: Blob) => {
    upload.mutate(image, {
      onSuccess: (result) => showToast.success(result.message || 'Foto atualizada com sucesso.'),
      onError: (cause) => setError(apiErrorMessage(cause, 'Não foi possível enviar a foto. Tente novamente.')),
      onSettled: () => setChosen(null),
    });
  };

  const handleRemove = () => {
    remove.mutate(undefined, {
      onSuccess: (result) => showToast.success(result.message || 'Foto removida.'),
      onError: (cause) => setError(apiErrorMessage(cause, 'Não foi possível remover a foto. Tente novamente.')),
    });
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
            <Button variant="ghost" onClick={handleRemove}>
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
          saving={upload.isPending}
          onCancel={() => setChosen(null)}
          onCropped={handleCropped}
        />
      ) : null}
    </Card>
  );
}
