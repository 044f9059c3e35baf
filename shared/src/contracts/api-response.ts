import * as v from 'valibot';

/** Envelope every API answer uses (SPEC §7, DESIGN §3). */
export type ApiResponse<T> = {
  success: boolean;
  message: string;
  data?: T;
};

/** Error body: always `success: false` with a pt-BR message a user can act on. */
export type ApiError = {
  success: false;
  message: string;
};

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
