import { maskWithPattern } from './pattern-mask';

/**
 * CPF as typed or stored: '000.000.000-00' (11 digits; extra digits are dropped).
 *
 * @example
 * maskCpf('52998224725') // → '529.982.247-25'
 * maskCpf('5299')        // → '529.9'
 */
export function maskCpf(value: string | null | undefined): string {
  return maskWithPattern(value, '###.###.###-##');
}

/** Modulo-11 check digit over `digits` with weights counting down to 2 from the left. */
function checkDigit(digits: readonly number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True for a CPF whose two check digits match (Receita Federal's modulo-11 rule), written with or
 * without the mask. Eleven equal digits ('111.111.111-11') satisfy the arithmetic but are not
 * issued, so they are rejected; so is any other character than digits, dots, a dash and spaces.
 *
 * @example
 * isValidCpf('529.982.247-25') // → true
 * isValidCpf('52998224725')    // → true
 * isValidCpf('529.982.247-26') // → false
 * isValidCpf('111.111.111-11') // → false
 */
export function isValidCpf(value: string | null | undefined): boolean {
  const text = (value ?? '').replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit([...digits.slice(0, 9), first]);
  return digits[9] === first && digits[10] === second;
}
