import type { FastifyBaseLogger } from 'fastify';

/*
 * Background work loops over many institutions' rows (due campaigns, birthdays, runs to resume).
 * One bad row must never stop the others (issue #22): each unit runs on its own, a failure is
 * logged with the unit's identity and handed to `onFailure` (which tells that institution, e.g. by
 * marking its campaign), and the loop goes on. A failing `onFailure` is logged too, never thrown.
 */

export type IsolatedUnitFailure<T> = { unit: T; error: unknown };

export type EachIsolatedOptions<T> = {
  log: FastifyBaseLogger;
  /** What the loop is, for the log ('campanhas agendadas'). */
  what: string;
  /** The unit's identity in the log: institution and record ids, never personal data. */
  describe: (unit: T) => Record<string, unknown>;
  /** Records the failure where the institution sees it. */
  onFailure?: (unit: T, error: unknown) => Promise<void> | void;
};

/**
 * Runs `work` for each unit in order, isolating failures. Returns the units that failed.
 * @example
 * await eachIsolated(due, (c) => iniciar(c), { log, what: 'campanhas agendadas', describe: (c) => ({ idInstituicao: c.idInstituicao, idCampanha: c.id }) });
 */
export async function eachIsolated<T>(
  units: Iterable<T>,
  work: (unit: T) => Promise<void>,
  options: EachIsolatedOptions<T>,
): Promise<IsolatedUnitFailure<T>[]> {
  const failures: IsolatedUnitFailure<T>[] = [];
  for (const unit of units) {
    try {
      await work(unit);
    } catch (error) {
      failures.push({ unit, error });
      options.log.error(
        { err: error, ...options.describe(unit) },
        `falha isolada em ${options.what}; as demais seguem`,
      );
      try {
        await options.onFailure?.(unit, error);
      } catch (recordError) {
        options.log.error(
          { err: recordError, ...options.describe(unit) },
          `não foi possível registrar a falha em ${options.what}`,
        );
      }
    }
  }
  return failures;
}

/** SQLSTATE of a PostgreSQL error (pg and PGlite both expose `code`). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Why a unit failed, in words the gestor can act on (never the database's English message).
 * @example motivoDeFalha(Object.assign(new Error('out of range'), { code: '22003' })) // → 'um dado salvo está fora do permitido'
 */
export function motivoDeFalha(error: unknown): string {
  const state = sqlState(error);
  // Class 22: a value the database cannot take (an id beyond integer, a malformed text).
  if (state?.startsWith('22')) return 'um dado salvo está fora do permitido';
  // Class 23: a reference or rule of the data no longer holds (something it points at was removed).
  if (state?.startsWith('23')) return 'um dado salvo aponta para algo que não existe mais';
  return 'erro inesperado no servidor';
}
