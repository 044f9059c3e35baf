import * as v from '@colabora/shared/schema';

/** Envelope every API answer uses (SPEC §7, DESIGN §3). */
export type ApiResponse<T> = {
  success: boolean;
  message: string;
  data?: T;
};

/**
 * Error body: always `success: false` with a pt-BR message a user can act on, and `campo` when the
 * refusal is about one field of the request body (its name as the client sends it, e.g.
 * 'telefone'): validation (400) and a value already taken (409).
 */
export type ApiError = {
  success: false;
  message: string;
  campo?: string;
};

/** The schema of every refusal (ApiError). */
export const apiErrorSchema = v.strictObject({
  success: v.literal(false),
  message: v.string(),
  campo: v.optional(v.string()),
});

const messageSchema = v.string();

/**
 * The schema of a successful answer: `{ success: true, message, data }`, or `{ success: true, message }`
 * when called without a data schema. The API declares its answers with it (OpenAPI); a client may
 * parse with it.
 * @example apiResponseSchema(usuarioSchema) // GET /api/Auth/me
 * apiResponseSchema()                      // POST /api/auth/logout
 */
export function apiResponseSchema(): v.StrictObjectSchema<
  { readonly success: v.LiteralSchema<true, undefined>; readonly message: v.StringSchema<undefined> },
  undefined
>;
export function apiResponseSchema<TData extends v.GenericSchema>(
  data: TData,
): v.StrictObjectSchema<
  {
    readonly success: v.LiteralSchema<true, undefined>;
    readonly message: v.StringSchema<undefined>;
    readonly data: TData;
  },
  undefined
>;
export function apiResponseSchema(data?: v.GenericSchema) {
  const base = { success: v.literal(true), message: messageSchema };
  return data ? v.strictObject({ ...base, data }) : v.strictObject(base);
}

/**
 * The schema of a refusal that still carries data (e.g. the CSV import's line-by-line report on
 * a 400): `{ success: false, message, data }`.
 */
export function apiErrorWithDataSchema<TData extends v.GenericSchema>(data: TData) {
  return v.strictObject({ success: v.literal(false), message: messageSchema, data });
}
