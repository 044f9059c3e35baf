/*
 * Instants as staff read them: always on São Paulo's clock, whatever the browser's zone (the API
 * filters days in America/Sao_Paulo too), so the same instant reads the same on every screen.
 * The one place the app builds an Intl.DateTimeFormat (docs/decisions/0023-one-way-ui.md); words
 * and layout are written here, Intl only says the zone's year, month, day, hour and minute.
 * Calendar days without a time (a birthday, a day of a usage report) are not instants: see
 * br-date.ts and `formatCalendarDay` below, which never go through a zone.
 */

/** The institution's time zone (SPEC: every day and hour the app shows is São Paulo's). */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** An instant: a Date or the API's ISO-8601 text ('2026-11-22T13:05:00.000Z'). */
export type Instant = Date | string;

/** An instant on São Paulo's clock; month 1–12, weekday 0 (Sunday) – 6. */
export type SaoPauloParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

let partsFormat: Intl.DateTimeFormat | undefined;

/**
 * Built on first use, not when the module loads: the first formatter with a time zone loads the
 * zone data, a long task on a phone that a screen should not pay before it needs a date (issue #25).
 */
function partsFormatter(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return partsFormat;
}

/** São Paulo's clock by Intl, for one instant: exact, but slow (≈ 0.3 ms each on a phone). */
function intlParts(date: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** São Paulo's offset from UTC at `time`, in ms (−3 h since 2019), read from Intl. */
function intlOffsetAt(time: number): number {
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = intlParts(new Date(time));
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return wall.getTime() - Math.floor(time / 1000) * 1000;
}

/** UTC day number → the offset that holds for that whole day, or null when it changes within it. */
const dayOffsets = new Map<number, number | null>();

/**
 * The offset for an instant, asked of Intl once per UTC day instead of once per date shown: a board
 * of 200 cards wrote each card's time through formatToParts, 1,000 calls and a third of a second
 * of main thread on a phone (issue #25). A day whose first and last second have the same offset
 * has it throughout (the zone never changes its offset twice in one day); a day with a change
 * answers null and its instants go through Intl one by one.
 */
function offsetOf(time: number): number | null {
  const dayNumber = Math.floor(time / DAY_MS);
  let offset = dayOffsets.get(dayNumber);
  if (offset === undefined) {
    const start = dayNumber * DAY_MS;
    const atStart = intlOffsetAt(start);
    offset = atStart === intlOffsetAt(start + DAY_MS - 1) ? atStart : null;
    if (dayOffsets.size > 4_000) dayOffsets.clear();
    dayOffsets.set(dayNumber, offset);
  }
  return offset;
}

/** The months' names as pt-BR writes them inside a sentence, January first. */
export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const WEEKDAYS_SHORT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/**
 * The year, month, day, hour and minute of an instant on São Paulo's clock. Throws a RangeError
 * for an invalid instant, as Intl does.
 * @example saoPauloParts('2026-11-22T01:30:00Z') // → { year: 2026, month: 11, day: 21, hour: 22, minute: 30, weekday: 6 }
 */
export function saoPauloParts(instant: Instant): SaoPauloParts {
  const date = toDate(instant);
  const time = date.getTime();
  const offset = Number.isNaN(time) ? null : offsetOf(time);
  if (offset !== null) {
    const wall = new Date(time + offset);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      weekday: wall.getUTCDay(),
    };
  }
  // An invalid instant throws Intl's RangeError here.
  const parts = intlParts(date);
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return { year, month, day, hour: parts.hour ?? 0, minute: parts.minute ?? 0, weekday: weekdayOf(year, month, day) };
}

/**
 * The calendar day of an instant in São Paulo, 'yyyy-mm-dd' (how the API filters by day and how
 * two instants are compared by day).
 * @example saoPauloDay('2026-11-22T01:30:00Z') // → '2026-11-21'
 * @example saoPauloDay() // today in São Paulo
 */
export function saoPauloDay(instant: Instant = new Date()): string {
  const { year, month, day } = saoPauloParts(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The hour and minute, 24 h.
 * @example formatTime('2026-11-22T13:05:00Z') // → '10:05'
 */
export function formatTime(instant: Instant): string {
  const { hour, minute } = saoPauloParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The day, month and year.
 * @example formatDate('2026-11-22T13:05:00Z') // → '22/11/2026'
 */
export function formatDate(instant: Instant): string {
  const { year, month, day } = saoPauloParts(instant);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/**
 * Date and time as staff read them everywhere ("dd/mm/aaaa hh:mm, São Paulo").
 * @example formatDateTime('2026-11-30T13:00:00Z') // → '30/11/2026, 10:00'
 */
export function formatDateTime(instant: Instant): string {
  return `${formatDate(instant)}, ${formatTime(instant)}`;
}

/**
 * Day, month and time, for what is close in time (a link valid until, a message sent).
 * @example formatDayMonthTime('2026-11-22T13:05:00Z') // → '22/11, 10:05'
 */
export function formatDayMonthTime(instant: Instant): string {
  const { month, day } = saoPauloParts(instant);
  return `${pad(day)}/${pad(month)}, ${formatTime(instant)}`;
}

/**
 * The time alone for an instant of today, the day and time otherwise (a card on a board).
 * @example formatTimeOrDayMonth('2026-11-22T13:05:00Z', new Date('2026-11-22T15:00:00Z')) // → '10:05'
 * @example formatTimeOrDayMonth('2026-11-21T13:05:00Z', new Date('2026-11-22T15:00:00Z')) // → '21/11, 10:05'
 */
export function formatTimeOrDayMonth(instant: Instant, now: Instant = new Date()): string {
  return saoPauloDay(instant) === saoPauloDay(now) ? formatTime(instant) : formatDayMonthTime(instant);
}

/**
 * A day in words; with `weekday`, its name first.
 * @example formatLongDate('2026-11-02T10:00:00Z') // → '2 de novembro de 2026'
 * @example formatLongDate('2026-11-26T12:00:00Z', { weekday: true }) // → 'quinta-feira, 26 de novembro de 2026'
 */
export function formatLongDate(instant: Instant, { weekday = false }: { weekday?: boolean } = {}): string {
  const parts = saoPauloParts(instant);
  const text = `${parts.day} de ${MONTHS[parts.month - 1] ?? ''} de ${parts.year}`;
  return weekday ? `${WEEKDAYS[parts.weekday] ?? ''}, ${text}` : text;
}

/** The São Paulo day before `now`'s. */
const yesterday = (now: Instant) => saoPauloDay(new Date(toDate(now).getTime() - DAY_MS));

/**
 * When something happened, as a conversation list shows it: the time today, 'Ontem', the weekday
 * within a week, the short date before that.
 * @example formatListTime('2026-11-22T13:05:00Z', new Date('2026-11-22T15:00:00Z')) // → '10:05'
 * @example formatListTime('2026-11-19T12:00:00Z', new Date('2026-11-22T15:00:00Z')) // → 'qui.'
 * @example formatListTime('2026-10-01T12:00:00Z', new Date('2026-11-22T15:00:00Z')) // → '01/10/26'
 */
export function formatListTime(instant: Instant, now: Instant = new Date()): string {
  const day = saoPauloDay(instant);
  if (day === saoPauloDay(now)) return formatTime(instant);
  if (day === yesterday(now)) return 'Ontem';
  const parts = saoPauloParts(instant);
  if (toDate(now).getTime() - toDate(instant).getTime() < 6 * DAY_MS) return WEEKDAYS_SHORT[parts.weekday] ?? '';
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year % 100)}`;
}

/**
 * The separator between days in a history: 'Hoje', 'Ontem' or the day in words.
 * @example formatDaySeparator('2026-11-02T10:00:00Z', new Date('2026-11-22T15:00:00Z')) // → '2 de novembro de 2026'
 */
export function formatDaySeparator(instant: Instant, now: Instant = new Date()): string {
  const day = saoPauloDay(instant);
  if (day === saoPauloDay(now)) return 'Hoje';
  if (day === yesterday(now)) return 'Ontem';
  return formatLongDate(instant);
}

/**
 * How long ago, for lists that want it: 'agora' under a minute (and for a clock slightly ahead),
 * 'há 5 min', 'há 2 h', 'há 3 dias' within a week, the date after that.
 * @example formatRelative('2026-11-22T14:55:00Z', new Date('2026-11-22T15:00:00Z')) // → 'há 5 min'
 * @example formatRelative('2026-11-21T15:00:00Z', new Date('2026-11-22T15:00:00Z')) // → 'há 1 dia'
 */
export function formatRelative(instant: Instant, now: Instant = new Date()): string {
  const elapsed = toDate(now).getTime() - toDate(instant).getTime();
  if (elapsed < MINUTE_MS) return 'agora';
  if (elapsed < HOUR_MS) return `há ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) return `há ${Math.floor(elapsed / HOUR_MS)} h`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  return formatDate(instant);
}

/**
 * A calendar day ('yyyy-mm-dd', no time, no zone) as its day and month, with its weekday when
 * asked: a day is not an instant, so no zone can move it.
 * @example formatCalendarDay('2026-11-22') // → '22/11'
 * @example formatCalendarDay('2025-02-28', { weekday: true }) // → 'sexta-feira, 28/02'
 */
export function formatCalendarDay(isoDay: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const [year = 0, month = 1, day = 1] = isoDay.slice(0, 10).split('-').map(Number);
  const text = `${pad(day)}/${pad(month)}`;
  return weekday ? `${WEEKDAYS[weekdayOf(year, month, day)] ?? ''}, ${text}` : text;
}
