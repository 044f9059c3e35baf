/**
 * @colabora/shared/schema: valibot, the schemas' library, one copy per page (issue #25, session 14).
 *
 * Every app parses its answers with valibot, and each bundled the functions it used: a signed-in
 * screen ran the host's copy and its remote's (3–4 KB br more, and one more file before it). Shared
 * through this module, a federation singleton the host provides, there is one. It names what the
 * apps use, so webpack keeps only that: a singleton is provided whole, and `valibot` itself would be
 * all of it. Import it as `import * as v from '@colabora/shared/schema'`, inside @colabora/shared
 * too (the package refers to itself), so the federation plugin recognises every import of it.
 * Adding a name here adds it for every app.
 */
export {
  array,
  boolean,
  check,
  custom,
  finite,
  flatten,
  forward,
  getDotPath,
  integer,
  isoDate,
  isoTimestamp,
  literal,
  looseObject,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  omit,
  optional,
  parse,
  partialCheck,
  pick,
  picklist,
  pipe,
  rawCheck,
  record,
  regex,
  safeParse,
  strictObject,
  string,
  toLowerCase,
  transform,
  trim,
  tuple,
  union,
  unknown,
  url,
  variant,
} from 'valibot';
export type {
  BaseIssue,
  GenericSchema,
  InferInput,
  InferOutput,
  LiteralSchema,
  StrictObjectSchema,
  StringSchema,
} from 'valibot';
