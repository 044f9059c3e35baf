import { onlyDigits } from './only-digits';

/** 15 digits of cents stay far below Number.MAX_SAFE_INTEGER, so parseMoney reads them exactly. */
const MAX_DIGITS = 15;

/**
 * Money as the user types it, cash-register style: every digit is a cent and pushes the others to
 * the left ('1' → '0,01', '123' → '1,23', '123456' → '1.234,56'). No 'R$' prefix (render it beside
 * the field) and no sign. Leading zeros are dropped; digits beyond 15 are ignored. Read the value
 * with `parseMoney`. To put a stored number into the field, format it first: digits of a JS number
 * are not cents.
 *
 * @example
 * maskMoney('123456')               // → '1.234,56'
 * maskMoney('0,012')                // → '0,12' (typing 2 after 0,01)
 * maskMoney(formatMoney(1234.5))    // → '1.234,50'
 * maskMoney('')                     // → ''
 */
export function maskMoney(value: string | null | undefined): string {
  const typed = onlyDigits(value);
  if (!typed) return '';
  const cents = typed.replace(/^0+/, '').slice(0, MAX_DIGITS).padStart(3, '0');
  const integer = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${integer},${cents.slice(-2)}`;
}
