import { ACCEPTED_IMAGE_TYPES, CROPPER_DEFAULTS, CROPPER_MESSAGES } from './image-rules';

describe('the photo cropper rules', () => {
  it('accepts png, jpg, jpeg, bmp, gif, tiff, webp and icon, and nothing else', () => {
    expect([...ACCEPTED_IMAGE_TYPES].sort()).toEqual(
      [
        'image/bmp',
        'image/gif',
        'image/jpeg',
        'image/jpg',
        'image/png',
        'image/tiff',
        'image/vnd.microsoft.icon',
        'image/webp',
        'image/x-icon',
      ].sort(),
    );
  });

  it('has the seed messages, verbatim', () => {
    expect(CROPPER_MESSAGES).toEqual({ invalidType: 'Invalid image type', noImage: 'No image loaded' });
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
});
