import type * as v from 'valibot';
import { describeIssue as describeValibotIssue } from '@colabora/shared/contracts/describe-issue';
import { MESSAGES } from './http-error';

type Issue = v.BaseIssue<unknown>;

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/** Turns valibot's first issue into one pt-BR sentence that names the field (shared with the JSON editor). */
export function describeIssue(issue: Issue): string {
  return describeValibotIssue(issue, MESSAGES.invalidBody);
}

/** The declared top-level keys of an object schema (or of the object at the root of its pipe). */
function declaredKeys(schema: v.GenericSchema | v.GenericSchemaAsync): Set<string> | null {
  const node = schema as { entries?: Record<string, unknown>; pipe?: readonly unknown[] };
  if (node.entries) return new Set(Object.keys(node.entries));
  const first = node.pipe?.[0] as (v.GenericSchema & { kind?: string }) | undefined;
  return first && first !== schema && first.kind === 'schema' ? declaredKeys(first) : null;
}

/**
 * The body field an issue is about: the top-level key of its path, when the schema declares that
 * key (an unknown field refused by a strict object is not a field of the form). Null otherwise.
 * @example issueField(issueOf({ telefone: '123' }), usuarioSchema) // 'telefone'
 */
export function issueField(issue: Issue, schema: v.GenericSchema | v.GenericSchemaAsync): string | null {
  const key = issue.path?.[0]?.key;
  if (typeof key !== 'string') return null;
  if (OBJECT_TYPES.has(issue.type) && issue.expected === 'never') return null;
  const keys = declaredKeys(schema);
  return keys && !keys.has(key) ? null : key;
}
