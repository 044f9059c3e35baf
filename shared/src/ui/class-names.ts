/**
 * Joins the truthy class names; the one helper the primitives need, instead of a dependency.
 *
 * @example
 * cx('cb-button', loading && 'is-loading', undefined) // → 'cb-button' or 'cb-button is-loading'
 */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
