import { onlyDigits } from './only-digits';

const MAX_DIGITS = 15;

/**
 * A whole quantity with pt-BR thousand dots: '1.234.567'. Leading zeros are dropped ('007' → '7');
 * digits beyond 15 are ignored so the value stays an exact JS integer. Read it back with
 * `Number(onlyDigits(text))`.
 *
 * @example
 * maskThousands('1234567') // → '1.234.567'
 * maskThousands('0')       // → '0'
 */
export function maskThousands(value: string | null | undefined): string {
  const digits = onlyDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
