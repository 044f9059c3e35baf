import * as v from 'valibot';
import { badRequest, MESSAGES } from './http-error';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;
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

/**
 * Validates a request body or query against a shared schema; rejects with 400 and a pt-BR
 * message otherwise. Non-object bodies are refused before the schema sees them.
 * @example const { telefone, senha } = await parseInput(loginRequestSchema, request.body);
 */
export async function parseInput<TSchema extends AnySchema>(
  schema: TSchema,
  input: unknown,
): Promise<v.InferOutput<TSchema>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.invalidBody);
  const result = await v.safeParseAsync(schema, input);
  if (result.success) return result.output;
  const [first] = result.issues;
  throw badRequest(first ? describeIssue(first) : MESSAGES.invalidBody);
}
