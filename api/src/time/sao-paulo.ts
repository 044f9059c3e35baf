/*
 * The institution's calendar: São Paulo's local day, weekday and time of an instant, and the
 * instant of a local day and time. The API's one reader of Intl date parts (docs/decisions/0022):
 * birthdays, campaign windows and recurrences, and the specialists' working hours all go through
 * it. Pure: every function takes the instant or the day, so tests fix the clock. SQL that groups
 * by day uses SAO_PAULO_TIME_ZONE (`at time zone`).
 */

/**
 * The IANA zone of every local day and time the product shows or schedules. Institutions keep no
 * time zone yet; the product's users are in Brazil (SPEC §1), and staff think in São Paulo days:
 * an order at 22:00 there counts on that day, not on UTC's next one.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day, month 1–12. */
export type LocalDay = { year: number; month: number; day: number };

/** An instant as São Paulo reads it: its day, weekday (0 = domingo) and 'HH:MM'. */
export type SaoPauloParts = { day: LocalDay; weekday: number; hora: string };

// en-US for its short English weekday names and 'GMT-03:00' offsets; h23 so midnight is 00, never 24.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partsOf(at: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(FORMAT.formatToParts(at).map((part) => [part.type, part.value]));
}

/**
 * The local day, weekday and time of `at` in São Paulo.
 * @example saoPauloParts(new Date('2025-03-03T02:30:00Z')) // → { day: { year: 2025, month: 3, day: 2 }, weekday: 0, hora: '23:30' }
 */
export function saoPauloParts(at: Date): SaoPauloParts {
  const p = partsOf(at);
  return {
    day: { year: Number(p.year), month: Number(p.month), day: Number(p.day) },
    weekday: WEEKDAYS.indexOf(p.weekday ?? 'Sun'),
    hora: `${p.hour}:${p.minute}`,
  };
}

/** São Paulo's offset from UTC at `at`, in minutes (−180 since 2019, when summer time ended). */
function offsetMinutes(at: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(partsOf(at).timeZoneName ?? 'GMT');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The instant of a local day and 'HH:MM' in São Paulo.
 * @example instantInSaoPaulo({ year: 2026, month: 11, day: 30 }, '08:00') // → 2026-11-30T11:00:00Z
 */
export function instantInSaoPaulo(day: LocalDay, hora: string): Date {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, h, m);
  return new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
}

/** The day after `count` days (negative goes back), in the calendar (no time zone involved). */
export function addDays(day: LocalDay, count: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A day as 'YYYY-MM-DD'. */
export const isoDay = ({ year, month, day }: LocalDay): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
