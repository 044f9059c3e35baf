import { CROPPER_DEFAULTS, CROPPER_MESSAGES } from './image-rules';

/** The part of a cropperjs instance the crop needs (tests pass a fake). */
export type CropSource = {
  getImageData(): { naturalWidth: number; naturalHeight: number };
  getCroppedCanvas(options: {
    width: number;
    height: number;
    minWidth: number;
    minHeight: number;
    imageSmoothingEnabled: boolean;
    imageSmoothingQuality: 'high';
  }): HTMLCanvasElement | null;
};

export class CropError extends Error {}

/**
 * The cropped square as a 350×350 PNG at quality 0.92 (SPEC §5, §9).
 * @throws CropError 'No image loaded' when there is no image to crop.
 */
export function cropToBlob(source: CropSource | null): Promise<Blob> {
  const image = source?.getImageData();
  if (!source || !image?.naturalWidth || !image.naturalHeight) throw new CropError(CROPPER_MESSAGES.noImage);
  const canvas = source.getCroppedCanvas({
    width: CROPPER_DEFAULTS.width,
    height: CROPPER_DEFAULTS.height,
    minWidth: CROPPER_DEFAULTS.minSize,
    minHeight: CROPPER_DEFAULTS.minSize,
    imageSmoothingEnabled: true,
    imageSmoothingQuality: 'high',
  });
  if (!canvas) throw new CropError(CROPPER_MESSAGES.noImage);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CropError(CROPPER_MESSAGES.noImage))),
      CROPPER_DEFAULTS.format,
      CROPPER_DEFAULTS.quality,
    ),
  );
}
