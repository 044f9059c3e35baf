import { mensagem } from '../../../test/fixtures';
import type { HistoryRow } from '../lib/history-rows';
import { firstMessageOf, olderRowsAbove } from './history-scroller';

const day = (key: string): HistoryRow => ({ kind: 'day', key, label: key });
const msg = (id: number): HistoryRow => ({ kind: 'msg', key: `m${id}`, mensagem: mensagem({ idMensagem: id }) });

describe('the history’s anchor when older pages come in', () => {
  it('is the first message, not the day’s separator that moves up above the older ones', () => {
    const before = [day('hoje'), msg(51), msg(52)];
    expect(firstMessageOf(before)).toEqual({ key: 'm51', index: 1 });
    const withOlder = [day('ontem'), msg(1), msg(2), day('hoje'), msg(50), msg(51), msg(52)];
    expect(olderRowsAbove(withOlder, firstMessageOf(before))).toBe(5);
  });

  it('does not move when only newer rows came in below (the reader at the bottom follows them)', () => {
    const before = [day('hoje'), msg(51)];
    expect(olderRowsAbove([day('hoje'), msg(51), msg(52)], firstMessageOf(before))).toBe(-1);
    expect(olderRowsAbove([day('hoje'), msg(51)], null)).toBe(-1);
    expect(firstMessageOf([day('hoje')])).toBeNull();
  });
});
