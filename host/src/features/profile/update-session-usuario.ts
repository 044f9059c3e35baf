import type { Usuario } from '@colabora/shared/contracts/auth';
import { appStore, sessionAtom, writeStoredSession } from '@colabora/shared/session';

/** Keeps the stored session's user (USER_INFO) in step with what the user just changed. */
export function updateSessionUsuario(patch: Partial<Usuario>): void {
  const session = appStore.get(sessionAtom);
  if (!session) return;
  const next = { ...session, usuario: { ...session.usuario, ...patch } };
  writeStoredSession(next);
  appStore.set(sessionAtom, next);
}
