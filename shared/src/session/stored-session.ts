import type { LoginData } from '../contracts/auth';
import { STORAGE_KEYS } from './storage-keys';

/** True while `expiresAt` is in the future (SPEC §4). */
export function isSessionValid(session: Pick<LoginData, 'expiresAt'> | null | undefined, now = Date.now()): boolean {
  if (!session) return false;
  const expires = Date.parse(session.expiresAt);
  return Number.isFinite(expires) && expires > now;
}

function isLoginData(value: unknown): value is LoginData {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<LoginData>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    !!candidate.usuario &&
    typeof candidate.usuario === 'object'
  );
}

/**
 * Reads USER_INFO; an unreadable or expired session is cleared and `null` returned.
 * @example readStoredSession() // → { token, usuario, expiresAt } | null
 */
export function readStoredSession(storage: Storage = localStorage, now = Date.now()): LoginData | null {
  const raw = storage.getItem(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isLoginData(parsed) && isSessionValid(parsed, now)) return parsed;
  } catch {
    // Corrupt entry: treated like an expired one.
  }
  clearStoredSession(storage);
  return null;
}

/** Stores the session as the seed does: USER_INFO, plus the legacy `token` and idInstituicao. */
export function writeStoredSession(session: LoginData, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(session));
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.idInstituicao, String(session.usuario.idInstituicao));
}

/** Removes the stored session and the legacy entries (SPEC §4). */
export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}
