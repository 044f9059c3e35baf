import { HubError } from './hub-error';

/** An id argument: an integer, or a string of digits (older clients send ids as strings). */
export function idArgument(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
    throw new HubError(`Argumento inválido: ${name}.`);
  }
  return number;
}

/** The institution a client names must be its own (DESIGN §3: tenancy comes from the token). */
export function assertOwnInstitution(requested: number, own: number): void {
  if (requested !== own) throw new HubError('Acesso negado: outra instituição.');
}
