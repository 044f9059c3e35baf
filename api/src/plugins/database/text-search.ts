import { likePattern } from './like-pattern';

/**
 * The one way a list searches text (ADR 0026): case and accents ignored on both sides, so
 * "patricia" finds "Patrícia" and "agua" finds "Água". `column` must be written exactly as in its
 * trigram index (migration 0024) for the index to answer; `ref` is the placeholder of a pattern
 * from `searchPattern` (anywhere) or `prefixPattern` (at the start, to rank).
 * @example where.push(containsText('ct.nome', add(searchPattern(q)))) // busca_normalizada(ct.nome) like busca_normalizada($2)
 */
export function containsText(column: string, ref: string): string {
  return `busca_normalizada(${column}) like busca_normalizada(${ref})`;
}

/**
 * `q` anywhere in the text, its wildcards escaped (a search for '50%' finds '50%', not everything).
 * @example searchPattern(' Água ') // → '%Água%'
 */
export function searchPattern(q: string): string {
  return likePattern(q.trim());
}

/**
 * `q` at the start of the text, wildcards escaped: lists rank names that begin with what was typed.
 * @example prefixPattern('pat') // → 'pat%'
 */
export function prefixPattern(q: string): string {
  return likePattern(q.trim()).slice(1);
}
