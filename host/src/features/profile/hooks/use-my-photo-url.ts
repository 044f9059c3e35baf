import { useAuthenticatedImageUrl } from '@colabora/shared/query';
import defaultAvatar from '../../../assets/default-avatar.svg';

/** The user's picture at this cache-buster, or the default image (no picture, or any error). */
export function useMyPhotoUrl(temFoto: boolean, version: number): string {
  return useAuthenticatedImageUrl(temFoto ? `/api/Usuario/foto/me?upd=${version}` : null) ?? defaultAvatar;
}
