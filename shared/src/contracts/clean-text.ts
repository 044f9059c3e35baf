/*
 * Text that people read as a label (a name, a title, a file name) or as a message, with nothing in
 * it they cannot see (issue #22). Control characters (\p{Cc}: BEL, ESC…) and format characters
 * (\p{Cf}: the bidi overrides that turn `invoice\u202Efdp.exe` into "invoiceexe.pdf", zero-width
 * spaces, soft hyphens) are stripped, not refused: the person who typed or pasted them cannot see
 * them, so a refusal would point at nothing on their screen. One exception keeps emoji whole: a
 * zero-width joiner between two pictographs (👩‍💻). Every contract that accepts a label or free
 * text cleans it through these two functions (admin/common.ts, chat-midia.ts).
 */

/** Line breaks and tabs of every kind: in a label they become one space. */
const LINE_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Control and format characters, except the zero-width joiner (handled apart). */
const INVISIBLE = /(?!\u200D)[\p{Cc}\p{Cf}]/gu;
/** Control characters a multi-line text keeps: line feed and tab. */
const INVISIBLE_IN_TEXT = /(?![\n\t\u200D])[\p{Cc}\p{Cf}]/gu;
/** A zero-width joiner that does not join two pictographs (an emoji sequence keeps its own). */
const LOOSE_JOINER =
  /(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * A one-line label as it will be shown: line breaks and tabs become a space, other control and
 * format characters go, the ends are trimmed.
 * @example cleanLabel('  Promoção\u202E\u0007 de\nNatal ') // → 'Promoção de Natal'
 * @example cleanLabel('Equipe 👩‍💻') // → 'Equipe 👩‍💻' (the emoji's joiner stays)
 */
export function cleanLabel(text: string): string {
  return text.replace(LINE_SPACE, ' ').replace(INVISIBLE, '').replace(LOOSE_JOINER, '').trim();
}

/**
 * A multi-line text (a message, a description): line breaks (normalised to \n) and tabs stay;
 * other control and format characters go. Not trimmed (its schema decides).
 * @example cleanText('Olá,\r\nvisite\u200B nosso site\u001B[31m') // → 'Olá,\nvisite nosso site[31m'
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE_IN_TEXT, '').replace(LOOSE_JOINER, '');
}
