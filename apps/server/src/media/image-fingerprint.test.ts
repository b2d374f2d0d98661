import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { patternPhoto, solid } from '../../test/helpers/images.ts';
import { differenceHash, hammingDistance, sha256Hex } from './image-fingerprint.ts';
import { processImage } from './image-pipeline.ts';

const hashOf = async (bytes: Buffer) => differenceHash(sharp(bytes));

describe('differenceHash', () => {
  it('gives a re-encoded, resized copy of a picture the same or a near hash', async () => {
    const original = await (await patternPhoto(7)).jpeg({ quality: 92 }).toBuffer();
    const smaller = await sharp(original).resize(360).jpeg({ quality: 60 }).toBuffer();
    const asWebp = await sharp(original).resize(1000).webp({ quality: 70 }).toBuffer();
    const hash = await hashOf(original);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(hash, await hashOf(smaller))).toBeLessThanOrEqual(2);
    expect(hammingDistance(hash, await hashOf(asWebp))).toBeLessThanOrEqual(2);
  });

  it('gives different pictures far-apart hashes', async () => {
    const a = await hashOf(await (await patternPhoto(7)).png().toBuffer());
    const b = await hashOf(await (await patternPhoto(8)).png().toBuffer());
    expect(hammingDistance(a, b)).toBeGreaterThan(10);
  });

  it('gives a featureless picture the all-zero hash, whatever its colour', async () => {
    expect(await hashOf(await solid(200, 100, '#ff0000').png().toBuffer())).toBe('0000000000000000');
    expect(await hashOf(await solid(50, 300, '#00ff00').png().toBuffer())).toBe('0000000000000000');
  });
});

describe('processImage fingerprint', () => {
  it('keeps the SHA-256 of the uploaded bytes and the picture’s dHash', async () => {
    const bytes = await (await patternPhoto(3)).jpeg().toBuffer();
    const { fingerprint } = await processImage(bytes);
    expect(fingerprint?.sha256).toBe(sha256Hex(bytes));
    expect(fingerprint?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Hashed from the decoded, shrunk pixels: the same picture as the original's own hash, within a bit or two.
    expect(hammingDistance(fingerprint!.dhash, await hashOf(bytes))).toBeLessThanOrEqual(2);
  });
});

describe('hammingDistance', () => {
  it('counts the differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', '000000000000000f')).toBe(4);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
  });
});
