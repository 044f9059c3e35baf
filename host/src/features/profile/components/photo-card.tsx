import { apiErrorMessage } from '@colabora/shared/http';
import { Button, Card, PhotoPicker, showToast } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useRemoveMyPhoto, useUploadMyPhoto } from '../api/upload-my-photo';
import { useMyPhotoUrl } from '../hooks/use-my-photo-url';
import { ACCEPTED_IMAGE_TYPES, CROPPER_DEFAULTS, CROPPER_MESSAGES } from '../image-rules';
import { photoVersionAtom } from '../photo-version-atom';

export type PhotoCardProps = { temFoto: boolean };

/** The current picture, the shared picker and cropper for a new one (uploaded at once), and removal. */
export function PhotoCard({ temFoto }: PhotoCardProps) {
  const version = useAtomValue(photoVersionAtom);
  const upload = useUploadMyPhoto();
  const remove = useRemoveMyPhoto();
  const src = useMyPhotoUrl(temFoto, version);
  const [error, setError] = useState<string | null>(null);

  // The cropper stays open, busy, until the upload settles.
  const handleCropped = async (image: Blob | null) => {
    if (!image) return;
    setError(null);
    try {
      const result = await upload.mutateAsync(image);
      showToast.success(result.message || 'Foto atualizada com sucesso.');
    } catch (cause) {
      setError(apiErrorMessage(cause, 'Não foi possível enviar a foto. Tente novamente.'));
    }
  };

  const handleRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (result) => showToast.success(result.message || 'Foto removida.'),
      onError: (cause) => setError(apiErrorMessage(cause, 'Não foi possível remover a foto. Tente novamente.')),
    });
  };

  return (
    <Card title="Foto">
      <PhotoPicker
        label="Sua foto"
        hideLabel
        shape="round"
        placeholderIcon="account_circle"
        currentUrl={temFoto ? src : null}
        currentAlt="Sua foto atual"
        onChange={handleCropped}
        error={error}
        hint="PNG, JPG, BMP, GIF, TIFF, WEBP ou ícone. Você ajusta o recorte antes de salvar."
        acceptedTypes={ACCEPTED_IMAGE_TYPES}
        // The seed's messages, verbatim (SPEC §8), marked as English for screen readers.
        invalidTypeMessage={<span lang="en">{CROPPER_MESSAGES.invalidType}</span>}
        unreadableMessage={<span lang="en">{CROPPER_MESSAGES.noImage}</span>}
        size={CROPPER_DEFAULTS.width}
        type={CROPPER_DEFAULTS.format}
        quality={CROPPER_DEFAULTS.quality}
        actions={
          temFoto ? (
            <Button variant="ghost" loading={remove.isPending} onClick={handleRemove}>
              Remover foto
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
