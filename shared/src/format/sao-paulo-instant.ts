import { saoPauloParts, type Instant } from './date-time';

/*
 * The other direction of date-time.ts: from a time on São Paulo's clock (what staff choose: "amanhã
 * às 9h", a date and time typed in a field) to the instant it names, whatever the browser's zone.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall time in São Paulo; month 1–12. */
export type SaoPauloWallTime = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * The instant São Paulo's clock shows as `wall`: the wall time read as UTC, moved by the zone's
 * offset (measured at that instant, twice so a change of offset between the two is honoured).
 * @example saoPauloInstant({ year: 2026, month: 11, day: 30, hour: 9, minute: 0 }).toISOString() // → '2026-11-30T12:00:00.000Z'
 */
export function saoPauloInstant(wall: SaoPauloWallTime): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsetAt = (time: number) => {
    const p = saoPauloParts(new Date(time));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(time / 60_000) * 60_000;
  };
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess);
}

/**
 * An instant as an `<input type="datetime-local">` value on São Paulo's clock ('yyyy-mm-ddThh:mm').
 * @example toSaoPauloDateTimeLocal('2026-11-30T12:00:00Z') // → '2026-11-30T09:00'
 */
export function toSaoPauloDateTimeLocal(instant: Instant): string {
  const p = saoPauloParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A `datetime-local` value read on São Paulo's clock; null when it is not a complete date and time.
 * @example fromSaoPauloDateTimeLocal('2026-11-30T09:00')?.toISOString() // → '2026-11-30T12:00:00.000Z'
 */
export function fromSaoPauloDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return saoPauloInstant({ year, month, day, hour, minute });
}

/** The calendar day `days` after the given one (month and year roll over). */
function addDays(wall: SaoPauloWallTime, days: number): SaoPauloWallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * "Amanhã às `hour`h" on São Paulo's clock, from `now`.
 * @example tomorrowAt(9, new Date('2026-11-27T23:30:00Z')).toISOString() // → '2026-11-28T12:00:00.000Z' (20h30 in São Paulo: tomorrow is the 28th)
 */
export function tomorrowAt(hour: number, now: Instant = new Date()): Date {
  const p = saoPauloParts(now);
  return saoPauloInstant({ ...addDays({ ...p, hour, minute: 0 }, 1), hour, minute: 0 });
}

/**
 * The next `weekday` (0 Sunday … 1 Monday) at `hour`h on São Paulo's clock, never today.
 * @example nextWeekdayAt(1, 9, new Date('2026-11-27T15:00:00Z')).toISOString() // → '2026-11-30T12:00:00.000Z' (a Friday → Monday)
 */
export function nextWeekdayAt(weekday: number, hour: number, now: Instant = new Date()): Date {
  const p = saoPauloParts(now);
  const ahead = (weekday - p.weekday + 7) % 7 || 7;
  return saoPauloInstant({ ...addDays({ ...p, hour, minute: 0 }, ahead), hour, minute: 0 });
}
