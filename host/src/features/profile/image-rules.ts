/**
 * Image types Meu Perfil's photo picker accepts (SPEC §5): png, jpg, jpeg, bmp, gif, tiff, webp,
 * icon. A browser names a file's type from its extension; the server checks the bytes again.
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpg',
  'image/jpeg',
  'image/bmp',
  'image/gif',
  'image/tiff',
  'image/webp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

/** The seed's cropper messages, verbatim (SPEC §8). */
export const CROPPER_MESSAGES = {
  invalidType: 'Invalid image type',
  noImage: 'No image loaded',
} as const;

/**
 * The seed's cropper defaults (SPEC §5, §9): quality 92, png, min 20 px, square, 350×350. The shared
 * picker's square cropper is always square and keeps at least a quarter of the picture's shorter side.
 */
export const CROPPER_DEFAULTS = {
  quality: 0.92,
  format: 'image/png',
  minSize: 20,
  aspectRatio: 1,
  width: 350,
  height: 350,
} as const;
