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

/**
 * Page and page size of a listing, in a query string (`?pagina=2&tamanhoPagina=50`): spread into a
 * `v.strictObject({ ...paginacaoQueryEntries, ... })`. Both optional; the API applies defaults.
 * @example v.strictObject({ ...paginacaoQueryEntries, busca: v.optional(v.string()) })
 */
export const paginacaoQueryEntries = {
  pagina: v.optional(
    v.pipe(
      v.string('pagina inválida.'),
      v.regex(/^[1-9]\d{0,5}$/, 'pagina inválida: informe um número de 1 a 999999.'),
      v.transform(Number),
    ),
  ),
  tamanhoPagina: v.optional(
    v.pipe(
      v.string('tamanhoPagina inválido.'),
      v.regex(/^[1-9]\d{0,2}$/, 'tamanhoPagina inválido: informe um número de 1 a 100.'),
      v.transform(Number),
      v.maxValue(100, 'tamanhoPagina inválido: informe um número de 1 a 100.'),
    ),
  ),
};
