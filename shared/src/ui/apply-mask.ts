/** Characters a mask keeps from what is typed; everything else is decoration it re-creates. */
const SIGNIFICANT = /[\p{L}\p{N},]/u;

function countSignificant(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end && i < text.length; i += 1) if (SIGNIFICANT.test(text.charAt(i))) count += 1;
  return count;
}

function positionAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (SIGNIFICANT.test(text.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export type MaskedInput = { value: string; caret: number };

/**
 * Applies a mask to what an input holds after a keystroke and says where the caret belongs.
 * The caret keeps its place among the typed characters, so editing in the middle of
 * '(11) 99999-0001' does not throw it to the end. Deleting only a literal ('-', ')', a trailing
 * '%') would leave the masked value unchanged and the key would seem dead; the character before
 * it is deleted instead.
 *
 * @example
 * applyMask(maskPercent, '12,5', '12,5%', 4) // → { value: '12,%', caret: 3 }
 */
export function applyMask(mask: (value: string) => string, raw: string, previous: string, caret: number): MaskedInput {
  let source = raw;
  let sourceCaret = caret;
  if (raw.length < previous.length && mask(raw) === previous) {
    let index = caret - 1;
    while (index >= 0 && !SIGNIFICANT.test(raw.charAt(index))) index -= 1;
    if (index >= 0) {
      source = raw.slice(0, index) + raw.slice(index + 1);
      sourceCaret = index;
    }
  }
  const value = mask(source);
  return { value, caret: positionAfterSignificant(value, countSignificant(source, sourceCaret)) };
}
