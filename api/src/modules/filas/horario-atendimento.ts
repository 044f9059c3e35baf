import type { HorarioFila } from '@colabora/shared/contracts';
import { addDays, instantInSaoPaulo, isoDay, saoPauloParts } from '../../time/sao-paulo';

/*
 * A queue's business hours (ADR 0037): weekly intervals [inicio, fim) in São Paulo time and the
 * holidays (São Paulo dates, closed all day). Pure, so tests fix the clock. A night across
 * midnight is two intervals (Mon 22:00–24:00 and Tue 00:00–06:00): each interval belongs to one
 * day, so a holiday closes exactly its own day. No hours (null) means always open.
 * São Paulo has had no summer time since 2019; the calendar helpers read the offset from Intl all
 * the same, so a change of rule would not need a change here.
 */

/** How far ahead the next opening is looked for (a year of holidays in a row is not a schedule). */
const DIAS_PROCURADOS = 400;

/**
 * Whether `at` falls inside the hours (always, without hours).
 * @example dentroDoHorario({ intervalos: [{ dia: 1, inicio: '08:00', fim: '18:00' }], feriados: [] }, new Date('2026-11-30T12:00:00-03:00')) // → true
 */
export function dentroDoHorario(horario: HorarioFila | null, at: Date): boolean {
  if (!horario) return true;
  const { day, weekday, hora } = saoPauloParts(at);
  if (horario.feriados.includes(isoDay(day))) return false;
  return horario.intervalos.some((i) => i.dia === weekday && i.inicio <= hora && hora < i.fim);
}

/**
 * When the hours next open: `at` itself when inside them; null when they never open (no
 * interval outside the holidays within a year), or without hours.
 * @example proximaAbertura({ intervalos: [{ dia: 1, inicio: '08:00', fim: '18:00' }], feriados: [] }, new Date('2026-11-29T20:00:00-03:00')) // → 2026-11-30T11:00:00Z (Monday 08:00)
 */
export function proximaAbertura(horario: HorarioFila | null, at: Date): Date | null {
  if (!horario) return null;
  if (dentroDoHorario(horario, at)) return at;
  const hoje = saoPauloParts(at);
  for (let n = 0; n <= DIAS_PROCURADOS; n++) {
    const dia = addDays(hoje.day, n);
    if (horario.feriados.includes(isoDay(dia))) continue;
    const weekday = (hoje.weekday + n) % 7;
    const inicios = horario.intervalos
      .filter((i) => i.dia === weekday && (n > 0 || i.inicio > hoje.hora))
      .map((i) => i.inicio)
      .sort();
    const [primeiro] = inicios;
    if (primeiro) return instantInSaoPaulo(dia, primeiro);
  }
  return null;
}
