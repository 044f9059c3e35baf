import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchKeyword, saoPauloClock, withinHours } from './handoff-rules';

describe('the hand-off keywords', () => {
  it('match whole words, whatever the case and accents', () => {
    assert.equal(matchKeyword('Quero falar com um ATENDENTE, por favor', ['atendente', 'humano']), 'atendente');
    assert.equal(matchKeyword('tem algum humano aí?', ['atendente', 'humano']), 'humano');
    assert.equal(matchKeyword('Atendênte!', ['atendente']), 'atendente');
    assert.equal(matchKeyword('falar com uma pessoa real', ['uma pessoa']), 'uma pessoa');
  });

  it('do not match inside other words, nor when there are none', () => {
    assert.equal(matchKeyword('Oi pessoal, tudo bem?', ['pessoa']), null);
    assert.equal(matchKeyword('quero um atendimento', ['atendente']), null);
    assert.equal(matchKeyword('atendente', []), null);
  });
});

describe('the working hours (America/Sao_Paulo)', () => {
  const semana = { dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' };
  // 2025-03-03 is a Monday; São Paulo is UTC−3 (no daylight saving since 2019).
  const at = (iso: string) => new Date(iso);

  it('reads the local weekday and time', () => {
    assert.deepEqual(saoPauloClock(at('2025-03-03T02:30:00Z')), { dia: 0, hora: '23:30' });
  });

  it('answer inside the hours and days, hand off outside', () => {
    assert.equal(withinHours(semana, at('2025-03-03T12:00:00-03:00')), true);
    assert.equal(withinHours(semana, at('2025-03-03T07:59:00-03:00')), false);
    assert.equal(withinHours(semana, at('2025-03-03T18:00:00-03:00')), false);
    assert.equal(withinHours(semana, at('2025-03-02T12:00:00-03:00')), false, 'Sunday');
    assert.equal(withinHours(null, at('2025-03-02T03:00:00-03:00')), true, 'no hours: always');
  });

  it('span midnight when the end comes before the start', () => {
    const noite = { dias: [5], inicio: '22:00', fim: '06:00' };
    assert.equal(withinHours(noite, at('2025-03-07T23:00:00-03:00')), true, 'Friday night');
    assert.equal(withinHours(noite, at('2025-03-08T05:00:00-03:00')), true, 'into Saturday');
    assert.equal(withinHours(noite, at('2025-03-08T23:00:00-03:00')), false, 'Saturday night');
  });
});
