import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { InvalidImageError, LOGO_FIT, normalizeImage, PHOTO_FIT, sniffImageType } from './normalize-image';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });

describe('normalizeImage', () => {
  it('stores photos as a 350×350 PNG, centre-cropped, whatever the accepted type', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', await picture(800, 400).jpeg().toBuffer()],
      ['image/webp', await picture(300, 900).webp().toBuffer()],
      ['image/gif', await picture(40, 40).gif().toBuffer()],
      ['image/png', await picture(351, 350).png().toBuffer()],
    ] as const) {
      const meta = await sharp(await normalizeImage(dataUrl(type, bytes), PHOTO_FIT)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', 350, 350], type);
    }
  });

  it('fits logos within 512 px keeping proportions, never enlarging them', async () => {
    const big = await sharp(
      await normalizeImage(dataUrl('image/png', await picture(2048, 1024).png().toBuffer()), LOGO_FIT),
    ).metadata();
    assert.deepEqual([big.width, big.height, big.hasAlpha], [512, 256, true]);
    const small = await sharp(
      await normalizeImage(dataUrl('image/png', await picture(64, 32).png().toBuffer()), LOGO_FIT),
    ).metadata();
    assert.deepEqual([small.width, small.height], [64, 32]);
  });

  it('keeps nothing of the upload but its pixels: EXIF and comments are gone', async () => {
    const withExif = await picture(100, 100)
      .withMetadata({ exif: { IFD0: { Artist: 'quem-fotografou', Copyright: 'segredo' } } })
      .jpeg()
      .toBuffer();
    assert.ok(withExif.includes('quem-fotografou'));
    const stored = await normalizeImage(dataUrl('image/jpeg', withExif), PHOTO_FIT);
    assert.ok(!stored.includes('quem-fotografou'));
    assert.equal((await sharp(stored).metadata()).exif, undefined);
  });

  it('refuses what is not an accepted image before any decoder sees it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="9" height="9"/>');
    const bmp = Buffer.from('BM6\u0000\u0000\u0000\u0000\u0000');
    for (const [type, bytes] of [
      ['image/png', svg],
      ['image/svg+xml', svg],
      ['image/png', bmp],
      ['image/png', Buffer.from('texto comum')],
    ] as const) {
      await assert.rejects(normalizeImage(dataUrl(type, bytes), PHOTO_FIT), (error: unknown) => {
        return error instanceof InvalidImageError && error.reason === 'not-an-image';
      });
    }
  });

  it('refuses bytes of another type than the data URL names, and truncated images', async () => {
    const png = await picture(10, 10).png().toBuffer();
    await assert.rejects(
      normalizeImage(dataUrl('image/jpeg', png), PHOTO_FIT),
      (error: unknown) => error instanceof InvalidImageError && error.reason === 'type-mismatch',
    );
    await assert.rejects(
      normalizeImage(dataUrl('image/png', png.subarray(0, 40)), PHOTO_FIT),
      (error: unknown) => error instanceof InvalidImageError && error.reason === 'not-an-image',
    );
  });
});

describe('sniffImageType', () => {
  it('reads the signature of PNG, JPEG, WebP and GIF only', () => {
    assert.equal(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex')), 'image/png');
    assert.equal(sniffImageType(Buffer.from('ffd8ffe000', 'hex')), 'image/jpeg');
    assert.equal(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')), 'image/webp');
    assert.equal(sniffImageType(Buffer.from('GIF89a')), 'image/gif');
    assert.equal(sniffImageType(Buffer.from('<svg')), null);
    assert.equal(sniffImageType(new Uint8Array()), null);
  });
});
