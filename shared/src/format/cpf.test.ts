import fc from 'fast-check';
import { isValidCpf, maskCpf } from './cpf';
import { onlyDigits } from './only-digits';

/** Independent oracle: the Receita Federal rule written out, to generate valid CPFs. */
function cpfWithCheckDigits(base: readonly number[]): string {
  const digits = [...base];
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map(cpfWithCheckDigits)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));

describe('maskCpf', () => {
  it('writes 11 digits as 000.000.000-00', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf(undefined)).toBe('');
  });

  it('is idempotent, keeps the first 11 digits and stays within 14 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskCpf(text);
        expect(maskCpf(masked)).toBe(masked);
        expect(onlyDigits(masked)).toBe(onlyDigits(text).slice(0, 11));
        expect(masked.length).toBeLessThanOrEqual(14);
      }),
    );
  });
});

describe('isValidCpf', () => {
  it('accepts a CPF with matching check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and stray characters', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529a982b247c25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it.each(['000.000.000-00', '111.111.111-11', '99999999999'])('rejects repeated digits %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );

  it('accepts every generated CPF, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(maskCpf(cpf))).toBe(true);
      }),
    );
  });

  it('rejects any single-digit change of a check digit', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          const digit = (Number(value[position]) + delta) % 10;
          expect(isValidCpf(value.slice(0, position) + String(digit) + value.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  // Not "every single-digit change fails": the rule maps remainders 0 and 1 to the same check
  // digit, so about 0.2% of single-digit changes in the base still give a valid CPF (e.g.
  // 36714988206 → 46714988206). What must hold is agreement with the rule.
  it('judges any single-digit change of a valid CPF exactly as the rule does', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          const digit = (Number(value[position]) + delta) % 10;
          const changed = value.slice(0, position) + String(digit) + value.slice(position + 1);
          const expected = cpfWithCheckDigits([...changed.slice(0, 9)].map(Number)) === changed;
          expect(isValidCpf(changed)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts the known collision, proving the rule rather than an idealised one', () => {
    expect(isValidCpf('46714988206')).toBe(true);
  });
});
