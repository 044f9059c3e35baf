import * as v from '@colabora/shared/schema';
import { IMAGEM_MAX_BYTES, imagemUploadSchema, parseImagemDataUrl } from './imagem';
import { pageQueryEntries } from './page';

const messageFor = (imagem: unknown) => {
  const result = v.safeParse(imagemUploadSchema, { imagem });
  return result.success ? null : result.issues[0]?.message;
};

describe('imagemUploadSchema', () => {
  it('takes a data URL of PNG, JPEG, WebP or GIF', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif']) expect(messageFor(`data:image/${type};base64,AAAA`)).toBeNull();
    expect(parseImagemDataUrl('data:image/png;base64,AAAA')).toEqual({ tipo: 'image/png', base64: 'AAAA' });
  });

  it('refuses other types, bare base64 and malformed text, in pt-BR', () => {
    expect(messageFor('data:image/svg+xml;base64,AAAA')).toBe(
      'Tipo de imagem não suportado: use PNG, JPEG, WebP ou GIF.',
    );
    expect(messageFor('AAAA')).toBe('Imagem inválida.');
    expect(messageFor('data:image/png;base64,AA A')).toBe('Imagem inválida.');
    expect(messageFor('')).toBe('Envie a imagem.');
    expect(v.safeParse(imagemUploadSchema, { imagem: 'data:image/png;base64,AAAA', tipo: 'x' }).success).toBe(false);
  });

  it('caps the decoded size', () => {
    const justOver = 'A'.repeat(Math.ceil((IMAGEM_MAX_BYTES + 3) / 3) * 4);
    expect(messageFor(`data:image/png;base64,${justOver}`)).toBe('A imagem deve ter no máximo 700 KB.');
  });
});

describe('pageQueryEntries', () => {
  const schema = v.strictObject(pageQueryEntries({ pageSizeDefault: 20, pageSizeMax: 100 }));
  it('reads page and pageSize from the query string, with defaults', () => {
    expect(v.parse(schema, {})).toEqual({ page: 1, pageSize: 20 });
    expect(v.parse(schema, { page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(v.safeParse(schema, { pageSize: '101' }).issues?.[0]?.message).toBe('Tamanho da página: no máximo 100.');
    expect(v.safeParse(schema, { page: '0' }).issues?.[0]?.message).toBe('Página: no mínimo 1.');
  });
});
