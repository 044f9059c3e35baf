/** Up to 999,99%: enough for discounts, commissions and growth rates. */
const MAX_INTEGER_DIGITS = 3;
const MAX_DECIMALS = 2;

/**
 * Percentage as the user types it: '12,5%'. A comma (or, when there is no comma, a dot, so
 * `String(12.5)` works) starts up to two decimals; the integer part keeps up to three digits
 * without leading zeros. The '%' is always last; `TextField` handles Backspace on it.
 * Read the number with `parseMoney(text.replace('%', ''))` (same decimal rules).
 *
 * @example
 * maskPercent('125')   // → '125%'
 * maskPercent('12,5')  // → '12,5%'
 * maskPercent('12.5')  // → '12,5%'
 * maskPercent(',5')    // → '0,5%'
 * maskPercent('')      // → ''
 */
export function maskPercent(value: string | null | undefined): string {
  const text = value ?? '';
  const normalized = text.includes(',') ? text : text.replace('.', ',');
  const cleaned = normalized.replace(/[^\d,]/g, '');
  if (!cleaned) return '';
  const comma = cleaned.indexOf(',');
  const integerPart = comma === -1 ? cleaned : cleaned.slice(0, comma);
  const integer = integerPart.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS) || '0';
  if (comma === -1) return `${integer}%`;
  const decimals = cleaned
    .slice(comma + 1)
    .replace(/,/g, '')
    .slice(0, MAX_DECIMALS);
  return `${integer},${decimals}%`;
}
