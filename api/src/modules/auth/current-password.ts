import type { FastifyInstance } from 'fastify';
import { badRequest, tooManyRequests } from '../../http/http-error';
import { tooManyAttemptsMessage } from './login-throttle';
import { verifyPassword } from './password-hasher';

/** 'Senha atual incorreta.' */
export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';

/**
 * Verifies the signed-in user's current password before a sensitive change (a new password, a new
 * sign-in phone). Wrong guesses are limited like sign-ins (per user, same limit and window): the
 * attempt is counted before the check, so a stolen session cannot brute-force the password that
 * guards it; a right one clears the count.
 * @throws 429 past the limit; 400 'Senha atual incorreta.' (with `campo` when given).
 */
export async function checkCurrentPassword(
  app: FastifyInstance,
  user: { idUsuario: number; senhaHash: string },
  senha: string,
  campo?: string,
): Promise<void> {
  const { counter, settings } = app.loginThrottle;
  const key = `senha-atual:usuario:${user.idUsuario}`;
  const wait = await counter.take(key, settings.maxPerAccount, settings.windowSeconds);
  if (wait > 0) throw tooManyRequests(tooManyAttemptsMessage(wait, 'com a senha atual'), wait);
  if (!(await verifyPassword(user.senhaHash, senha))) throw badRequest(WRONG_CURRENT_PASSWORD, campo);
  await counter.clear(key);
}
