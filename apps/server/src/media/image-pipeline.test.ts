import { LIMITS } from '@mohalla/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bombPng, phoneJpeg, sidewaysJpeg, solid } from '../../test/helpers/images.ts';
import { IMAGE_MESSAGES, ImageRejectedError, processImage, variantWidthsFor } from './image-pipeline.ts';

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  const error = await processImage(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('processImage', () => {
  it('strips EXIF including GPS from every variant', async () => {
    const input = await phoneJpeg(1200, 900);
    const inputMeta = await sharp(input).metadata();
    // The fixture must really carry the metadata, or this test would prove nothing.
    expect(inputMeta.exif?.includes('MohallaTestPhone')).toBe(true);

    const result = await processImage(input);
    expect(result.variants.length).toBeGreaterThan(0);
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(variant.buffer.includes('MohallaTestPhone')).toBe(false);
      expect(variant.buffer.includes('Exif')).toBe(false);
    }
  });

  it('auto-orients from EXIF orientation 6, swapping width and height', async () => {
    const result = await processImage(await sidewaysJpeg());
    expect({ width: result.width, height: result.height }).toEqual({ width: 600, height: 1000 });
    const variant = result.variants[0]!;
    const { data, info } = await sharp(variant.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    expect(info.height).toBe(533);
    expect((await sharp(variant.buffer).metadata()).orientation).toBeUndefined();
    // Rotating clockwise puts the left (red) half on top and the right (blue) half at the bottom.
    const pixel = (y: number) => [...data.subarray((y * info.width + 160) * info.channels, (y * info.width + 160) * info.channels + 3)];
    const [top, bottom] = [pixel(20), pixel(info.height - 20)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('produces WebP variants at 320, 800 and 1600 from a large photo', async () => {
    const result = await processImage(await phoneJpeg(3000, 2000));
    expect(result.variants.map((v) => v.width)).toEqual([320, 800, 1600]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 3000));
    }
    expect(result).toMatchObject({ width: 3000, height: 2000 });
    expect(result.bytes).toBe(result.variants.reduce((sum, v) => sum + v.buffer.length, 0));
  });

  it('never upscales', async () => {
    const medium = await processImage(await solid(1000, 500).png().toBuffer());
    expect(medium.variants.map((v) => v.width)).toEqual([320, 800]);

    const small = await processImage(await solid(200, 150).webp().toBuffer());
    expect(small.variants.map((v) => v.width)).toEqual([200]);
    const meta = await sharp(small.variants[0]!.buffer).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 200, height: 150, format: 'webp' });
  });

  it('accepts AVIF, the HEIF flavour this sharp build can decode', async () => {
    const avif = await solid(900, 600).avif({ effort: 0 }).toBuffer();
    expect((await sharp(avif).metadata()).format).toBe('heif');
    const result = await processImage(avif);
    expect(result.variants.map((v) => v.width)).toEqual([320, 800]);
  });

  it('keeps transparency of PNG input', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const result = await processImage(png);
    expect((await sharp(result.variants[0]!.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('rejects a text file renamed to .jpg', async () => {
    const error = await rejection(Buffer.from('Totally a photo of my flat, honest.\n'.repeat(20)));
    expect(error.message).toBe(IMAGE_MESSAGES.unsupported);
    expect(error.status).toBe(415);
  });

  it('rejects image formats outside the allowed list, such as SVG and GIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>');
    expect((await rejection(svg)).message).toBe(IMAGE_MESSAGES.unsupported);
    expect((await rejection(await solid(100, 100).gif().toBuffer())).message).toBe(IMAGE_MESSAGES.unsupported);
  });

  it('rejects a truncated JPEG as unreadable', async () => {
    const jpeg = await phoneJpeg(1200, 900);
    expect((await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).message).toBe(IMAGE_MESSAGES.unreadable);
  });

  it('rejects a decompression bomb without decoding it', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(200_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 20_000, height: 20_000 });

    const error = await rejection(bomb);
    expect(error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(error.status).toBe(413);
  });

  it('rejects input larger than 50 MB before looking at it', async () => {
    const error = await rejection(Buffer.alloc(LIMITS.maxImageBytes + 1));
    expect(error.message).toBe('Image is larger than 50MB');
    expect(error.status).toBe(413);
  });

  it('rejects empty input', async () => {
    expect((await rejection(Buffer.alloc(0))).message).toBe(IMAGE_MESSAGES.unsupported);
  });
});

describe('variantWidthsFor', () => {
  it('keeps only widths the source can fill, with the source width as the floor', () => {
    expect(variantWidthsFor(4000)).toEqual([320, 800, 1600]);
    expect(variantWidthsFor(1600)).toEqual([320, 800, 1600]);
    expect(variantWidthsFor(799)).toEqual([320]);
    expect(variantWidthsFor(120)).toEqual([120]);
  });
});
