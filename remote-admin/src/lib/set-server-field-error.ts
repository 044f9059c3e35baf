import { serverFieldError } from '@colabora/shared/http';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a refusal the server tied to one field (`campo` of a 400 or 409) on that field, where the
 * user will fix it, and moves the focus there. react-hook-form drops the message when that field
 * changes and is validated again. `fields` lists the API's names this form shows, with the form's
 * name for each. False when the refusal names no field of this form: the caller shows it for the
 * whole form.
 * @example if (!setServerFieldError(error, setError, { telefone: 'telefone' })) setFormError(apiErrorMessage(error))
 */
export function setServerFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): boolean {
  const refusal = serverFieldError(error);
  if (!refusal || !Object.hasOwn(fields, refusal.campo)) return false;
  const name = fields[refusal.campo];
  if (!name) return false;
  setError(name, { type: 'server', message: refusal.message }, { shouldFocus: true });
  return true;
}
