import fc from 'fast-check';
import { maskPercent } from './mask-percent';

describe('maskPercent', () => {
  it('writes a percentage with a comma and a trailing %', () => {
    expect(maskPercent('12,5')).toBe('12,5%');
    expect(maskPercent('125')).toBe('125%');
    expect(maskPercent('12,50')).toBe('12,50%');
  });

  it('follows typing with the caret after the %', () => {
    // The browser inserts the new key before the caret, which sits after '%' after each re-mask.
    expect(maskPercent('1%2')).toBe('12%');
    expect(maskPercent('12%,')).toBe('12,%');
    expect(maskPercent('12,%5')).toBe('12,5%');
  });

  it('reads a dot as the decimal separator when there is no comma', () => {
    expect(maskPercent(String(12.5))).toBe('12,5%');
    expect(maskPercent('0.75')).toBe('0,75%');
  });

  it('keeps up to two decimals and three integer digits, without leading zeros', () => {
    expect(maskPercent('12,555')).toBe('12,55%');
    expect(maskPercent('1234')).toBe('123%');
    expect(maskPercent('007')).toBe('7%');
    expect(maskPercent(',5')).toBe('0,5%');
    expect(maskPercent('0')).toBe('0%');
  });

  it('gives an empty string when there is nothing typed', () => {
    expect(maskPercent('')).toBe('');
    expect(maskPercent('%')).toBe('');
    expect(maskPercent(undefined)).toBe('');
  });

  it('is idempotent and always has the shape 999,99%', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', '%', 'a', ' ') }), (text) => {
        const masked = maskPercent(text);
        expect(maskPercent(masked)).toBe(masked);
        expect(masked).toMatch(/^$|^(0|[1-9]\d{0,2})(,\d{0,2})?%$/);
      }),
    );
  });
});
