import fc from 'fast-check';
import { maskBrDate } from './mask-br-date';
import { onlyDigits } from './only-digits';

describe('maskBrDate', () => {
  it('writes digits as dd/mm/yyyy as they are typed', () => {
    expect(maskBrDate('3')).toBe('3');
    expect(maskBrDate('311')).toBe('31/1');
    expect(maskBrDate('31122024')).toBe('31/12/2024');
    expect(maskBrDate('31/12/20249')).toBe('31/12/2024');
  });

  it('is idempotent, keeps the first 8 digits and stays within 10 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskBrDate(text);
        expect(maskBrDate(masked)).toBe(masked);
        expect(onlyDigits(masked)).toBe(onlyDigits(text).slice(0, 8));
        expect(masked.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
