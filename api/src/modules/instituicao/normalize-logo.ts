import sharp from 'sharp';

/** The stored logo fits in 512×512 (it is shown small: side menu, privacy page, reports). */
export const LOGO_MAX_SIZE = 512;

/** Refuses decompression bombs: a 1 MiB upload cannot honestly hold more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Raster formats a logo may arrive in; SVG is refused (scripts and external references). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'tiff', 'avif', 'heif']);

export class InvalidLogoError extends Error {
  override name = 'InvalidLogoError';
}

/**
 * Decodes the bytes as a raster image whatever they claim to be, turns it upright (EXIF), scales
 * it down to fit 512×512 keeping its proportions and transparency, and re-encodes it as PNG: what
 * is stored is always an image the server produced, never the uploaded bytes.
 * @throws InvalidLogoError when the bytes are not an accepted image.
 */
export async function normalizeLogo(bytes: Uint8Array): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { width, height, format } = await image.metadata();
    if (!width || !height || !format || !ACCEPTED_FORMATS.has(format)) throw new InvalidLogoError(`formato ${format}`);
    return await image
      .rotate()
      .resize(LOGO_MAX_SIZE, LOGO_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof InvalidLogoError) throw error;
    throw new InvalidLogoError(error instanceof Error ? error.message : String(error));
  }
}

/** The bytes of a base64 image, bare or as a data URL (whitespace ignored). */
export function decodeBase64Image(text: string): Uint8Array {
  const base64 = text.replace(/^data:image\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  return Buffer.from(base64, 'base64');
}
