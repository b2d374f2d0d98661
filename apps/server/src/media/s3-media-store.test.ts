import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_KEYS, startLocalS3, type LocalS3 } from '../../test/helpers/s3-server.ts';
import { parseEnv, type S3MediaSettings } from '../config/env.ts';
import { InvalidMediaKeyError, MediaStoreUnavailableError, storeProcessedImage } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

/** Settings as the server would parse them from the environment, with overrides. */
function settings(overrides: Record<string, string> = {}) {
  const media = parseEnv({ ...s3.settings, ...overrides }).media as S3MediaSettings;
  expect(media.kind).toBe('s3');
  return media;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createS3MediaStore against an S3-compatible server', () => {
  it('writes objects that anyone can then fetch at urlFor, with type and caching, and deletes them', async () => {
    const store = createS3MediaStore(settings());
    await store.verify();
    const key = 'ab/abcdef-1/320.webp';
    await store.put(key, Buffer.from('first'), 'image/webp');
    await store.put(key, Buffer.from('webp bytes'), 'image/webp');

    const url = store.urlFor(key);
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await served.text()).toBe('webp bytes');

    await store.delete(key);
    expect((await fetch(url)).status).toBe(404);
    // Deleting what is already gone is not an error (the orphan sweep may run twice).
    await store.delete(key);
  });

  it('stores every variant of a processed image', async () => {
    const store = createS3MediaStore(settings());
    const stored = await storeProcessedImage(store, {
      width: 1200,
      height: 900,
      bytes: 7,
      variants: [
        { width: 320, buffer: Buffer.from('small') },
        { width: 800, buffer: Buffer.from('large') },
      ],
    });
    const bodies = await Promise.all(Object.values(stored.variants).map(async (key) => (await fetch(store.urlFor(key))).text()));
    expect(bodies).toEqual(['small', 'large']);
  });

  it('is refused by the server when signed with the wrong secret, and says why', async () => {
    const store = createS3MediaStore(settings({ S3_SECRET_ACCESS_KEY: `${S3_KEYS.secretAccessKey}-wrong` }));
    const key = 'cd/cdef-2/320.webp';
    const attempt = store.put(key, Buffer.from('x'), 'image/webp');
    await expect(attempt).rejects.toThrow(MediaStoreUnavailableError);
    await expect(attempt).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(store.verify()).rejects.toThrow(/Checking access .* 403/);
    expect((await fetch(store.urlFor(key))).status).toBe(404);
  });

  it('fails verify for a bucket that does not exist', async () => {
    const store = createS3MediaStore(settings({ S3_BUCKET: 'no-such-bucket' }));
    await expect(store.verify()).rejects.toThrow(/no-such-bucket failed: 404/);
  });

  it('reports an unreachable server as unavailable rather than hanging', async () => {
    const store = createS3MediaStore(settings({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }));
    await expect(store.put('ef/ef01/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(MediaStoreUnavailableError);
  });

  it('names objects by the public base URL (a CDN) when one is set, and refuses unsafe keys before any request', async () => {
    const store = createS3MediaStore(settings({ MEDIA_PUBLIC_URL: 'https://cdn.example.in/photos/' }));
    expect(store.urlFor('ab/abcd/800.webp')).toBe('https://cdn.example.in/photos/ab/abcd/800.webp');
    expect(() => store.urlFor('../etc/passwd')).toThrow(InvalidMediaKeyError);
    await expect(store.put('a/../../b', Buffer.from('x'), 'image/webp')).rejects.toThrow(InvalidMediaKeyError);
  });
});
