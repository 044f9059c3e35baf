import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, instantInSaoPaulo, isoDay, saoPauloParts } from './sao-paulo';

describe('the São Paulo calendar', () => {
  it('reads the local day, weekday and time of an instant (UTC−3 since 2019)', () => {
    assert.deepEqual(saoPauloParts(new Date('2025-03-03T02:30:00Z')), {
      day: { year: 2025, month: 3, day: 2 },
      weekday: 0,
      hora: '23:30',
    });
  });

  it('writes midnight as 00:00, on the day it starts', () => {
    assert.deepEqual(saoPauloParts(new Date('2025-03-04T03:00:00Z')), {
      day: { year: 2025, month: 3, day: 4 },
      weekday: 2,
      hora: '00:00',
    });
  });

  it('gives the instant of a local day and time, also under the summer time of 2018', () => {
    assert.equal(
      instantInSaoPaulo({ year: 2026, month: 11, day: 30 }, '08:00').toISOString(),
      '2026-11-30T11:00:00.000Z',
    );
    assert.equal(
      instantInSaoPaulo({ year: 2018, month: 12, day: 1 }, '08:00').toISOString(),
      '2018-12-01T10:00:00.000Z',
    );
  });

  it('counts calendar days across months and years, and writes them as YYYY-MM-DD', () => {
    assert.equal(isoDay(addDays({ year: 2024, month: 12, day: 30 }, 3)), '2025-01-02');
    assert.equal(isoDay(addDays({ year: 2024, month: 3, day: 1 }, -1)), '2024-02-29');
  });
});
