import fc from 'fast-check';
import { maskMoney } from './mask-money';
import { formatMoney, parseMoney } from './money';
import { onlyDigits } from './only-digits';

describe('maskMoney', () => {
  it('treats typed digits as cents, cash-register style', () => {
    const typed = '123456';
    const steps = [...typed].map((_, index) => maskMoney(typed.slice(0, index + 1)));
    expect(steps).toEqual(['0,01', '0,12', '1,23', '12,34', '123,45', '1.234,56']);
  });

  it('re-masks the previous value plus the new digit', () => {
    expect(maskMoney('0,012')).toBe('0,12');
    expect(maskMoney('1.234,567')).toBe('12.345,67');
  });

  it('shrinks on Backspace', () => {
    expect(maskMoney('1.234,5')).toBe('123,45');
    expect(maskMoney('0,0')).toBe('0,00');
  });

  it('gives an empty string when there is nothing typed', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('R$ ')).toBe('');
    expect(maskMoney(null)).toBe('');
  });

  it('takes a formatted amount into the field', () => {
    expect(maskMoney(formatMoney(1234.5))).toBe('1.234,50');
  });

  it('is idempotent and keeps the digits without leading zeros, up to 15', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskMoney(text);
        expect(maskMoney(masked)).toBe(masked);
        const typed = onlyDigits(text).replace(/^0+/, '').slice(0, 15);
        expect(onlyDigits(masked).replace(/^0+/, '')).toBe(typed);
        expect(masked.length).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('reads back with parseMoney as the typed number of cents', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,14}$/), (digits) => {
        expect(parseMoney(maskMoney(digits))).toBe(Number(digits) / 100);
      }),
    );
  });
});
