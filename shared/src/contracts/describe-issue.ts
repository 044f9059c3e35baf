import type * as v from '@colabora/shared/schema';

type Issue = v.BaseIssue<unknown>;

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/** 'ritmo.intervaloSegundos', 'variantes.1'; null at the root. */
export function issuePath(issue: Issue): string | null {
  const path = issue.path?.map((item) => String(item.key)) ?? [];
  return path.length ? path.join('.') : null;
}

/**
 * Valibot's issue as one pt-BR sentence that names the field: the API's refusals and the JSON
 * editor's markers say the same. `rootMessage` is for an issue about the whole value.
 * @example describeIssue(issue, 'Envie um objeto JSON.') // 'Campo obrigatório ausente: ritmo.dias.'
 */
export function describeIssue(issue: Issue, rootMessage: string): string {
  const field = issuePath(issue);
  if (OBJECT_TYPES.has(issue.type)) {
    if (!field) return rootMessage;
    if (issue.expected === 'never') return `Campo não permitido: ${field}.`;
    if (issue.received === 'undefined') return `Campo obrigatório ausente: ${field}.`;
  }
  // Schemas in @colabora/shared carry pt-BR messages; valibot's defaults are English ("Invalid ...").
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return field ? `Valor inválido no campo ${field}.` : rootMessage;
}
