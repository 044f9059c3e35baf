/**
 * A `like`/`ilike` pattern matching `text` anywhere, its wildcards escaped so a search for '50%'
 * finds the text '50%', not everything.
 * @example likePattern('50%') // → '%50\\%%'
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
