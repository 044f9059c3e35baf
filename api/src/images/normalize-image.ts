import { IMAGEM_TIPOS, parseImagemDataUrl, type ImagemTipo } from '@colabora/shared/contracts';
import sharp from 'sharp';

/*
 * The one place uploaded pictures become stored pictures (profile photo, institution logo,
 * product photo). Whatever arrives, what is stored is a PNG the server drew: decoded, turned
 * upright, resized by the caller's rule and re-encoded without any metadata (EXIF, GPS, ICC text).
 */

/** How a caller sizes its pictures. */
export type ImageFit =
  /** Centre-cropped to a square of `size` (SPEC §5, §9: photos are 350×350). */
  | { fit: 'cover'; size: number }
  /** Scaled down to fit a `size` square, keeping proportions and transparency; never enlarged. */
  | { fit: 'inside'; size: number };

/** Profile and product photos: square, 350×350 (SPEC §5, §9). */
export const PHOTO_FIT: ImageFit = { fit: 'cover', size: 350 };
/** Institution logos: within 512×512 (shown small: side menu, privacy page, reports). */
export const LOGO_FIT: ImageFit = { fit: 'inside', size: 512 };

/** The only content type a stored picture has. */
export const STORED_IMAGE_TYPE = 'image/png';

/** Refuses decompression bombs: a 1 MiB upload cannot honestly hold more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

export type InvalidImageReason = 'not-an-image' | 'type-mismatch';

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';

  constructor(
    readonly reason: InvalidImageReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** sharp's name for each accepted type. */
const SHARP_FORMAT: Readonly<Record<ImagemTipo, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * What the bytes are, by their signature, among the accepted types; null for anything else.
 * Sniffed before sharp sees them, so an SVG (scripts, external references) never reaches librsvg
 * and no other decoder is ever asked to guess.
 */
export function sniffImageType(bytes: Uint8Array): ImagemTipo | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  return null;
}

/**
 * The picture of an upload (`{ imagem: 'data:image/...;base64,...' }`, already validated by
 * `imagemUploadSchema`) as the PNG to store, sized by `rule`.
 * @throws InvalidImageError when the bytes are not an accepted image ('not-an-image') or not the
 *   type the data URL names ('type-mismatch').
 * @example const png = await normalizeImage(request.input.body.imagem, PHOTO_FIT);
 */
export async function normalizeImage(dataUrl: string, rule: ImageFit): Promise<Buffer> {
  const { tipo, base64 } = parseImagemDataUrl(dataUrl);
  const bytes = Buffer.from(base64, 'base64');
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new InvalidImageError('not-an-image', 'assinatura desconhecida');
  if (!(IMAGEM_TIPOS as readonly string[]).includes(tipo) || tipo !== sniffed) {
    throw new InvalidImageError('type-mismatch', `declarado ${tipo}, conteúdo ${sniffed}`);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { width, height, format } = await image.metadata();
    if (!width || !height || format !== SHARP_FORMAT[sniffed]) {
      throw new InvalidImageError('not-an-image', `formato ${format ?? '?'}`);
    }
    const resized =
      rule.fit === 'cover'
        ? image.rotate().resize(rule.size, rule.size, { fit: 'cover', position: 'centre' })
        : image.rotate().resize(rule.size, rule.size, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (withMetadata): nothing of the upload survives.
    return await resized.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError('not-an-image', error instanceof Error ? error.message : String(error));
  }
}
