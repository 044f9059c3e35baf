import type * as v from 'valibot';
import { MESSAGES } from './http-error';

type Issue = v.BaseIssue<unknown>;

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

function fieldName(issue: Issue): string | null {
  const path = issue.path?.map((item) => String(item.key)) ?? [];
  return path.length ? path.join('.') : null;
}

/** Turns valibot's first issue into one pt-BR sentence that names the field. */
export function describeIssue(issue: Issue): string {
  const field = fieldName(issue);
  if (OBJECT_TYPES.has(issue.type)) {
    if (!field) return MESSAGES.invalidBody;
    if (issue.expected === 'never') return `Campo não permitido: ${field}.`;
    if (issue.received === 'undefined') return `Campo obrigatório ausente: ${field}.`;
  }
  // Schemas in @colabora/shared carry pt-BR messages; valibot's defaults are English ("Invalid ...").
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return field ? `Valor inválido no campo ${field}.` : MESSAGES.invalidBody;
}
