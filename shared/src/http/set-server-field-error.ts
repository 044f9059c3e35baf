import { serverFieldError } from './api-error';

/** The part of react-hook-form's `setError` this needs (shared does not depend on the library). */
export type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Shows a refusal the server tied to one field (`campo` of a 400 or 409) on that field, where the
 * user will fix it, and moves the focus there; react-hook-form drops the message when that field
 * changes and is validated again. `fields` maps the API's names to the form's (most are the same;
 * a product's `precoCentavos` is the form's `preco`). False when the refusal names no field of this
 * form: the caller shows it for the whole form.
 * @example if (!setServerFieldError(error, setError, { telefone: 'telefone' })) setFormError(apiErrorMessage(error))
 */
export function setServerFieldError<Name extends string>(
  error: unknown,
  setError: SetFieldError<Name>,
  fields: Readonly<Record<string, Name>>,
): boolean {
  const refusal = serverFieldError(error);
  if (!refusal || !Object.hasOwn(fields, refusal.campo)) return false;
  const name = fields[refusal.campo];
  if (!name) return false;
  setError(name, { type: 'server', message: refusal.message }, { shouldFocus: true });
  return true;
}
