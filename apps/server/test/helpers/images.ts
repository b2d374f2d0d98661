import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for pipeline and upload tests. */
export function solid(width: number, height: number, colour = '#3b82f6') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A JPEG as a phone writes it: camera make and GPS position in EXIF. */
export async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'MohallaTestPhone', Model: 'Pixel Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 26/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '78/1 34/1 0/1' },
    })
    .toBuffer();
}

/** Left half red, right half blue, stored sideways with EXIF orientation 6 (display rotated 90 degrees clockwise). */
export async function sidewaysJpeg(): Promise<Buffer> {
  const blue = await solid(500, 600, '#0000ff').png().toBuffer();
  return solid(1000, 600, '#ff0000')
    .composite([{ input: blue, left: 500, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid 20000x20000 one-bit PNG: 400 megapixels that compress to a few kilobytes. */
export function bombPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo-like picture with structure at every scale: a grid of 9x8 grey cells (from `seed`) under soft noise, so
 * a resized or re-encoded copy keeps its difference hash and a picture from another seed does not share it.
 */
export async function patternPhoto(seed: number, width = 720, height = 640): Promise<ReturnType<typeof sharp>> {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
  const cells = Array.from({ length: 72 }, () => Math.round(next() * 255));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grey = cells[Math.floor((y * 8) / height) * 9 + Math.floor((x * 9) / width)]!;
      const v = Math.max(0, Math.min(255, grey + Math.round((next() - 0.5) * 16)));
      pixels.fill(v, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
