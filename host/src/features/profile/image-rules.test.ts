import { cropToBlob, type CropSource } from './crop-image';
import { ACCEPTED_IMAGE_TYPES, CROPPER_DEFAULTS, isAcceptedImageType } from './image-rules';

describe('the photo cropper rules', () => {
  it('accepts png, jpg, jpeg, bmp, gif, tiff, webp and icon, and nothing else', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) expect(isAcceptedImageType(type)).toBe(true);
    expect(isAcceptedImageType('IMAGE/PNG')).toBe(true);
    for (const type of ['image/svg+xml', 'application/pdf', 'text/plain', 'image/heic', ''])
      expect(isAcceptedImageType(type)).toBe(false);
  });

  it('has the seed defaults: quality 92, png, 20 px minimum, square, 350×350', () => {
    expect(CROPPER_DEFAULTS).toEqual({
      quality: 0.92,
      format: 'image/png',
      minSize: 20,
      aspectRatio: 1,
      width: 350,
      height: 350,
    });
  });

  it("says 'No image loaded' when there is nothing to crop", () => {
    expect(() => cropToBlob(null)).toThrow('No image loaded');
    const empty: CropSource = {
      getImageData: () => ({ naturalWidth: 0, naturalHeight: 0 }),
      getCroppedCanvas: () => null,
    };
    expect(() => cropToBlob(empty)).toThrow('No image loaded');
  });

  it('asks cropperjs for a 350×350 canvas and encodes it as png at quality 0.92', async () => {
    const toBlob = jest.fn((done: BlobCallback) => done(new Blob(['x'], { type: 'image/png' })));
    const getCroppedCanvas = jest.fn(() => ({ toBlob }) as unknown as HTMLCanvasElement);
    const blob = await cropToBlob({
      getImageData: () => ({ naturalWidth: 800, naturalHeight: 600 }),
      getCroppedCanvas,
    });
    expect(blob.type).toBe('image/png');
    expect(getCroppedCanvas).toHaveBeenCalledWith(
      expect.objectContaining({ width: 350, height: 350, minWidth: 20, minHeight: 20 }),
    );
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', 0.92);
  });
});
