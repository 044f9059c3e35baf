/*
 * The geometry of a square crop, kept apart from the screen so it can be checked on its own: a
 * zoom (1 = the largest square the picture holds) and the centre of the square, in the picture's
 * own pixels. Drawing uses a 2D canvas only, so nothing but the browser is needed.
 */

/** A decoded picture: an ImageBitmap, or a canvas holding a turned copy. */
export type CropSource = ImageBitmap | HTMLCanvasElement;

export type Size = { width: number; height: number };

/** How much of the picture is kept: `zoom` ≥ 1 and the centre of the square, in picture pixels. */
export type Crop = { zoom: number; x: number; y: number };

/** The closest zoom: the kept square is a quarter of the picture's shorter side. */
export const MAX_ZOOM = 4;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The largest centred square: what a photo becomes when nothing is adjusted. */
export function centredCrop(source: Size): Crop {
  return { zoom: 1, x: source.width / 2, y: source.height / 2 };
}

/**
 * The crop kept inside the picture: zoom between 1 and MAX_ZOOM, and the centre where the whole
 * square still falls on the picture (no empty band in the result).
 * @example fitCrop({ width: 400, height: 300 }, { zoom: 1, x: 0, y: 0 }) // → { zoom: 1, x: 150, y: 150 }
 */
export function fitCrop(source: Size, crop: Crop): Crop {
  const zoom = clamp(Number.isFinite(crop.zoom) ? crop.zoom : 1, 1, MAX_ZOOM);
  const half = Math.min(source.width, source.height) / zoom / 2;
  return {
    zoom,
    x: clamp(crop.x, half, source.width - half),
    y: clamp(crop.y, half, source.height - half),
  };
}

/** The square the crop keeps: its left, top and side, in picture pixels. */
export function cropSquare(source: Size, crop: Crop): { sx: number; sy: number; side: number } {
  const fitted = fitCrop(source, crop);
  const side = Math.min(source.width, source.height) / fitted.zoom;
  return { sx: fitted.x - side / 2, sy: fitted.y - side / 2, side };
}

/**
 * The crop after the picture was dragged by (dx, dy) screen pixels on a stage `stageSize` pixels
 * wide: the picture follows the pointer, so the kept square moves the other way.
 */
export function dragCrop(source: Size, crop: Crop, dx: number, dy: number, stageSize: number): Crop {
  const { side } = cropSquare(source, crop);
  const scale = stageSize > 0 ? side / stageSize : 0;
  return fitCrop(source, { ...crop, x: crop.x - dx * scale, y: crop.y - dy * scale });
}

/** The crop at another zoom, around the same centre. */
export function zoomCrop(source: Size, crop: Crop, zoom: number): Crop {
  return fitCrop(source, { ...crop, zoom });
}

/** Draws the kept square onto `canvas`, filling it (the preview shows exactly what is saved). */
export function drawCrop(canvas: HTMLCanvasElement, source: CropSource, crop: Crop): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, side } = cropSquare(source, crop);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

export type CropOutput = {
  /** Side of the square produced, in pixels. */
  size: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  /** 0–1, for JPEG and WebP. */
  quality: number;
};

/**
 * The kept square as an image of `size` × `size`. A JPEG has no transparency: a transparent PNG
 * is laid on white rather than on black.
 */
export function cropToBlob(source: CropSource, crop: Crop, { size, type, quality }: CropOutput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D indisponível.'));
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
  }
  drawCrop(canvas, source, crop);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Imagem vazia.'))), type, quality),
  );
}

/** The picture turned a quarter to the right, on a new canvas. */
export function turnQuarter(source: CropSource): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = source.height;
  canvas.height = source.width;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.translate(canvas.width, 0);
  context.rotate(Math.PI / 2);
  context.drawImage(source, 0, 0);
  return canvas;
}
