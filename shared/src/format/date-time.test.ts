import fc from 'fast-check';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDayMonthTime,
  formatDaySeparator,
  formatListTime,
  formatLongDate,
  formatRelative,
  formatTime,
  formatTimeOrDayMonth,
  saoPauloDay,
  saoPauloParts,
} from './date-time';

// São Paulo has kept UTC−3 all year since daylight saving ended in 2019.
const sinceNoDst = fc.date({
  min: new Date('2019-03-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const threeHoursBefore = (date: Date) => new Date(date.getTime() - 3 * 3_600_000);

describe('instants on São Paulo’s clock', () => {
  const now = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo

  it('writes date and time the one way staff read them', () => {
    expect(formatDateTime('2026-11-30T13:00:00Z')).toBe('30/11/2026, 10:00');
    expect(formatDate('2026-11-30T13:00:00Z')).toBe('30/11/2026');
    expect(formatTime('2026-11-22T13:05:00Z')).toBe('10:05');
    expect(formatTime('2026-11-22T03:05:00Z')).toBe('00:05');
    expect(formatDayMonthTime('2026-11-22T13:05:00Z')).toBe('22/11, 10:05');
  });

  it('reads the same instant the same in any browser zone: São Paulo, not UTC nor the machine', () => {
    expect(saoPauloDay('2026-11-22T01:30:00Z')).toBe('2026-11-21');
    expect(formatDateTime(new Date('2026-01-01T02:59:00Z'))).toBe('31/12/2025, 23:59');
    fc.assert(
      fc.property(sinceNoDst, (date) => {
        const local = threeHoursBefore(date);
        const parts = saoPauloParts(date);
        expect(parts).toEqual({
          year: local.getUTCFullYear(),
          month: local.getUTCMonth() + 1,
          day: local.getUTCDate(),
          hour: local.getUTCHours(),
          minute: local.getUTCMinutes(),
          weekday: local.getUTCDay(),
        });
        expect(saoPauloDay(date)).toBe(local.toISOString().slice(0, 10));
      }),
    );
  });

  it('agrees with Intl’s pt-BR short date and time in São Paulo', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    });
    fc.assert(
      fc.property(sinceNoDst, (date) => {
        expect(formatDateTime(date)).toBe(intl.format(date));
        expect(formatDateTime(date)).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
      }),
    );
  });

  it('shows the time alone for today, the day and time otherwise', () => {
    expect(formatTimeOrDayMonth('2026-11-22T13:05:00Z', now)).toBe('10:05');
    expect(formatTimeOrDayMonth('2026-11-22T02:00:00Z', now)).toBe('21/11, 23:00');
  });

  it('writes a day in words, with its weekday when asked', () => {
    expect(formatLongDate('2026-11-02T10:00:00Z')).toBe('2 de novembro de 2026');
    expect(formatLongDate('2026-11-26T12:00:00Z', { weekday: true })).toBe('quinta-feira, 26 de novembro de 2026');
  });
});

describe('times of a conversation list (moved from remote-chat)', () => {
  const now = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo

  it('shows the hour today, Ontem yesterday, the weekday within a week, the date before', () => {
    expect(formatListTime('2026-11-22T13:05:00Z', now)).toBe('10:05');
    expect(formatListTime('2026-11-21T20:00:00Z', now)).toBe('Ontem');
    expect(formatListTime('2026-11-19T12:00:00Z', now)).toMatch(/^qui/);
    expect(formatListTime('2026-10-01T12:00:00Z', now)).toBe('01/10/26');
  });

  it('counts days in São Paulo, not UTC', () => {
    // 01:30 UTC on the 22nd is still the 21st in São Paulo.
    expect(formatListTime('2026-11-22T01:30:00Z', now)).toBe('Ontem');
    expect(formatDaySeparator('2026-11-22T10:00:00Z', now)).toBe('Hoje');
    expect(formatDaySeparator('2026-11-02T10:00:00Z', now)).toBe('2 de novembro de 2026');
  });
});

describe('relative times', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says how long ago in the words of a list', () => {
    expect(formatRelative(ago(20_000), now)).toBe('agora');
    expect(formatRelative(ago(-5_000), now)).toBe('agora');
    expect(formatRelative(ago(5 * 60_000), now)).toBe('há 5 min');
    expect(formatRelative(ago(2 * 3_600_000 + 59 * 60_000), now)).toBe('há 2 h');
    expect(formatRelative(ago(24 * 3_600_000), now)).toBe('há 1 dia');
    expect(formatRelative(ago(6 * 24 * 3_600_000), now)).toBe('há 6 dias');
    expect(formatRelative(ago(7 * 24 * 3_600_000), now)).toBe('15/11/2026');
  });

  it('never says an older instant is more recent', () => {
    const rank = (text: string) =>
      text === 'agora' ? 0 : text.endsWith('min') ? 1 : text.endsWith(' h') ? 2 : /dias?$/.test(text) ? 3 : 4;
    fc.assert(
      fc.property(fc.nat(30 * 24 * 3_600_000), fc.nat(30 * 24 * 3_600_000), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(rank(formatRelative(ago(near), now))).toBeLessThanOrEqual(rank(formatRelative(ago(far), now)));
      }),
    );
  });
});

describe('calendar days (no zone)', () => {
  it('writes the day and month, and the weekday of that very day', () => {
    expect(formatCalendarDay('2026-11-22')).toBe('22/11');
    expect(formatCalendarDay('2025-02-28', { weekday: true })).toBe('sexta-feira, 28/02');
    expect(formatCalendarDay('2024-02-29', { weekday: true })).toBe('quinta-feira, 29/02');
  });
});

describe('São Paulo’s clock read once per day (issue #25)', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const WEEKDAY = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as Record<string, number>;
  const byIntl = (date: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: WEEKDAY[parts.weekday ?? ''],
    };
  };

  it('agrees with Intl on every instant, daylight-saving years and their changeover days included', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1960-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(saoPauloParts(date)).toEqual(byIntl(date));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('reads the hours around a daylight-saving change as the zone did (2018-11-04 and 2019-02-17)', () => {
    for (const start of ['2018-11-04T00:00:00Z', '2019-02-16T22:00:00Z']) {
      for (let minutes = 0; minutes < 8 * 60; minutes += 7) {
        const date = new Date(new Date(start).getTime() + minutes * 60_000);
        expect(saoPauloParts(date)).toEqual(byIntl(date));
      }
    }
  });

  it('still refuses an invalid instant', () => {
    expect(() => saoPauloParts('não é data')).toThrow(RangeError);
  });
});
