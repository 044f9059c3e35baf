/**
 * Keeps only the ASCII digits of a value: the canonical form in which phones, CPFs and CNPJs are
 * stored and sent to the API. `null`/`undefined` give `''` so form values can be passed as they are.
 *
 * @example
 * onlyDigits('(11) 99999-0001') // → '11999990001'
 * onlyDigits(undefined)         // → ''
 */
export function onlyDigits(value: string | null | undefined): string {
  return value ? value.replace(/\D+/g, '') : '';
}
