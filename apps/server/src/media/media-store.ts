import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageFingerprint } from './image-fingerprint.ts';
import type { ProcessedImage } from './image-pipeline.ts';

/** Where processed images live; local disk by default, object storage can implement the same three calls. */
export type MediaStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
  /** Deletes temporary files older than `before` that a write cut short (a kill mid-write) left; answers how many. */
  sweepTemporary?(before: Date): Promise<number>;
};

export type StoredImage = {
  id: string;
  /** Storage key of each variant by width, as kept in ad_images.variants. */
  variants: Record<string, string>;
  width: number;
  height: number;
  bytes: number;
  fingerprint?: ImageFingerprint | undefined;
};

/** What `put` writes before renaming: `<file>.<uuid>.tmp`. */
const TEMP_FILE = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

// Segments start with a letter or digit, so "..", "." and hidden files can never be named.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** The store refused or could not be reached; the request that needed it fails with 503, nothing is kept half-done. */
export class MediaStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStoreUnavailableError';
  }
}

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKeyError';
  }
}

/**
 * True when the key is a relative path of safe segments. The pattern alone rules out "..": every list of ads asks this
 * of each photo's addresses (~50 keys), where splitting each key as well had cost more than the test.
 */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

/** Throws unless the key is a relative path of safe segments. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidMediaKeyError(key);
}

/** Files under `dir`, served by this server at /media (or by a CDN in front of it at `publicUrl`). */
export function createLocalMediaStore(dir: string, publicUrl = '/media'): MediaStore {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // Belt and braces on top of the pattern: the file must stay inside the root.
    const relative = path.relative(root, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw new InvalidMediaKeyError(key);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never serves a half-written file.
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      // Each image has its own directory; drop it once empty (fails harmlessly while siblings remain).
      const parent = path.dirname(file);
      if (parent !== root) await fs.rmdir(parent).catch(() => {});
    },
    urlFor(key) {
      assertValidKey(key);
      return `${publicUrl}/${key}`;
    },
    async sweepTemporary(before) {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !TEMP_FILE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || stat.mtime >= before) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

export function variantKey(id: string, width: number): string {
  return `${id.slice(0, 2)}/${id}/${width}.webp`;
}

/** Writes every variant under a fresh id; on failure nothing of this image is left behind. */
export async function storeProcessedImage(store: MediaStore, processed: ProcessedImage): Promise<StoredImage> {
  const id = randomUUID();
  const variants: Record<string, string> = {};
  for (const v of processed.variants) variants[String(v.width)] = variantKey(id, v.width);
  const results = await Promise.allSettled(processed.variants.map((v) => store.put(variantKey(id, v.width), v.buffer, 'image/webp')));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.allSettled(Object.values(variants).map((key) => store.delete(key)));
    throw failure.reason;
  }
  return { id, variants, width: processed.width, height: processed.height, bytes: processed.bytes, fingerprint: processed.fingerprint };
}
