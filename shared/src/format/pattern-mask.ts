import { onlyDigits } from './only-digits';

/**
 * Lays the digits of `value` over `pattern`, where `#` takes one digit and any other character is
 * a literal. Built for masking as the user types: a literal is written only when a digit follows
 * it, so the result never ends in a literal and Backspace is never stuck on a ')' or '-'. Extra
 * digits are dropped; other characters in `value` are ignored, which makes every mask idempotent.
 *
 * @example
 * maskWithPattern('12345', '##.###-###')     // → '12.345'
 * maskWithPattern('01310100', '#####-###')   // → '01310-100'
 */
export function maskWithPattern(value: string | null | undefined, pattern: string): string {
  const digits = onlyDigits(value);
  let result = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    result += char === '#' ? digits[next++] : char;
  }
  return result;
}
