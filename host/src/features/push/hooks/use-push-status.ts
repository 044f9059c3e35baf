import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { refreshPushStatus } from '../api/get-push-status';
import { browserPermission, pushStatusFor, type PushStatus } from '../push-status';
import { pushStatusAtom } from '../push-status-atom';
import { appStore, useFirstScreenShown } from '@colabora/shared/session';

/**
 * The signed-in user's push status, asked of the server when the user changes (once the first
 * screen is shown: the menu's switch can wait); not registered signed out.
 */
export function usePushStatus(idUsuario: number | null): PushStatus {
  const shown = useFirstScreenShown();
  useEffect(() => {
    if (idUsuario === null) {
      appStore.set(pushStatusAtom, pushStatusFor(false, browserPermission()));
      return;
    }
    if (shown) void refreshPushStatus(idUsuario);
  }, [idUsuario, shown]);
  return useAtomValue(pushStatusAtom);
}
