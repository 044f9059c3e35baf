import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { temFotoSchema, type MeuPerfil } from '@colabora/shared/contracts/perfil';
import { getEnvelope, http, toImagemUpload } from '@colabora/shared/http';
import { appStore } from '@colabora/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoVersionAtom } from '../photo-version-atom';
import { updateSessionUsuario } from '../update-session-usuario';
import { myProfileQueryKey } from './get-my-profile';

type PhotoAnswer = ApiResponse<{ temFoto: boolean }>;

/** POST /api/Usuario/foto/me with the cropped picture; the server re-encodes it. */
export async function uploadMyPhoto(image: Blob): Promise<PhotoAnswer> {
  return getEnvelope(http.post('/api/Usuario/foto/me', { json: await toImagemUpload(image) }), temFotoSchema);
}

/** DELETE /api/Usuario/foto/me: back to the default picture. */
export function removeMyPhoto(): Promise<PhotoAnswer> {
  return getEnvelope(http.delete('/api/Usuario/foto/me'), temFotoSchema);
}

/** After a change of picture: a new cache-buster (menu and page reload it) and the session's flag. */
function usePhotoChanged() {
  const queryClient = useQueryClient();
  return (temFoto: boolean) => {
    appStore.set(photoVersionAtom, Date.now());
    queryClient.setQueryData<MeuPerfil>(myProfileQueryKey, (perfil) => (perfil ? { ...perfil, temFoto } : perfil));
    updateSessionUsuario({ temFoto });
  };
}

export function useUploadMyPhoto() {
  const photoChanged = usePhotoChanged();
  return useMutation({ mutationFn: uploadMyPhoto, onSuccess: () => photoChanged(true) });
}

export function useRemoveMyPhoto() {
  const photoChanged = usePhotoChanged();
  return useMutation({ mutationFn: removeMyPhoto, onSuccess: () => photoChanged(false) });
}
