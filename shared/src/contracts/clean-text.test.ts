import fc from 'fast-check';
import * as v from '@colabora/shared/schema';
import { requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { cleanFileName } from './chat-midia';
import { cleanLabel, cleanText } from './clean-text';

/** Control or format characters, except a joiner inside an emoji sequence. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const visibleLabel = (text: string) =>
  !INVISIBLE.test(
    text.replace(/(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu, ''),
  );

describe('labels and texts with nothing a reader cannot see', () => {
  it('strips BEL, ESC and bidi overrides from a label, and turns its line breaks into a space', () => {
    expect(cleanLabel('Promoção\u202E de\u0007 Natal\u001B')).toBe('Promoção de Natal');
    expect(cleanLabel('  Linha um\r\nlinha\tdois ')).toBe('Linha um linha dois');
    expect(cleanLabel('A\u200Bna\u00AD Sou\u2066za\u2069')).toBe('Ana Souza');
    expect(cleanLabel('\u202E\u0007')).toBe('');
  });

  it('keeps emoji whole (their zero-width joiner) and accents, and drops a loose joiner', () => {
    expect(cleanLabel('Equipe 👩‍💻 e 👨🏽‍🍳')).toBe('Equipe 👩‍💻 e 👨🏽‍🍳');
    expect(cleanLabel('Jo\u200Dão')).toBe('João');
  });

  it('keeps the line breaks and tabs of a text, normalised to \\n', () => {
    expect(cleanText('Olá,\r\n\tvisite\u200B nosso site\u0007\rAté!')).toBe('Olá,\n\tvisite nosso site\nAté!');
  });

  it('leaves no control or format character in any label or text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(visibleLabel(cleanLabel(text))).toBe(true);
        expect(visibleLabel(cleanText(text).replace(/[\n\t]/g, ''))).toBe(true);
        expect(cleanLabel(cleanLabel(text))).toBe(cleanLabel(text));
      }),
    );
  });

  it('cleans a file name of its folder, quotes and the RLO that would disguise its extension', () => {
    expect(cleanFileName('C:\\fotos\\fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(cleanFileName('/tmp/"nota"\u0000.pdf')).toBe('nota.pdf');
    expect(cleanFileName('a'.repeat(300))).toHaveLength(200);
  });

  it('is what the names and texts of every contract go through', () => {
    expect(v.parse(requiredTextSchema('Nome', 120), ' Campanha\u202E\u0007\u001B ')).toBe('Campanha');
    expect(v.safeParse(requiredTextSchema('Nome', 120), '\u202E\u0007').issues?.[0]?.message).toBe('Informe nome.');
    expect(v.parse(requiredMultilineSchema('Mensagem', 100), ' Oi!\r\nTudo bem?\u0007 ')).toBe('Oi!\nTudo bem?');
  });
});
