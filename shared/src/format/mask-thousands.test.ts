import fc from 'fast-check';
import { maskThousands } from './mask-thousands';
import { onlyDigits } from './only-digits';

describe('maskThousands', () => {
  it('groups thousands with dots', () => {
    expect(maskThousands('1234567')).toBe('1.234.567');
    expect(maskThousands('999')).toBe('999');
    expect(maskThousands('1000')).toBe('1.000');
  });

  it('drops leading zeros but keeps a lone zero', () => {
    expect(maskThousands('007')).toBe('7');
    expect(maskThousands('000')).toBe('0');
    expect(maskThousands('')).toBe('');
  });

  it('is idempotent, keeps the value and stays an exact integer', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskThousands(text);
        expect(maskThousands(masked)).toBe(masked);
        expect(masked).toMatch(/^(\d{1,3}(\.\d{3})*)?$/);
        expect(onlyDigits(masked).length).toBeLessThanOrEqual(15);
      }),
    );
  });

  it('reads back as the number typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (value) => {
        expect(Number(onlyDigits(maskThousands(String(value))))).toBe(value);
        expect(maskThousands(String(value))).toBe(value.toLocaleString('pt-BR'));
      }),
    );
  });
});
