import { configureHttp } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { showToast } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@colabora/shared/router';
import { endSession } from '../features/session/session-actions';

/**
 * Reacts to session changes in one place: signing out (by the user, by expiry, or by a 401/403)
 * clears the app's data and goes to /acesso (SPEC §2, §8). Signing in needs nothing here: the
 * menu and every screen load through their queries.
 */
export function useSessionLifecycle(): void {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    configureHttp({
      // One toast per message: a burst of failed requests shows it once.
      notify: (message) => showToast.error(message, { id: message }),
      onSessionExpired: endSession,
    });
  }, []);

  const token = session?.token ?? null;
  useEffect(() => {
    if (token) {
      wasSignedIn.current = true;
      return;
    }
    if (wasSignedIn.current) {
      wasSignedIn.current = false;
      // Nothing one user loaded may show in the next session on this device. (Imported on demand:
      // the sign-in page does without TanStack Query.)
      void import('./query-client').then(({ queryClient }) => queryClient.clear());
      navigate('/acesso', { replace: true });
    }
  }, [token, navigate]);
}
