import * as v from '@colabora/shared/schema';

/*
 * The one way to upload a picture (profile photo, institution logo, product photo): JSON
 * `{ imagem: 'data:image/png;base64,...' }`. The server decodes the bytes, checks they are what
 * the data URL says, and stores its own re-encoding, never the uploaded bytes.
 */

/** Image types an upload may be, as the data URL names them. */
export const IMAGEM_TIPOS = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImagemTipo = (typeof IMAGEM_TIPOS)[number];

/** Largest picture accepted, decoded (the 1 MiB request limit holds it in base64). */
export const IMAGEM_MAX_BYTES = 700 * 1024;

export const IMAGEM_MESSAGES = {
  missing: 'Envie a imagem.',
  invalid: 'Imagem inválida.',
  type: 'Tipo de imagem não suportado: use PNG, JPEG, WebP ou GIF.',
  tooLarge: `A imagem deve ter no máximo ${IMAGEM_MAX_BYTES / 1024} KB.`,
} as const;

const DATA_URL = /^data:(image\/[\w.+-]+);base64,([\s\S]*)$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decoded size of a base64 text, without decoding it. */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * A picture as a data URL of an accepted type, at most IMAGEM_MAX_BYTES once decoded.
 * @example v.parse(imagemDataUrlSchema, 'data:image/png;base64,iVBORw0KGgo...')
 */
export const imagemDataUrlSchema = v.pipe(
  v.string(IMAGEM_MESSAGES.missing),
  v.nonEmpty(IMAGEM_MESSAGES.missing),
  v.regex(DATA_URL, IMAGEM_MESSAGES.invalid),
  v.check(
    (text: string) => (IMAGEM_TIPOS as readonly string[]).includes(DATA_URL.exec(text)?.[1] ?? ''),
    IMAGEM_MESSAGES.type,
  ),
  v.check((text: string) => {
    const base64 = DATA_URL.exec(text)?.[2] ?? '';
    return base64.length % 4 === 0 && BASE64.test(base64);
  }, IMAGEM_MESSAGES.invalid),
  v.check((text: string) => decodedBytes(DATA_URL.exec(text)?.[2] ?? '') <= IMAGEM_MAX_BYTES, IMAGEM_MESSAGES.tooLarge),
);

/**
 * Body of every picture upload: POST /api/Usuario/foto/me, PUT /api/instituicao/logo and
 * PUT /api/produtos-servicos/{id}/foto.
 * @example v.parse(imagemUploadSchema, { imagem: `data:image/jpeg;base64,${base64}` })
 */
export const imagemUploadSchema = v.strictObject({ imagem: imagemDataUrlSchema });
export type ImagemUpload = v.InferOutput<typeof imagemUploadSchema>;

/**
 * The declared type and the base64 text of an accepted data URL (call it on what `imagemDataUrlSchema` let through).
 * @example parseImagemDataUrl('data:image/png;base64,AAAA') // → { tipo: 'image/png', base64: 'AAAA' }
 */
export function parseImagemDataUrl(dataUrl: string): { tipo: string; base64: string } {
  const match = DATA_URL.exec(dataUrl);
  return { tipo: match?.[1] ?? '', base64: match?.[2] ?? '' };
}
