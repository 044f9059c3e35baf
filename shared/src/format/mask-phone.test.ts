import fc from 'fast-check';
import { maskPhone, maskPhoneWithoutAreaCode } from './mask-phone';
import { onlyDigits } from './only-digits';

describe('maskPhone', () => {
  it('writes an 11-digit mobile as (11) 99999-0001, 15 characters', () => {
    expect(maskPhone('11999990001')).toBe('(11) 99999-0001');
    expect(maskPhone('11999990001')).toHaveLength(15);
  });

  it('writes a 10-digit number as (11) 3333-4444, 14 characters', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('1133334444')).toHaveLength(14);
  });

  it('shapes the number as it is typed, one digit at a time', () => {
    const typed = '11999990001';
    const steps = [...typed].map((_, index) => maskPhone(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 99',
      '(11) 999',
      '(11) 9999',
      '(11) 9999-9',
      '(11) 9999-90',
      '(11) 9999-900',
      '(11) 9999-9000',
      '(11) 99999-0001',
    ]);
  });

  it('re-masks an edited value and drops digits beyond 11', () => {
    expect(maskPhone('(11) 99999-00012')).toBe('(11) 99999-0001');
    expect(maskPhone('(11) 9999-00012')).toBe('(11) 99990-0012');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });

  it('is idempotent, keeps the first 11 digits and stays within 15 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskPhone(text);
        expect(maskPhone(masked)).toBe(masked);
        expect(onlyDigits(masked)).toBe(onlyDigits(text).slice(0, 11));
        expect(masked.length).toBeLessThanOrEqual(15);
      }),
    );
  });

  it('gives 15 characters for 11 digits and 14 for 10', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,11}$/), (digits) => {
        expect(maskPhone(digits)).toHaveLength(digits.length === 11 ? 15 : 14);
        expect(maskPhone(digits)).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
      }),
    );
  });
});

describe('maskPhoneWithoutAreaCode', () => {
  it('writes 9 digits as 99999-0001 and 8 as 9999-0001', () => {
    expect(maskPhoneWithoutAreaCode('999990001')).toBe('99999-0001');
    expect(maskPhoneWithoutAreaCode('33334444')).toBe('3333-4444');
    expect(maskPhoneWithoutAreaCode('3333')).toBe('3333');
    expect(maskPhoneWithoutAreaCode('33334')).toBe('3333-4');
  });

  it('is idempotent, keeps the first 9 digits and stays within 10 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskPhoneWithoutAreaCode(text);
        expect(maskPhoneWithoutAreaCode(masked)).toBe(masked);
        expect(onlyDigits(masked)).toBe(onlyDigits(text).slice(0, 9));
        expect(masked.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
