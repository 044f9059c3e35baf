import { parseBrDate } from './br-date';

/**
 * Age in whole years of someone born on 'dd/mm/yyyy', on `today` (the device's local calendar
 * day; defaults to now). The age goes up on the birthday itself. Someone born on 29/02 turns a year
 * older on 01/03 in common years, the first day on which the anniversary has certainly passed (the
 * other convention in use, 28/02, would make them older before the day they were born).
 * Gives `null` for an invalid date or a birth date after `today`.
 *
 * @example
 * ageFromBrDate('15/06/1990', new Date(2024, 5, 14)) // → 33
 * ageFromBrDate('15/06/1990', new Date(2024, 5, 15)) // → 34
 * ageFromBrDate('29/02/2000', new Date(2023, 1, 28)) // → 22
 * ageFromBrDate('29/02/2000', new Date(2023, 2, 1))  // → 23
 */
export function ageFromBrDate(birthDate: string | null | undefined, today: Date = new Date()): number | null {
  const birth = parseBrDate(birthDate);
  if (!birth || Number.isNaN(today.getTime())) return null;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const birthdayReached = month > birth.month || (month === birth.month && day >= birth.day);
  const age = year - birth.year - (birthdayReached ? 0 : 1);
  return age < 0 ? null : age;
}
