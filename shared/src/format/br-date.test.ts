import fc from 'fast-check';
import { brDateToIso, daysInMonth, isLeapYear, isoDateToBr, isValidBrDate, parseBrDate } from './br-date';

/** Any real calendar date, as numbers. */
const calendarDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  // Month lengths of a leap year (2000), then 29/02 only in leap years of the Gregorian rule.
  .filter(({ month, day }) => day <= new Date(Date.UTC(2000, month, 0)).getUTCDate())
  .filter(
    ({ year, month, day }) =>
      !(month === 2 && day === 29) || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)),
  );

const pad = (value: number, length: number): string => String(value).padStart(length, '0');
const br = ({ year, month, day }: { year: number; month: number; day: number }): string =>
  `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;

describe('brDateToIso', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd', () => {
    expect(brDateToIso('31/12/2024')).toBe('2024-12-31');
    expect(brDateToIso('01/01/2000')).toBe('2000-01-01');
    expect(brDateToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it.each([
    '',
    '31/02/2024',
    '29/02/2023',
    '29/02/1900',
    '00/01/2024',
    '01/13/2024',
    '1/2/2024',
    '2024-12-31',
    '31/12/24',
    '31-12-2024',
    'abc',
  ])('gives null for %j', (text) => expect(brDateToIso(text)).toBeNull());

  it('accepts 29/02 in leap years, including centuries divisible by 400', () => {
    expect(brDateToIso('29/02/2000')).toBe('2000-02-29');
  });
});

describe('isoDateToBr', () => {
  it('converts yyyy-mm-dd to dd/mm/yyyy', () => {
    expect(isoDateToBr('2024-12-31')).toBe('31/12/2024');
  });

  it('takes the date part of a date-time as written, without a time-zone shift', () => {
    expect(isoDateToBr('2024-12-31T23:30:00Z')).toBe('31/12/2024');
    expect(isoDateToBr('2025-01-01T00:00:00-03:00')).toBe('01/01/2025');
  });

  it.each(['', '2024-02-30', '2024-13-01', '31/12/2024', '2024-1-1', '2024-12-31x'])('gives null for %j', (text) =>
    expect(isoDateToBr(text)).toBeNull(),
  );

  it('gives null for null and undefined', () => {
    expect(isoDateToBr(null)).toBeNull();
    expect(brDateToIso(undefined)).toBeNull();
  });
});

describe('isValidBrDate', () => {
  it('is true only for real dates', () => {
    expect(isValidBrDate('30/04/2024')).toBe(true);
    expect(isValidBrDate('31/04/2024')).toBe(false);
    expect(parseBrDate('15/06/1990')).toEqual({ year: 1990, month: 6, day: 15 });
  });

  it('agrees with the Gregorian calendar', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 9)).toBe(30);
  });
});

describe('date properties', () => {
  it('round-trips every valid date through ISO and back', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const text = br(date);
        expect(isValidBrDate(text)).toBe(true);
        const iso = brDateToIso(text);
        expect(iso).toBe(`${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`);
        expect(isoDateToBr(iso)).toBe(text);
      }),
    );
  });

  it('agrees with the JS calendar on which days exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const js = new Date(Date.UTC(year, month - 1, day));
          const exists = js.getUTCMonth() === month - 1 && js.getUTCDate() === day;
          expect(isValidBrDate(br({ year, month, day }))).toBe(exists);
        },
      ),
    );
  });
});
