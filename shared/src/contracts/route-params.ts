import * as v from '@colabora/shared/schema';

/** PostgreSQL's `integer`: larger ids cannot exist, so they are refused before any query. */
export const MAX_ID = 2_147_483_647;

/**
 * Whether a value is an id that can exist: a whole number from 1 to MAX_ID. For the API's own
 * checks of ids that do not arrive through a contract (a cursor, a hub argument).
 * @example isIdValue(42) // → true
 * @example isIdValue(1_099_511_627_776) // → false
 */
export function isIdValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * A positive integer id as it arrives in a path or a query string (text), parsed to a number.
 * The messages name the field, so the API's 400 says which one is wrong.
 * @example v.strictObject({ idUsuario: idText('idUsuario') }) // '/api/x/42' → { idUsuario: 42 }
 */
export function idText(field: string) {
  const message = `${field} inválido: informe um número inteiro positivo.`;
  return v.pipe(
    v.string(message),
    v.regex(/^[1-9]\d{0,9}$/, message),
    v.transform(Number),
    v.maxValue(MAX_ID, message),
  );
}

/**
 * An id a JSON body (or a list in it) carries: a whole number from 1 to MAX_ID, the same bound as
 * path ids. Every id of every request body uses it; the message names the field.
 * @example v.strictObject({ idCanal: idRef('Canal') }) // { idCanal: 1099511627776 } → 400 'Canal: identificador inválido (…)'
 * @example v.parse(v.array(idRef('Etapa')), [3, 7]) // → [3, 7]
 */
export function idRef(
  label: string,
  message = `${label}: identificador inválido (um número inteiro de 1 a 2.147.483.647).`,
) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
}

/** Path parameters of `/api/<coisa>/:id`. */
export const idParamsSchema = v.strictObject({ id: idText('id') });
export type IdParams = v.InferOutput<typeof idParamsSchema>;
