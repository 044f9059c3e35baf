import { isIdValue } from '@colabora/shared/contracts';
import { HubError } from './hub-error';

/**
 * An id argument: an integer, or a string of digits (older clients send ids as strings), within
 * the bounds of every id the API takes (1 to 2,147,483,647, like REST's path and body ids).
 */
export function idArgument(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!isIdValue(number)) throw new HubError(`Argumento inválido: ${name}.`);
  return number;
}

/** The institution a client names must be its own (DESIGN §3: tenancy comes from the token). */
export function assertOwnInstitution(requested: number, own: number): void {
  if (requested !== own) throw new HubError('Acesso negado: outra instituição.');
}
