/*
 * Money in the product is BRL with two decimals. Parsing works on the decimal text instead of
 * multiplying floats by 100, so '1,005' and 1.005 both round half away from zero to 1.01 as a person
 * reading the digits expects (1.005 * 100 is 100.49999… in binary floating point).
 */

let brlFormat: Intl.NumberFormat | undefined;

/** Built on first use, not when the module loads (a screen's first load pays for it only if it shows money). */
function brl(): Intl.NumberFormat {
  brlFormat ??= new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    // 'negative' keeps -0 and values that round to zero from showing as '-R$ 0,00'.
    signDisplay: 'negative',
  });
  return brlFormat;
}

/** Cents must stay exact integers for `cents / 100` to be the nearest double of the decimal. */
function centsToNumber(cents: number, negative: boolean): number | null {
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return (negative ? -cents : cents) / 100;
}

/** Rounds the decimal `integer.fraction` (digit strings) to cents, half away from zero. */
function roundDigits(integer: string, fraction: string, negative: boolean): number | null {
  const cents =
    Number(integer || '0') * 100 + Number((fraction + '00').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  return centsToNumber(cents, negative);
}

/** Round a number to cents the way its shortest decimal text reads (1.005 → 1.01). */
function roundNumber(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  // Exponent notation only appears below 1e-6 (rounds to 0) or from 1e21 (beyond exact cents).
  if (text.includes('e')) return Math.abs(value) < 1 ? 0 : null;
  const [integer = '', fraction = ''] = text.split('.');
  return roundDigits(integer, fraction, value < 0);
}

const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d*),(\d*)$/;
const DOT_THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;
const DOT_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a money amount typed or shown in pt-BR and rounds it to cents (SPEC §5).
 *
 * Rules, in order:
 * - empty text, `null`, `undefined` or just the 'R$' prefix give `0`;
 * - an optional sign and 'R$' prefix are accepted, and all whitespace (including the non-breaking
 *   spaces `Intl` emits) is ignored;
 * - with a comma, the comma is the decimal separator and dots may only group thousands
 *   ('1.234,56', '1234,56');
 * - without a comma, dots that form thousand groups are thousands ('1.234' → 1234, pt-BR wins);
 *   a single dot that does not ('12.5', '0.75') is a decimal point, so machine-formatted values
 *   still parse;
 * - a number is rounded to cents;
 * - anything else (letters, two commas, '1.23,4') gives `null`, so a caller cannot mistake garbage
 *   for zero.
 *
 * @example
 * parseMoney('1.234,56')    // → 1234.56
 * parseMoney('R$ 1.234,5')  // → 1234.5
 * parseMoney('12.5')        // → 12.5
 * parseMoney('1,005')       // → 1.01
 * parseMoney('')            // → 0
 * parseMoney('doze')        // → null
 */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return roundNumber(value);

  let rest = value.replace(/\s+/g, '');
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (/^r\$/i.test(rest)) rest = rest.slice(2);
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest === '') return 0;

  const comma = COMMA_DECIMAL.exec(rest);
  if (comma) {
    const integer = (comma[1] ?? '').replace(/\./g, '');
    const fraction = comma[2] ?? '';
    return integer || fraction ? roundDigits(integer, fraction, negative) : null;
  }
  if (DOT_THOUSANDS.test(rest)) return roundDigits(rest.replace(/\./g, ''), '', negative);
  const dot = DOT_DECIMAL.exec(rest);
  if (!dot) return null;
  const integer = dot[1] ?? '';
  const fraction = dot[2] ?? '';
  return integer || fraction ? roundDigits(integer, fraction, negative) : null;
}

/**
 * Formats an amount as BRL currency, rounded to cents like {@link parseMoney}. The space after
 * 'R$' is a plain space (U+0020): Intl emits a non-breaking one, which breaks string comparisons,
 * copy-paste into WhatsApp messages and tests; use the `cb-nowrap` class where wrapping matters.
 * `null`, `undefined`, `NaN` and infinities give `''` (nothing sensible to show).
 *
 * @example
 * formatMoney(1234.5) // → 'R$ 1.234,50'
 * formatMoney(-3)     // → '-R$ 3,00'
 * formatMoney(null)   // → ''
 */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const rounded = roundNumber(value);
  if (rounded === null) return Number.isFinite(value) ? brl().format(value).replace(/\s/g, ' ') : '';
  return brl().format(rounded).replace(/\s/g, ' ');
}

/**
 * Integer centavos, as every API answer carries money, in BRL.
 * @example
 * formatCentavos(123456) // → 'R$ 1.234,56'
 * formatCentavos(-300)   // → '-R$ 3,00'
 */
export function formatCentavos(centavos: number): string {
  return formatMoney(centavos / 100);
}
