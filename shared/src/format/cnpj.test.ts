import fc from 'fast-check';
import { isValidCnpj, maskCnpj } from './cnpj';
import { onlyDigits } from './only-digits';

/** Independent oracle: the published weight tables, to generate valid CNPJs. */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function cnpjWithCheckDigits(base: readonly number[]): string {
  const digits = [...base];
  for (const weights of [FIRST_WEIGHTS, SECOND_WEIGHTS]) {
    const rest = weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const validCnpj = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .map(cnpjWithCheckDigits)
  .filter((cnpj) => !/^(\d)\1{13}$/.test(cnpj));

describe('maskCnpj', () => {
  it('writes 14 digits as 00.000.000/0000-00', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223330')).toBe('11.222.333/0');
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
    expect(maskCnpj('')).toBe('');
  });

  it('is idempotent, keeps the first 14 digits and stays within 18 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskCnpj(text);
        expect(maskCnpj(masked)).toBe(masked);
        expect(onlyDigits(masked)).toBe(onlyDigits(text).slice(0, 14));
        expect(masked.length).toBeLessThanOrEqual(18);
      }),
    );
  });
});

describe('isValidCnpj', () => {
  it('accepts a CNPJ with matching check digits, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and stray characters', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11a222333000181')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it.each(['00.000.000/0000-00', '11111111111111'])('rejects repeated digits %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(false),
  );

  it('accepts every generated CNPJ, masked or not', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
      }),
    );
  });

  it('rejects any single-digit change of a check digit', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          const digit = (Number(value[position]) + delta) % 10;
          expect(isValidCnpj(value.slice(0, position) + String(digit) + value.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  // Not "every single-digit change fails": the rule maps remainders 0 and 1 to the same check
  // digit, so about 0.2% of single-digit changes in the base still give a valid CNPJ (e.g.
  // 47770248676700 → 67770248676700). What must hold is agreement with the rule.
  it('judges any single-digit change of a valid CNPJ exactly as the rule does', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          const digit = (Number(value[position]) + delta) % 10;
          const changed = value.slice(0, position) + String(digit) + value.slice(position + 1);
          const expected = cnpjWithCheckDigits([...changed.slice(0, 12)].map(Number)) === changed;
          expect(isValidCnpj(changed)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts the known collision, proving the rule rather than an idealised one', () => {
    expect(isValidCnpj('67770248676700')).toBe(true);
  });
});
