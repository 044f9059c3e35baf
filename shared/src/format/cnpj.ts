import { maskWithPattern } from './pattern-mask';

/**
 * CNPJ as typed or stored: '00.000.000/0000-00' (14 digits; extra digits are dropped).
 * Numeric CNPJs only: the alphanumeric format the Receita Federal issues from July 2026 needs its
 * own mask and check (letters count by their ASCII code) when the product starts receiving them.
 *
 * @example
 * maskCnpj('11222333000181') // → '11.222.333/0001-81'
 * maskCnpj('112223')         // → '11.222.3'
 */
export function maskCnpj(value: string | null | undefined): string {
  return maskWithPattern(value, '##.###.###/####-##');
}

/** Modulo-11 check digit with weights 2…9 repeating from the rightmost digit. */
function checkDigit(digits: readonly number[]): number {
  const sum = digits.reduceRight((total, digit, index) => total + digit * (((digits.length - 1 - index) % 8) + 2), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True for a CNPJ whose two check digits match, written with or without the mask. Fourteen equal
 * digits are rejected (they pass the arithmetic but are not issued), as is any character other than
 * digits, dots, a slash, a dash and spaces.
 *
 * @example
 * isValidCnpj('11.222.333/0001-81') // → true
 * isValidCnpj('11222333000182')     // → false
 * isValidCnpj('00.000.000/0000-00') // → false
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const text = (value ?? '').replace(/[\s./-]/g, '');
  if (!/^\d{14}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit([...digits.slice(0, 12), first]);
  return digits[12] === first && digits[13] === second;
}
