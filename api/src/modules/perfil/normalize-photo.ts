import sharp from 'sharp';

/** SPEC §5, §9: profile pictures are square, 350×350. */
export const PHOTO_SIZE = 350;

/** Refuses decompression bombs: a 1 MiB upload cannot honestly hold more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/**
 * Decodes the bytes as an image whatever the file was called or claimed to be, turns it upright
 * (EXIF orientation), centre-crops it to a square of 350×350 and re-encodes it as PNG: the stored
 * picture is always an image the server produced, never the uploaded bytes.
 * @throws InvalidImageError when the bytes are not an image sharp can decode.
 */
export async function normalizePhoto(bytes: Uint8Array): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new InvalidImageError('sem dimensões');
    return await image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError(error instanceof Error ? error.message : String(error));
  }
}
