import { maskWithPattern } from './pattern-mask';

/**
 * Date as typed, 'dd/mm/yyyy'. It only shapes the text; check it with `isValidBrDate`.
 *
 * @example
 * maskBrDate('31122024') // → '31/12/2024'
 * maskBrDate('311')      // → '31/1'
 */
export function maskBrDate(value: string | null | undefined): string {
  return maskWithPattern(value, '##/##/####');
}
