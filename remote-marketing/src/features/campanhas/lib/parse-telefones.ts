import { onlyDigits } from '@colabora/shared/format';

export type TelefonesLidos = { validos: string[]; invalidos: string[] };

/**
 * Reads a pasted or imported list of phone numbers (one per line, or separated by commas,
 * semicolons or tabs, as a spreadsheet exports them): national numbers with DDD, with or without
 * +55 and punctuation. Valid ones come back as digits, once each; the rest as written, to be shown.
 * @example parseTelefones('(11) 98888-7777\n+55 21 3333-4444\nabc') // { validos: ['11988887777', '2133334444'], invalidos: ['abc'] }
 */
export function parseTelefones(texto: string): TelefonesLidos {
  const validos = new Set<string>();
  const invalidos: string[] = [];
  for (const token of texto.split(/[\n\r,;\t]+/)) {
    const escrito = token.trim();
    if (!escrito) continue;
    let digitos = onlyDigits(escrito);
    if ((digitos.length === 12 || digitos.length === 13) && digitos.startsWith('55')) digitos = digitos.slice(2);
    if (/^[1-9][0-9]\d{8,9}$/.test(digitos)) validos.add(digitos);
    else invalidos.push(escrito);
  }
  return { validos: [...validos], invalidos };
}
