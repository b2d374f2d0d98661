import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';

/** What finds the same photo posted by two accounts: its exact bytes, and what the picture looks like. */
export type ImageFingerprint = { sha256: string; dhash: string };

const HASH_WIDTH = 9;
const HASH_HEIGHT = 8;

/**
 * A 64-bit difference hash (dHash) of a picture, as 16 hex digits: shrunk to 9x8 grey pixels, each bit says
 * whether a pixel is brighter than its right neighbour. Re-encoding, resizing or recompressing a photo keeps
 * (nearly) the same bits; a different picture gets different ones. `image` is already oriented.
 */
export async function differenceHash(image: Sharp): Promise<string> {
  const { data, info } = await image
    .clone()
    .removeAlpha()
    .greyscale()
    .resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = info.channels;
  const grey = (x: number, y: number) => data[(y * HASH_WIDTH + x) * step]!;
  let bits = 0n;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) bits = (bits << 1n) | (grey(x, y) > grey(x + 1, y) ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of two dHashes' 64 bits differ: 0 for the same picture, a few for a re-encoded copy. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff > 0n; diff >>= 1n) count += Number(diff & 1n);
  return count;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
