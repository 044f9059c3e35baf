import type { AniversarioPeriodo } from '@colabora/shared/contracts';
import { addDays, saoPauloParts, type LocalDay } from '../../time/sao-paulo';

/*
 * Birthday arithmetic in the institution's calendar (America/Sao_Paulo, time/sao-paulo.ts). Pure:
 * every function takes the instant or the local day it works on, so tests fix the clock.
 */

/** The day and the time (HH:MM) it is in São Paulo at `now`. */
export function localNow(now: Date): LocalDay & { horario: string } {
  const { day, hora } = saoPauloParts(now);
  return { ...day, horario: hora };
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function parseIsoDay(value: string): LocalDay {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

/**
 * The day someone born on `birth` celebrates in `year`. Born on 29 February: 28 February in a
 * year that is not a leap year (the last day of their month, as Brazilian civil practice counts a
 * birthday that year).
 */
export function birthdayIn(birth: LocalDay, year: number): LocalDay {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month: birth.month, day: birth.day };
}

/** The age turned on the birthday of `year`; null when not yet born by then (or born that very day). */
export function ageTurning(birth: LocalDay, year: number): number | null {
  const age = year - birth.year;
  return age >= 1 ? age : null;
}

/** First and last day (inclusive) a period covers. */
export type DayRange = { from: LocalDay; to: LocalDay };

/**
 * The days a list period covers, seen from `today`: `hoje`; `semana`, the calendar week from
 * Sunday to Saturday (as Brazilian calendars print it); `mes`, the current month; `mes-escolhido`,
 * month `mes` of the current year.
 */
export function periodRange(periodo: AniversarioPeriodo, today: LocalDay, mes?: number): DayRange {
  switch (periodo) {
    case 'hoje':
      return { from: today, to: today };
    case 'semana': {
      const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
      const from = addDays(today, -weekday);
      return { from, to: addDays(from, 6) };
    }
    case 'mes':
    case 'mes-escolhido': {
      const month = periodo === 'mes' ? today.month : (mes ?? today.month);
      const last = new Date(Date.UTC(today.year, month, 0)).getUTCDate();
      return { from: { year: today.year, month, day: 1 }, to: { year: today.year, month, day: last } };
    }
  }
}

const dayNumber = ({ year, month, day }: LocalDay) => Date.UTC(year, month - 1, day);

/**
 * The birthday of someone born on `birth` that falls inside `range` (at most one: a range never
 * spans more than a month), or null.
 */
export function birthdayInRange(birth: LocalDay, range: DayRange): LocalDay | null {
  for (const year of new Set([range.from.year, range.to.year])) {
    const birthday = birthdayIn(birth, year);
    const at = dayNumber(birthday);
    if (at >= dayNumber(range.from) && at <= dayNumber(range.to) && at > dayNumber(birth)) return birthday;
  }
  return null;
}

/** The months (1–12) a range touches: the SQL narrows contacts by them before the exact check. */
export function monthsOf(range: DayRange): number[] {
  const months = new Set<number>();
  for (let day = range.from; dayNumber(day) <= dayNumber(range.to); day = addDays(day, 1)) months.add(day.month);
  return [...months];
}
