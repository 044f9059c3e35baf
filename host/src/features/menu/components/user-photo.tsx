import { useAuthenticatedImageUrl } from '@colabora/shared/query';
import { useFirstScreenShown } from '@colabora/shared/session';
import { useState } from 'react';
import defaultAvatar from '../../../assets/default-avatar.svg';

export type UserPhotoProps = { temFoto: boolean; version: number; onOpen: (src: string) => void };

/**
 * The signed-in user's photo; the default image on any error, and a 404 stays silent (SPEC §7, §8).
 * Asked for once the first screen is shown: the menu's photo is not what the user came to see.
 */
export function UserPhoto({ temFoto, version, onOpen }: UserPhotoProps) {
  const shown = useFirstScreenShown();
  const photo = useAuthenticatedImageUrl(temFoto && shown ? `/api/Usuario/foto/me?upd=${version}` : null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = photo && photo !== brokenSrc ? photo : defaultAvatar;
  return (
    <button type="button" className="user-photo" aria-label="Ver foto em tela cheia" onClick={() => onOpen(src)}>
      <img src={src} alt="" width={64} height={64} onError={() => setBrokenSrc(photo)} />
    </button>
  );
}
