/**
 * Whether a query failed on a unique constraint (SQLSTATE 23505), on PostgreSQL and PGlite alike:
 * the caller answers 409 with its own sentence instead of a 500.
 * @example if (isUniqueViolation(error)) throw conflict('Atalho já existe.', 'atalho');
 */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
