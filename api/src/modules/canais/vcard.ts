/*
 * The little of a vCard (RFC 6350, and the 3.0 WhatsApp writes) a contact card shows: the name and
 * the phones. WhatsApp's own cards read
 *   BEGIN:VCARD / VERSION:3.0 / N:;Maria;;; / FN:Maria Souza / TEL;type=CELL;waid=5511988887777:+55 11 98888-7777 / END:VCARD
 * (an `item1.` group prefix on some lines, folded long lines, `\,` escapes).
 */

/** Folded lines (RFC 6350 §3.2: a line starting with a space or tab continues the previous one). */
const unfold = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '');

const unescape = (value: string) => value.replace(/\\([,;:\\])/g, '$1').replace(/\\n/gi, ' ');

/** The property name of a line, without its group ('item1.TEL;type=CELL' → 'TEL'). */
function propertyOf(line: string): { name: string; params: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const [head = '', ...params] = line.slice(0, colon).split(';');
  return { name: head.replace(/^[\w-]+\./, '').toUpperCase(), params: params.join(';'), value: line.slice(colon + 1) };
}

/**
 * The name (FN, else N) and the phones of a vCard; a phone is WhatsApp's `waid` when given (its
 * digits, as +E.164), else the number as written.
 * @example readVcard('BEGIN:VCARD\nFN:Maria\nTEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD')
 * // → { nome: 'Maria', telefones: ['+5511988887777'] }
 */
export function readVcard(vcard: string): { nome: string; telefones: string[] } {
  let nome = '';
  let nomeEstruturado = '';
  const telefones: string[] = [];
  for (const line of unfold(vcard).split('\n')) {
    const property = propertyOf(line.trim());
    if (!property) continue;
    if (property.name === 'FN') nome = unescape(property.value).trim();
    else if (property.name === 'N')
      nomeEstruturado = property.value.split(';').slice(0, 2).reverse().map(unescape).join(' ').trim();
    else if (property.name === 'TEL') {
      const waid = /(?:^|;)waid=(\d{8,15})/i.exec(property.params)?.[1];
      const telefone = waid ? `+${waid}` : unescape(property.value).trim();
      if (telefone && !telefones.includes(telefone)) telefones.push(telefone);
    }
  }
  return { nome: nome || nomeEstruturado, telefones };
}
