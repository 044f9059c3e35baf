import { http } from '@colabora/shared/http';
import { useEffect, useState } from 'react';
import defaultAvatar from '../../../assets/default-avatar.svg';

export type UserPhotoProps = { temFoto: boolean; version: number; onOpen: (src: string) => void };

/** The signed-in user's photo; the default image on any error, and a 404 stays silent (SPEC §7, §8). */
export function UserPhoto({ temFoto, version, onOpen }: UserPhotoProps) {
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

  return (
    <button type="button" className="user-photo" aria-label="Ver foto em tela cheia" onClick={() => onOpen(src)}>
      <img src={src} alt="" width={64} height={64} onError={() => setSrc(defaultAvatar)} />
    </button>
  );
}
