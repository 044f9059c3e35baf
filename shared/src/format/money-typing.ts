import { formatMoney, parseMoney } from './money';

/** 13 digits of reais are far beyond any price or deal, and stay exact as cents in a double. */
const MAX_INTEGER_DIGITS = 13;

/**
 * Money as people write it (issue #28): "55" is R$ 55,00, "55,5" is R$ 55,50, "1.234,56" is
 * R$ 1.234,56. While typing, only what money can hold is kept: digits grouped by thousands (the
 * dots are put back as digits are typed, like a mask's literals) and one comma with at most two
 * decimals; anything else is dropped. Read the amount with `parseMoney`; `formatMoneyTyped`
 * tidies the text when the field is left.
 * @example
 * typeMoney('55')        // → '55'
 * typeMoney('1234,5')    // → '1.234,5'
 * typeMoney('R$ 12,345') // → '12,34'
 * typeMoney('12,3,4')    // → '12,34'
 */
export function typeMoney(value: string | null | undefined): string {
  const kept = (value ?? '').replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  const integer = (comma === -1 ? kept : kept.slice(0, comma))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_INTEGER_DIGITS)
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (comma === -1) return integer;
  const decimals = kept
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return `${integer || '0'},${decimals}`;
}

/**
 * The typed amount as the field shows it once left: two decimals and thousand dots, no 'R$'
 * (the label says it). Text that is not money stays as typed, so the form can say why.
 * @example
 * formatMoneyTyped('55')     // → '55,00'
 * formatMoneyTyped('1234,5') // → '1.234,50'
 * formatMoneyTyped('')       // → ''
 */
export function formatMoneyTyped(value: string): string {
  if (!value.trim()) return '';
  const amount = parseMoney(value);
  return amount === null ? value : moneyFieldText(amount);
}

/**
 * A stored amount (reais, e.g. centavos / 100) as a money field shows it.
 * @example moneyFieldText(1234.5) // → '1.234,50'
 */
export function moneyFieldText(amount: number): string {
  return formatMoney(amount).replace(/^-?R\$\s?/, '');
}
