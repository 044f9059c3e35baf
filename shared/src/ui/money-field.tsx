import type { FocusEvent } from 'react';
import { formatMoneyTyped, typeMoney } from '../format/money-typing';
import { TextField, type TextFieldProps } from './text-field';

export type MoneyFieldProps = Omit<TextFieldProps, 'mask' | 'inputMode' | 'type'>;

/**
 * Writes `value` into the input the way typing does, so React's onChange runs (react-hook-form's
 * `register` or a controlled parent both hear of it).
 */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The one money input (issue #28): typed as people write money ("55" is R$ 55,00, "55,5" is
 * R$ 55,50, "1.234,56"), tidied to two decimals when left. Works with react-hook-form's
 * `register` like TextField; read the amount with `parseMoney`. The label says "(R$)".
 * @example <MoneyField label="Preço (R$)" required error={errors.preco?.message} {...register('preco')} />
 */
export function MoneyField({ onBlur, placeholder = '0,00', ...props }: MoneyFieldProps) {
  function handleBlur(event: FocusEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const tidy = formatMoneyTyped(input.value);
    if (tidy !== input.value) typeInto(input, tidy);
    onBlur?.(event);
  }

  return <TextField {...props} inputMode="decimal" placeholder={placeholder} mask={typeMoney} onBlur={handleBlur} />;
}
