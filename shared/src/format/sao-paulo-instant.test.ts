import {
  fromSaoPauloDateTimeLocal,
  nextWeekdayAt,
  saoPauloInstant,
  toSaoPauloDateTimeLocal,
  tomorrowAt,
} from './sao-paulo-instant';

describe('São Paulo wall times as instants', () => {
  it('reads a wall time on São Paulo’s clock (UTC−3) whatever the computer’s zone', () => {
    expect(saoPauloInstant({ year: 2026, month: 11, day: 30, hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
    expect(fromSaoPauloDateTimeLocal('2026-12-31T23:30')?.toISOString()).toBe('2027-01-01T02:30:00.000Z');
    expect(fromSaoPauloDateTimeLocal('2026-12-31')).toBeNull();
    expect(toSaoPauloDateTimeLocal('2027-01-01T02:30:00.000Z')).toBe('2026-12-31T23:30');
  });

  it('honours a summer-time rule of the past (2018: UTC−2)', () => {
    expect(saoPauloInstant({ year: 2018, month: 12, day: 1, hour: 9, minute: 0 }).toISOString()).toBe(
      '2018-12-01T11:00:00.000Z',
    );
  });

  it('"amanhã às 9h" is São Paulo’s tomorrow, even late at night in UTC', () => {
    // 20h30 of the 27th in São Paulo is already the 28th in UTC.
    expect(tomorrowAt(9, new Date('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('"segunda às 9h" is the next Monday, never today', () => {
    expect(nextWeekdayAt(1, 9, new Date('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    // A Monday morning: next week's.
    expect(nextWeekdayAt(1, 9, new Date('2026-11-30T10:00:00Z')).toISOString()).toBe('2026-12-07T12:00:00.000Z');
  });
});
