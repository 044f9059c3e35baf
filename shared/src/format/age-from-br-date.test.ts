import fc from 'fast-check';
import { ageFromBrDate } from './age-from-br-date';

/** Local calendar day, as the device shows it. */
const day = (year: number, month: number, date: number): Date => new Date(year, month - 1, date, 12);

describe('ageFromBrDate', () => {
  it('goes up on the birthday, not the day before', () => {
    expect(ageFromBrDate('15/06/1990', day(2024, 6, 14))).toBe(33);
    expect(ageFromBrDate('15/06/1990', day(2024, 6, 15))).toBe(34);
    expect(ageFromBrDate('15/06/1990', day(2024, 12, 31))).toBe(34);
  });

  it('counts a birthday at the very start of the day', () => {
    expect(ageFromBrDate('01/01/2000', new Date(2024, 0, 1, 0, 0, 0))).toBe(24);
    expect(ageFromBrDate('01/01/2000', new Date(2023, 11, 31, 23, 59, 59))).toBe(23);
  });

  it('makes someone born on 29/02 older on 01/03 of common years and on 29/02 of leap years', () => {
    expect(ageFromBrDate('29/02/2000', day(2023, 2, 28))).toBe(22);
    expect(ageFromBrDate('29/02/2000', day(2023, 3, 1))).toBe(23);
    expect(ageFromBrDate('29/02/2000', day(2024, 2, 28))).toBe(23);
    expect(ageFromBrDate('29/02/2000', day(2024, 2, 29))).toBe(24);
  });

  it('is 0 on the day of birth', () => {
    expect(ageFromBrDate('10/03/2024', day(2024, 3, 10))).toBe(0);
  });

  it('gives null for an invalid or future birth date', () => {
    expect(ageFromBrDate('31/02/2000', day(2024, 1, 1))).toBeNull();
    expect(ageFromBrDate('', day(2024, 1, 1))).toBeNull();
    expect(ageFromBrDate('02/01/2024', day(2024, 1, 1))).toBeNull();
    expect(ageFromBrDate('01/01/2000', new Date(Number.NaN))).toBeNull();
  });

  it('uses today when no date is given', () => {
    const now = new Date();
    const text = `01/01/${now.getFullYear() - 30}`;
    expect(ageFromBrDate(text)).toBe(30);
  });

  it('agrees with counting anniversaries one by one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 120 * 366 }),
        (birth, days) => {
          const today = new Date(birth.getFullYear(), birth.getMonth(), birth.getDate() + days, 12);
          const text = `${String(birth.getDate()).padStart(2, '0')}/${String(birth.getMonth() + 1).padStart(2, '0')}/${birth.getFullYear()}`;
          let age = 0;
          // The n-th anniversary: same day and month, or 01/03 when 29/02 does not exist that year.
          for (;;) {
            const year = birth.getFullYear() + age + 1;
            const anniversary = new Date(year, birth.getMonth(), birth.getDate(), 0);
            if (anniversary > today) break;
            age += 1;
          }
          expect(ageFromBrDate(text, today)).toBe(age);
        },
      ),
    );
  });
});
