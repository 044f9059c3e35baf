import * as v from 'valibot';

/** PostgreSQL's `integer`: larger ids cannot exist, so they are refused before any query. */
const MAX_ID = 2_147_483_647;

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

/** Path parameters of `/api/<coisa>/:id`. */
export const idParamsSchema = v.strictObject({ id: idText('id') });
export type IdParams = v.InferOutput<typeof idParamsSchema>;
