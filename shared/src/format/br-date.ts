/*
 * Calendar dates as text, without Date objects: a birth date or a due date is a day on the
 * calendar, not an instant, and going through Date would shift it by the time zone (new
 * Date('2024-12-31') is 30/12 in São Paulo).
 */

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** The date part of an ISO date or date-time as the API sends it ('2024-12-31T00:00:00Z'). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** A calendar date as numbers; month is 1–12. */
export type CalendarDate = { year: number; month: number; day: number };

/**
 * Proleptic Gregorian leap-year rule.
 *
 * @example
 * isLeapYear(2024) // → true
 * isLeapYear(1900) // → false
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Number of days in a month (1–12) of a year.
 *
 * @example
 * daysInMonth(2024, 2) // → 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toCalendarDate(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  if (date.year < 1 || date.month < 1 || date.month > 12) return null;
  if (date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

/**
 * Reads 'dd/mm/yyyy' (two-digit day and month, four-digit year, surrounding spaces ignored) into
 * its parts, or `null` when the text is not a real calendar date (31/02, 29/02 of a common year).
 *
 * @example
 * parseBrDate('29/02/2024') // → { year: 2024, month: 2, day: 29 }
 * parseBrDate('29/02/2023') // → null
 */
export function parseBrDate(value: string | null | undefined): CalendarDate | null {
  const match = BR_DATE.exec((value ?? '').trim());
  return match ? toCalendarDate(match[3] ?? '', match[2] ?? '', match[1] ?? '') : null;
}

/**
 * True when the text is a real date written 'dd/mm/yyyy'.
 *
 * @example
 * isValidBrDate('31/12/2024') // → true
 * isValidBrDate('31/04/2024') // → false
 * isValidBrDate('1/2/2024')   // → false (day and month take two digits, as the mask types them)
 */
export function isValidBrDate(value: string | null | undefined): boolean {
  return parseBrDate(value) !== null;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/**
 * 'dd/mm/yyyy' → 'yyyy-mm-dd' (SPEC §5). Invalid input gives `null` rather than `''`, so the
 * type makes the caller decide what a missing date means.
 *
 * @example
 * brDateToIso('31/12/2024') // → '2024-12-31'
 * brDateToIso('32/12/2024') // → null
 */
export function brDateToIso(value: string | null | undefined): string | null {
  const date = parseBrDate(value);
  return date ? `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}` : null;
}

/**
 * 'yyyy-mm-dd' → 'dd/mm/yyyy' (SPEC §5). An ISO date-time is accepted and its date part taken as
 * written (no time-zone shift); invalid input gives `null`.
 *
 * @example
 * isoDateToBr('2024-12-31')           // → '31/12/2024'
 * isoDateToBr('2024-12-31T23:00:00Z') // → '31/12/2024'
 * isoDateToBr('2024-02-30')           // → null
 */
export function isoDateToBr(value: string | null | undefined): string | null {
  const match = ISO_DATE.exec((value ?? '').trim());
  const date = match ? toCalendarDate(match[1] ?? '', match[2] ?? '', match[3] ?? '') : null;
  return date ? `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}` : null;
}
