import fc from 'fast-check';
import { formatCentavos, formatMoney, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1.000.000,00', 1_000_000],
    ['R$ 1.234,50', 1234.5],
    ['R$\u00a01.234,50', 1234.5],
    ['r$10', 10],
    ['-R$ 3,00', -3],
    ['R$ -3,00', -3],
    ['0,5', 0.5],
    [',5', 0.5],
    ['12,', 12],
    ['  7,25  ', 7.25],
  ])('reads pt-BR text %j as %p', (text, expected) => expect(parseMoney(text)).toBe(expected));

  it('treats dots forming thousand groups as thousands, pt-BR first', () => {
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('12.345.678')).toBe(12_345_678);
  });

  it('treats a single dot that does not group thousands as a decimal point', () => {
    expect(parseMoney('12.5')).toBe(12.5);
    expect(parseMoney('0.75')).toBe(0.75);
    expect(parseMoney('1234.56')).toBe(1234.56);
  });

  it('rounds to cents, half away from zero, as the digits read', () => {
    expect(parseMoney('1,005')).toBe(1.01);
    expect(parseMoney('1,004')).toBe(1);
    expect(parseMoney('-1,005')).toBe(-1.01);
    expect(parseMoney(1.005)).toBe(1.01);
    expect(parseMoney(0.1 + 0.2)).toBe(0.3);
    expect(parseMoney(2.675)).toBe(2.68);
  });

  it('gives 0 for empty input', () => {
    expect(parseMoney('')).toBe(0);
    expect(parseMoney('   ')).toBe(0);
    expect(parseMoney('R$ ')).toBe(0);
    expect(parseMoney(null)).toBe(0);
    expect(parseMoney(undefined)).toBe(0);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseMoney('-0,00'), 0)).toBe(true);
    expect(Object.is(parseMoney(-0.001), 0)).toBe(true);
  });

  it.each(['doze', '1,2,3', '1.23,4', '12.34.5', '1 2x', 'R$ R$ 1', '--1', ','])('gives null for garbage %j', (text) =>
    expect(parseMoney(text)).toBeNull(),
  );

  it('gives null for numbers it cannot represent in exact cents', () => {
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMoney(1e21)).toBeNull();
  });

  it('returns values with at most two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const parsed = parseMoney(value);
        expect(parsed).not.toBeNull();
        expect(Math.abs((parsed ?? 0) * 100 - Math.round((parsed ?? 0) * 100))).toBeLessThan(1e-6);
        // Rounding follows the decimal text (309829088.335 → .34), which may sit a few ULPs past the
        // double it came from: allow the half cent plus that representation error.
        expect(Math.abs((parsed ?? 0) - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * Number.EPSILON * 4);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats BRL the pt-BR way with a plain space after R$', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(-3)).toBe('-R$ 3,00');
    expect(formatMoney(1234.5)).not.toContain('\u00a0');
  });

  it('rounds like parseMoney and never shows a negative zero', () => {
    expect(formatMoney(1.005)).toBe('R$ 1,01');
    expect(formatMoney(-0.004)).toBe('R$ 0,00');
    expect(formatMoney(-0)).toBe('R$ 0,00');
  });

  it('gives an empty string when there is no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('parses back to the same amount for every cents value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = cents / 100;
        expect(parseMoney(formatMoney(amount))).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });
});

describe('formatCentavos', () => {
  it('shows integer centavos in BRL, exactly', () => {
    expect(formatCentavos(123456)).toBe('R$ 1.234,56');
    expect(formatCentavos(5)).toBe('R$ 0,05');
    expect(formatCentavos(-300)).toBe('-R$ 3,00');
  });

  it('round-trips any amount of centavos through parseMoney', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (centavos) => {
        expect(parseMoney(formatCentavos(centavos))).toBe(centavos / 100);
      }),
    );
  });
});
