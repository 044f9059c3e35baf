import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HorarioFila } from '@colabora/shared/contracts';
import { dentroDoHorario, proximaAbertura } from './horario-atendimento';

// Weekdays 08:00–12:00 and 13:00–18:00; Saturday 08:00–12:00; Christmas 2026 (a Friday) closed.
const comercial: HorarioFila = {
  intervalos: [
    ...[1, 2, 3, 4, 5].flatMap((dia) => [
      { dia, inicio: '08:00', fim: '12:00' },
      { dia, inicio: '13:00', fim: '18:00' },
    ]),
    { dia: 6, inicio: '08:00', fim: '12:00' },
  ],
  feriados: ['2026-12-25'],
};

// A night team: Monday 22:00 until Tuesday 06:00 (two intervals across midnight).
const noturno: HorarioFila = {
  intervalos: [
    { dia: 1, inicio: '22:00', fim: '24:00' },
    { dia: 2, inicio: '00:00', fim: '06:00' },
  ],
  feriados: [],
};

const sp = (local: string) => new Date(`${local}-03:00`);

describe('business hours of a queue (São Paulo time)', () => {
  it('without hours a queue is always open and never waits for an opening', () => {
    assert.equal(dentroDoHorario(null, sp('2026-11-29T03:00:00')), true);
    assert.equal(proximaAbertura(null, sp('2026-11-29T03:00:00')), null);
  });

  it('reads the instant in São Paulo, not in UTC: 20:30 on Monday there is 23:30 UTC', () => {
    // 2026-11-30 is a Monday. 17:59 in São Paulo is 20:59 UTC (outside 08–18 if read as UTC).
    assert.equal(dentroDoHorario(comercial, new Date('2026-11-30T20:59:00Z')), true);
    // 08:30 UTC is 05:30 in São Paulo: closed, though 08:30 would be open.
    assert.equal(dentroDoHorario(comercial, new Date('2026-11-30T08:30:00Z')), false);
  });

  it('an interval includes its start and excludes its end; the lunch break is closed', () => {
    assert.equal(dentroDoHorario(comercial, sp('2026-11-30T08:00:00')), true);
    assert.equal(dentroDoHorario(comercial, sp('2026-11-30T12:00:00')), false);
    assert.equal(dentroDoHorario(comercial, sp('2026-11-30T12:59:00')), false);
    assert.equal(dentroDoHorario(comercial, sp('2026-11-30T18:00:00')), false);
    assert.deepEqual(proximaAbertura(comercial, sp('2026-11-30T12:10:00')), sp('2026-11-30T13:00:00'));
  });

  it('after closing on Saturday the next opening is Monday 08:00 (Sunday has no interval)', () => {
    assert.deepEqual(proximaAbertura(comercial, sp('2026-12-05T12:00:00')), sp('2026-12-07T08:00:00'));
  });

  it('a night across midnight is open on both sides of 00:00 and closed after 06:00', () => {
    assert.equal(dentroDoHorario(noturno, sp('2026-11-30T23:59:00')), true);
    assert.equal(dentroDoHorario(noturno, sp('2026-12-01T00:00:00')), true);
    assert.equal(dentroDoHorario(noturno, sp('2026-12-01T05:59:00')), true);
    assert.equal(dentroDoHorario(noturno, sp('2026-12-01T06:00:00')), false);
    // Tuesday 06:00 → next Monday 22:00.
    assert.deepEqual(proximaAbertura(noturno, sp('2026-12-01T06:00:00')), sp('2026-12-07T22:00:00'));
    // Monday 21:59 → the same evening, 22:00.
    assert.deepEqual(proximaAbertura(noturno, sp('2026-11-30T21:59:00')), sp('2026-11-30T22:00:00'));
  });

  it('a holiday closes its whole São Paulo day and the next opening skips it', () => {
    assert.equal(dentroDoHorario(comercial, sp('2026-12-25T10:00:00')), false);
    // Thursday 24th after 18:00 → not Friday (Christmas) → Saturday 26th 08:00.
    assert.deepEqual(proximaAbertura(comercial, sp('2026-12-24T19:00:00')), sp('2026-12-26T08:00:00'));
    // 01:00 UTC on the 26th is still the 25th (22:00) in São Paulo: the holiday, closed.
    assert.equal(
      dentroDoHorario(
        { ...comercial, intervalos: [{ dia: 5, inicio: '20:00', fim: '24:00' }] },
        new Date('2026-12-26T01:00:00Z'),
      ),
      false,
    );
  });

  it('reads the offset of each date, so a summer time (2018, UTC−2) would still open at 08:00 local', () => {
    // Monday 2018-12-03 under the last summer time: 07:00 local is 09:00 UTC; the opening, 08:00 local, is 10:00 UTC.
    assert.equal(dentroDoHorario(comercial, new Date('2018-12-03T09:30:00Z')), false);
    assert.equal(
      proximaAbertura(comercial, new Date('2018-12-03T09:00:00Z'))?.toISOString(),
      '2018-12-03T10:00:00.000Z',
    );
    // And today's rule (UTC−3, no summer time): 08:00 local is 11:00 UTC.
    assert.equal(
      proximaAbertura(comercial, new Date('2026-12-07T09:00:00Z'))?.toISOString(),
      '2026-12-07T11:00:00.000Z',
    );
  });

  it('inside the hours the opening is the instant itself; hours that never open give null', () => {
    const at = sp('2026-11-30T09:00:00');
    assert.deepEqual(proximaAbertura(comercial, at), at);
    const soFeriado: HorarioFila = { intervalos: [{ dia: 4, inicio: '08:00', fim: '09:00' }], feriados: [] };
    assert.deepEqual(proximaAbertura(soFeriado, sp('2026-12-03T09:00:00')), sp('2026-12-10T08:00:00'));
  });
});
