import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessedImage } from './image-pipeline.ts';
import { InvalidMediaKeyError, createLocalMediaStore, storeProcessedImage, type MediaStore } from './media-store.ts';

let dir: string;
let store: MediaStore;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-media-'));
  store = createLocalMediaStore(dir);
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const processed: ProcessedImage = {
  width: 1200,
  height: 900,
  bytes: 7,
  variants: [
    { width: 320, buffer: Buffer.from('abc') },
    { width: 800, buffer: Buffer.from('defg') },
  ],
};

describe('createLocalMediaStore', () => {
  it('writes under its directory, creating subdirectories, and deletes', async () => {
    await store.put('ab/abcdef/320.webp', Buffer.from('hello'), 'image/webp');
    const file = path.join(dir, 'ab/abcdef/320.webp');
    expect(await fs.readFile(file, 'utf8')).toBe('hello');

    await store.put('ab/abcdef/320.webp', Buffer.from('again'), 'image/webp');
    expect(await fs.readFile(file, 'utf8')).toBe('again');
    // No temporary files are left behind by the write-then-rename.
    expect(await fs.readdir(path.join(dir, 'ab/abcdef'))).toEqual(['320.webp']);

    await store.delete('ab/abcdef/320.webp');
    await expect(fs.stat(file)).rejects.toThrow();
    await expect(fs.stat(path.join(dir, 'ab/abcdef'))).rejects.toThrow();
  });

  it('treats deleting a missing key as done', async () => {
    await expect(store.delete('zz/nothing/320.webp')).resolves.toBeUndefined();
  });

  it('gives URLs under /media', () => {
    expect(store.urlFor('ab/abcdef/800.webp')).toBe('/media/ab/abcdef/800.webp');
  });

  it.each(['../escape.webp', 'ab/../../escape.webp', '/etc/passwd', 'ab/./x.webp', '.hidden', 'ab//x.webp', 'C:\\x.webp', 'ab\\..\\x', ''])(
    'rejects the unsafe key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      expect(() => store.urlFor(key)).toThrow(InvalidMediaKeyError);
    },
  );

  it('never writes outside its directory', async () => {
    await store.put('ok/file.webp', Buffer.from('x'), 'image/webp').catch(() => {});
    await store.put('../outside.webp', Buffer.from('x'), 'image/webp').catch(() => {});
    await expect(fs.stat(path.join(dir, '..', 'outside.webp'))).rejects.toThrow();
  });
});

describe('storeProcessedImage', () => {
  it('stores every variant under a fresh uuid with sharded keys', async () => {
    const stored = await storeProcessedImage(store, processed);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const prefix = `${stored.id.slice(0, 2)}/${stored.id}`;
    expect(stored.variants).toEqual({ 320: `${prefix}/320.webp`, 800: `${prefix}/800.webp` });
    expect(stored).toMatchObject({ width: 1200, height: 900, bytes: 7 });
    expect(await fs.readFile(path.join(dir, prefix, '320.webp'), 'utf8')).toBe('abc');
    expect(await fs.readFile(path.join(dir, prefix, '800.webp'), 'utf8')).toBe('defg');

    const again = await storeProcessedImage(store, processed);
    expect(again.id).not.toBe(stored.id);
  });

  it('removes the variants it wrote when one write fails', async () => {
    const written: string[] = [];
    const deleted: string[] = [];
    const flaky: MediaStore = {
      async put(key) {
        if (key.endsWith('/800.webp')) throw new Error('disk full');
        written.push(key);
      },
      async delete(key) {
        deleted.push(key);
      },
      urlFor: (key) => `/media/${key}`,
    };
    await expect(storeProcessedImage(flaky, processed)).rejects.toThrow('disk full');
    expect(written).toHaveLength(1);
    expect(deleted).toEqual(expect.arrayContaining(written));
  });
});
