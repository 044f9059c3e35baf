import { formatMoney } from '@colabora/shared/format';

/**
 * Integer cents, as the API sends money, in BRL.
 * @example formatCentavos(123456) // → 'R$ 1.234,56'
 */
export function formatCentavos(centavos: number): string {
  return formatMoney(centavos / 100);
}
