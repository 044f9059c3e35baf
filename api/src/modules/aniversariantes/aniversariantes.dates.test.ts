import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderFelicitacao } from '@colabora/shared/contracts';
import {
  ageTurning,
  birthdayIn,
  birthdayInRange,
  localNow,
  monthsOf,
  parseIsoDay,
  periodRange,
} from './aniversariantes.dates';

const day = (iso: string) => parseIsoDay(iso);

describe('birthday dates in America/Sao_Paulo', () => {
  it('reads the local day and time, not UTC', () => {
    // 01:30 UTC on 1 March is still 22:30 on 28 February in São Paulo (UTC−3).
    assert.deepEqual(localNow(new Date('2025-03-01T01:30:00Z')), { year: 2025, month: 2, day: 28, horario: '22:30' });
  });

  it('celebrates 29 February on 28 February in years that are not leap years', () => {
    assert.deepEqual(birthdayIn(day('2000-02-29'), 2025), { year: 2025, month: 2, day: 28 });
    assert.deepEqual(birthdayIn(day('2000-02-29'), 2028), { year: 2028, month: 2, day: 29 });
    assert.deepEqual(birthdayInRange(day('2000-02-29'), periodRange('hoje', day('2025-02-28'))), day('2025-02-28'));
    assert.equal(birthdayInRange(day('2000-02-29'), periodRange('hoje', day('2024-02-28'))), null);
  });

  it('gives the age turned on the birthday, none before birth', () => {
    assert.equal(ageTurning(day('1990-12-31'), 2025), 35);
    assert.equal(ageTurning(day('2025-05-01'), 2025), null);
    assert.equal(birthdayInRange(day('2030-01-01'), periodRange('mes', day('2025-01-10'))), null);
  });

  it('takes the calendar week from Sunday to Saturday, across the new year', () => {
    const range = periodRange('semana', day('2025-12-31'));
    assert.deepEqual(range, { from: day('2025-12-28'), to: day('2026-01-03') });
    assert.deepEqual(monthsOf(range), [12, 1]);
    assert.deepEqual(birthdayInRange(day('1980-01-02'), range), day('2026-01-02'));
  });

  it('covers the whole current or chosen month', () => {
    assert.deepEqual(periodRange('mes', day('2025-02-10')), { from: day('2025-02-01'), to: day('2025-02-28') });
    assert.deepEqual(periodRange('mes-escolhido', day('2025-02-10'), 4), {
      from: day('2025-04-01'),
      to: day('2025-04-30'),
    });
  });
});

describe('renderFelicitacao', () => {
  it('fills {nome}, {primeiroNome} and {idade}', () => {
    assert.equal(
      renderFelicitacao('Feliz aniversário, {primeiroNome}! {idade} anos, {nome}.', {
        nome: ' Maria da Silva ',
        idade: 40,
      }),
      'Feliz aniversário, Maria! 40 anos, Maria da Silva.',
    );
  });

  it('leaves unknown braces as written and drops an unknown age without a double space', () => {
    assert.equal(
      renderFelicitacao('Oi {primeiroNome} {idade} {cupom}', { nome: 'João', idade: null }),
      'Oi João {cupom}',
    );
  });
});
