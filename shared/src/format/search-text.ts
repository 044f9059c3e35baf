/**
 * Text as a search compares it: lower case, accents removed — the browser's side of the API's
 * `busca_normalizada` (ADR 0026), for lists filtered on the client and live events matched
 * against a search box.
 * @example foldForSearch('Patrícia ÁGUA') // → 'patricia agua'
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Whether `text` contains what was typed, case and accents ignored.
 * @example matchesSearch('Água mineral', 'agua') // → true
 */
export function matchesSearch(text: string | null | undefined, typed: string): boolean {
  return foldForSearch(text ?? '').includes(foldForSearch(typed.trim()));
}
