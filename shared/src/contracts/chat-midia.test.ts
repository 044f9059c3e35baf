import * as v from '@colabora/shared/schema';
import { enviarMidiaInputSchema, MIDIA_MAX_BYTES, MIDIA_MESSAGES, midiaOfDataUrl, midiaRefusal } from './chat-midia';

const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const issues = (input: unknown) => {
  const result = v.safeParse(enviarMidiaInputSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('a file sent in a conversation', () => {
  it('is accepted as a data URL of a known type, with its kind and decoded size', () => {
    expect(midiaOfDataUrl(`data:application/pdf;base64,${base64Of(10)}`)).toEqual({
      mime: 'application/pdf',
      tipo: 'documento',
      base64: base64Of(10),
      bytes: 10,
    });
    const parsed = v.parse(enviarMidiaInputSchema, {
      arquivo: `data:image/jpeg;base64,${base64Of(3)}`,
      nome: 'C:\\fotos\\cardápio.jpg',
    });
    expect(parsed).toEqual({
      arquivo: `data:image/jpeg;base64,${base64Of(3)}`,
      nome: 'cardápio.jpg',
      legenda: '',
      voz: false,
    });
  });

  it('is refused with a pt-BR reason when its type could run in a browser or is unknown', () => {
    expect(issues({ arquivo: `data:image/svg+xml;base64,${base64Of(3)}`, nome: 'x.svg' })).toEqual([
      MIDIA_MESSAGES.type,
    ]);
    expect(issues({ arquivo: `data:text/html;base64,${base64Of(3)}`, nome: 'x.html' })).toEqual([MIDIA_MESSAGES.type]);
    expect(midiaRefusal('application/x-msdownload', 10)).toBe(MIDIA_MESSAGES.type);
  });

  it('is refused past the limit of its kind, naming the limit', () => {
    expect(midiaRefusal('image/png', MIDIA_MAX_BYTES.imagem + 1)).toBe('O arquivo deve ter no máximo 5 MB (imagem).');
    expect(midiaRefusal('video/mp4', MIDIA_MAX_BYTES.video)).toBeNull();
    expect(issues({ arquivo: `data:image/png;base64,${base64Of(MIDIA_MAX_BYTES.imagem + 3)}`, nome: 'a.png' })).toEqual(
      [MIDIA_MESSAGES.tooLarge('imagem')],
    );
  });

  it('needs a name and refuses broken base64', () => {
    expect(issues({ arquivo: `data:image/png;base64,${base64Of(3)}`, nome: '  ' })).toEqual([MIDIA_MESSAGES.nome]);
    expect(issues({ arquivo: 'data:image/png;base64,abc', nome: 'a.png' })).toEqual([MIDIA_MESSAGES.invalid]);
  });

  it('takes a voice note only as an audio without a caption (WhatsApp’s voice notes carry none)', () => {
    const voz = 'Mensagem de voz: só um áudio, sem legenda.';
    expect(issues({ arquivo: `data:audio/webm;base64,${base64Of(3)}`, nome: 'voz.webm', voz: true })).toEqual([]);
    expect(issues({ arquivo: `data:image/png;base64,${base64Of(3)}`, nome: 'a.png', voz: true })).toEqual([voz]);
    expect(
      issues({ arquivo: `data:audio/webm;base64,${base64Of(3)}`, nome: 'voz.webm', legenda: 'ouça', voz: true }),
    ).toEqual([voz]);
  });
});
