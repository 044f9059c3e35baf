import { onlyDigits } from './only-digits';
import { maskWithPattern } from './pattern-mask';

/**
 * Brazilian phone with area code (SPEC §5): '(11) 99999-0001' (15 characters) for 11 digits, a
 * mobile with the leading 9; '(11) 9999-0001' (14 characters) otherwise. Partial input is masked
 * as it grows ('(11) 9999'); digits beyond 11 are dropped.
 *
 * @example
 * maskPhone('11999990001') // → '(11) 99999-0001'
 * maskPhone('1133334444')  // → '(11) 3333-4444'
 * maskPhone('119')         // → '(11) 9'
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 11);
  return maskWithPattern(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
}

/**
 * Brazilian phone number without area code: '99999-0001' for 9 digits, '9999-0001' otherwise;
 * digits beyond 9 are dropped.
 *
 * @example
 * maskPhoneWithoutAreaCode('999990001') // → '99999-0001'
 * maskPhoneWithoutAreaCode('33334444')  // → '3333-4444'
 */
export function maskPhoneWithoutAreaCode(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 9);
  return maskWithPattern(digits, digits.length === 9 ? '#####-####' : '####-####');
}
