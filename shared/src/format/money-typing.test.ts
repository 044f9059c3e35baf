import { parseMoney } from './money';
import { formatMoneyTyped, moneyFieldText, typeMoney } from './money-typing';

describe('money as people write it', () => {
  it.each([
    ['55', 55],
    ['55,5', 55.5],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['2500', 2500],
    ['0,99', 0.99],
  ])('reads %s as R$ %s, not as centavos', (typed, amount) => {
    expect(parseMoney(typeMoney(typed))).toBe(amount);
  });

  it('keeps only what money can hold while typing', () => {
    expect(typeMoney('R$ 12,345')).toBe('12,34');
    expect(typeMoney('12,3,4')).toBe('12,34');
    expect(typeMoney('abc')).toBe('');
    expect(typeMoney('12345678901234567')).toBe('1.234.567.890.123');
    expect(typeMoney('1234')).toBe('1.234');
    expect(typeMoney('007')).toBe('7');
    expect(typeMoney(',5')).toBe('0,5');
  });

  it('tidies the amount when the field is left, and leaves what is not money for the form to refuse', () => {
    expect(formatMoneyTyped('55')).toBe('55,00');
    expect(formatMoneyTyped('55,5')).toBe('55,50');
    expect(formatMoneyTyped('1234,5')).toBe('1.234,50');
    expect(formatMoneyTyped('1.234,56')).toBe('1.234,56');
    expect(formatMoneyTyped('')).toBe('');
    expect(formatMoneyTyped('1.23,4')).toBe('1.23,4');
  });

  it('shows a stored amount the way it is typed', () => {
    expect(moneyFieldText(1234.5)).toBe('1.234,50');
    expect(moneyFieldText(0)).toBe('0,00');
    expect(parseMoney(moneyFieldText(25.9))).toBe(25.9);
  });
});
