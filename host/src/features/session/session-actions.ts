import type { LoginData } from '@colabora/shared/contracts/auth';
import {
  appStore,
  clearStoredSession,
  readStoredSession,
  sessionAtom,
  writeStoredSession,
} from '@colabora/shared/session';

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Stores a fresh session (login, password change) and schedules its expiry. */
export function startSession(session: LoginData): void {
  writeStoredSession(session);
  appStore.set(sessionAtom, session);
  scheduleExpiry(session);
}

/** Signed-out until a stored, unexpired session is found (SPEC §4). */
export function restoreSession(): LoginData | null {
  const session = readStoredSession();
  appStore.set(sessionAtom, session);
  if (session) scheduleExpiry(session);
  return session;
}

/** Removes the stored session and the legacy entries; the shell reacts by going to /acesso. */
export function endSession(): void {
  clearTimeout(expiryTimer);
  clearStoredSession();
  appStore.set(sessionAtom, null);
}

function scheduleExpiry(session: LoginData): void {
  clearTimeout(expiryTimer);
  const remaining = Date.parse(session.expiresAt) - Date.now();
  // setTimeout overflows past ~24.8 days; sessions are hours long, but stay safe.
  if (remaining > 0 && remaining < 2 ** 31 - 1) expiryTimer = setTimeout(endSession, remaining);
}
