import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { refreshPushStatus } from '../api/get-push-status';
import { browserPermission, pushStatusFor, type PushStatus } from '../push-status';
import { pushStatusAtom } from '../push-status-atom';
import { appStore } from '@colabora/shared/session';

/** The signed-in user's push status, asked of the server when the user changes; not registered signed out. */
export function usePushStatus(idUsuario: number | null): PushStatus {
  useEffect(() => {
    if (idUsuario === null) {
      appStore.set(pushStatusAtom, pushStatusFor(false, browserPermission()));
      return;
    }
    void refreshPushStatus(idUsuario);
  }, [idUsuario]);
  return useAtomValue(pushStatusAtom);
}
