import type { CampanhaFrequencia } from '@colabora/shared/contracts';
import { addDays, instantInSaoPaulo, isoDay, saoPauloParts, type LocalDay } from '../../time/sao-paulo';

/*
 * When a recurring campaign runs next. Every run keeps the first run's local time (São Paulo) and
 * its weekday or day of the month: a campaign first sent on the 31st runs on the last day of
 * shorter months and on the 31st again when the month has one. Pure, so the tests fix the clock.
 */

export type Recorrencia = {
  frequencia: CampanhaFrequencia;
  /** The first run's instant: the anchor of every later one. */
  inicio: Date;
  /** The last local day a run may start on ('YYYY-MM-DD'), or null. */
  ate: string | null;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The k-th run's local day after the anchor's (k = 0 is the anchor itself). */
function diaDaRodada(anchor: LocalDay, frequencia: CampanhaFrequencia, k: number): LocalDay {
  if (frequencia === 'mensal') {
    const months = anchor.month - 1 + k;
    const year = anchor.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    return { year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
  }
  return addDays(anchor, k * (frequencia === 'diaria' ? 1 : 7));
}

/** The longest period of each frequency, to jump close to `depois` without walking years of days one by one. */
const PERIOD_MS: Readonly<Record<CampanhaFrequencia, number>> = {
  diaria: 86_400_000,
  semanal: 7 * 86_400_000,
  mensal: 31 * 86_400_000,
};

/**
 * The first run strictly after `depois`, or null when the repetition has ended (`ate` passed).
 * @example proximaRodada({ frequencia: 'semanal', inicio: new Date('2026-11-23T12:00:00Z'), ate: null }, new Date('2026-11-25T00:00:00Z')) // → 2026-11-30T12:00:00Z
 */
export function proximaRodada(recorrencia: Recorrencia, depois: Date): Date | null {
  const anchor = saoPauloParts(recorrencia.inicio);
  const elapsed = depois.getTime() - recorrencia.inicio.getTime();
  // A lower bound on the runs already behind `depois` (one less for an hour of summer time).
  let k = Math.max(0, Math.floor(elapsed / PERIOD_MS[recorrencia.frequencia]) - 1);
  for (; ; k++) {
    const day = diaDaRodada(anchor.day, recorrencia.frequencia, k);
    if (recorrencia.ate && isoDay(day) > recorrencia.ate) return null;
    const at = instantInSaoPaulo(day, anchor.hora);
    if (at > depois) return at;
  }
}
