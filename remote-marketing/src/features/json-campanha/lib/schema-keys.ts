import type { JsonPath } from './json-paths';

/** The parts of a JSON Schema (draft-07, as @valibot/to-json-schema writes it) the completion reads. */
export type SchemaNode = {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  required?: string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

export type SchemaKey = { key: string; required: boolean; detail: string; template: string };

/** The object schema a nullable or union slot holds, if any. */
function objectIn(node: SchemaNode | undefined): SchemaNode | undefined {
  if (!node) return undefined;
  if (node.properties) return node;
  return node.anyOf?.map(objectIn).find(Boolean);
}

function arrayIn(node: SchemaNode | undefined): SchemaNode | undefined {
  if (!node) return undefined;
  if (node.items) return node;
  return node.anyOf?.map(arrayIn).find(Boolean);
}

/** The schema of the object at `path`, walking properties and array items. */
export function schemaAt(root: SchemaNode, path: JsonPath): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const segment of path) {
    node = typeof segment === 'number' ? arrayIn(node)?.items : objectIn(node)?.properties?.[segment];
    if (!node) return undefined;
  }
  return objectIn(node);
}

/** 'número inteiro ou null', 'texto (data e hora)', in pt-BR, for the completion's detail. */
function describeType(node: SchemaNode): string {
  const names: Record<string, string> = {
    string: 'texto',
    integer: 'número inteiro',
    number: 'número',
    boolean: 'verdadeiro ou falso',
    array: 'lista',
    object: 'objeto',
    null: 'null',
  };
  const types = node.anyOf ? node.anyOf.map(describeType) : [names[String(node.type)] ?? String(node.type ?? 'valor')];
  const text = types.join(' ou ');
  return node.format === 'date-time' ? `${text} (data e hora ISO)` : node.pattern ? `${text} (HH:MM)` : text;
}

/** What to type after the key: the value's shape, so the JSON stays valid while the rest is filled. */
function templateOf(node: SchemaNode): string {
  const first = node.anyOf?.[0] ?? node;
  switch (first.type) {
    case 'string':
      return '""';
    case 'integer':
    case 'number':
      return String(first.minimum ?? 0);
    case 'boolean':
      return 'false';
    case 'array':
      return '[]';
    case 'object':
      return '{}';
    default:
      return 'null';
  }
}

/**
 * The keys the object at `path` may have and does not yet, required first, each with its type in
 * pt-BR and a value to start from.
 * @example missingKeys(schema, ['ritmo'], new Set(['dias'])) // [{ key: 'intervaloSegundos', required: true, … }, …]
 */
export function missingKeys(root: SchemaNode, path: JsonPath, present: ReadonlySet<string>): SchemaKey[] {
  const object = schemaAt(root, path);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties)
    .filter(([key]) => !present.has(key))
    .map(([key, node]) => ({
      key,
      required: required.has(key),
      detail: describeType(node),
      template: templateOf(node),
    }))
    .sort((a, b) => Number(b.required) - Number(a.required));
}
