import { http } from '@colabora/shared/http';
import { useEffect, useState } from 'react';
import defaultAvatar from '../../../assets/default-avatar.svg';

/** An object URL of the user's picture at this cache-buster, or the default image (any error, no picture). */
export function useMyPhotoUrl(temFoto: boolean, version: number): string {
  const [src, setSrc] = useState(defaultAvatar);
  useEffect(() => {
    if (!temFoto) return setSrc(defaultAvatar);
    let objectUrl: string | null = null;
    let cancelled = false;
    http
      .get(`/api/Usuario/foto/me?upd=${version}`)
      .blob()
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => !cancelled && setSrc(defaultAvatar));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [temFoto, version]);
  return src;
}
