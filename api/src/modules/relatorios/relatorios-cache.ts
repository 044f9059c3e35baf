/*
 * The reports' answers kept in memory, each under the state of the data it was computed from
 * (ADR 0039): the measures' generation of the institution (bumped whenever a refresh measured a
 * conversation again) and today's date, or the current minute for what no generation covers
 * (the campaigns' receipts). A request whose data did not change gets the same answer without the
 * queries; the first one after a change computes it. Per API process, at most MAX answers (the
 * oldest used goes first).
 */

const MAX = 500;

type Guardado = { estado: string; valor: Promise<unknown> };

export type RelatoriosCache = {
  /** The answer for `chave` computed at `estado`, or `calcular()`'s (kept for the next request). */
  obter<T>(chave: string, estado: string, calcular: () => Promise<T>): Promise<T>;
};

export function createRelatoriosCache(max = MAX): RelatoriosCache {
  const guardados = new Map<string, Guardado>();
  return {
    obter<T>(chave: string, estado: string, calcular: () => Promise<T>): Promise<T> {
      const guardado = guardados.get(chave);
      if (guardado && guardado.estado === estado) {
        // Most recently used last: the map's order is the eviction order.
        guardados.delete(chave);
        guardados.set(chave, guardado);
        return guardado.valor as Promise<T>;
      }
      const valor = calcular();
      guardados.set(chave, { estado, valor });
      // A failure is never kept: the next request computes again.
      valor.catch(() => {
        if (guardados.get(chave)?.valor === valor) guardados.delete(chave);
      });
      while (guardados.size > max) {
        const oldest = guardados.keys().next().value;
        if (oldest === undefined) break;
        guardados.delete(oldest);
      }
      return valor;
    },
  };
}
