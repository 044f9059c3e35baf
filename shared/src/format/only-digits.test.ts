import fc from 'fast-check';
import { onlyDigits } from './only-digits';

describe('onlyDigits', () => {
  it('keeps the digits of a masked value in order', () => {
    expect(onlyDigits('(11) 99999-0001')).toBe('11999990001');
    expect(onlyDigits('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('gives an empty string for null, undefined and text without digits', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits('sem número')).toBe('');
  });

  it('ignores non-ASCII digits, which the API would not accept', () => {
    expect(onlyDigits('١٢٣')).toBe('');
  });

  it('returns only digits, as many as the input has, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = onlyDigits(text);
        expect(digits).toMatch(/^\d*$/);
        expect(digits.length).toBe((text.match(/\d/g) ?? []).length);
        expect(onlyDigits(digits)).toBe(digits);
      }),
    );
  });
});
