import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROTLI_WINDOW_BITS, createResponseCache, pickEncoding, type ResponseCache } from './response-cache.ts';
import { brotliWindowBits } from '../../test/helpers/brotli.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('createResponseCache', () => {
  let clock: number;
  let cache: ResponseCache;
  let app: FastifyInstance;
  let loads: number;
  let answer: () => Promise<unknown>;

  beforeEach(async () => {
    clock = 1_000;
    loads = 0;
    answer = async () => ({ success: true, loads: ++loads, text: 'x'.repeat(2000) });
    cache = createResponseCache({ ttlMs: 10_000, maxEntries: 2, now: () => clock });
    app = Fastify();
    app.get<{ Querystring: { key: string } }>('/list', (request, reply) => cache.send(request, reply, request.query.key, () => answer()));
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (key: string, encoding?: string) =>
    app.inject({ url: `/list?key=${key}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const json = (res: Awaited<ReturnType<typeof get>>) => {
    const raw = res.rawPayload;
    const encoding = res.headers['content-encoding'];
    const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
    return JSON.parse(text.toString());
  };

  it('loads once, then serves the same answer in every encoding until it expires', async () => {
    const first = await get('a', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(json(first)).toMatchObject({ loads: 1 });
    const gzipped = await get('a', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(json(gzipped)).toMatchObject({ loads: 1 });
    const plain = await get('a');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toMatchObject({ loads: 1 });
    expect(loads).toBe(1);

    clock += 10_001;
    expect(json(await get('a'))).toMatchObject({ loads: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async () => {
      await gate;
      return { loads: ++loads };
    };
    const pending = Promise.all([get('a'), get('a', 'br'), get('a', 'gzip')]);
    release();
    const answers = (await pending).map(json);
    expect(answers).toEqual([{ loads: 1 }, { loads: 1 }, { loads: 1 }]);
  });

  it('drops everything on clear, and does not keep a load that was running across a clear', async () => {
    await get('a');
    cache.clear();
    expect(json(await get('a'))).toMatchObject({ loads: 2 });

    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async () => {
      await gate;
      return { loads: ++loads };
    };
    cache.clear();
    const during = get('b');
    await new Promise((resolve) => setImmediate(resolve));
    cache.clear();
    release();
    expect(json(await during)).toEqual({ loads: 3 });
    answer = async () => ({ loads: ++loads });
    expect(json(await get('b'))).toEqual({ loads: 4 });
  });

  it('keeps at most maxEntries, evicting the oldest', async () => {
    await get('a');
    await get('b');
    await get('c');
    expect(cache.size).toBe(2);
    expect(json(await get('c'))).toMatchObject({ loads: 3 });
    expect(json(await get('a'))).toMatchObject({ loads: 4 });
  });

  it('does not keep a failed load', async () => {
    answer = async () => {
      throw new Error('database down');
    };
    expect((await get('a')).statusCode).toBe(500);
    answer = async () => ({ loads: ++loads });
    expect(json(await get('a'))).toEqual({ loads: 1 });
  });

  it('compresses to what zlib decodes', async () => {
    const res = await get('a', 'br');
    const decoded = await promisify(zlib.brotliDecompress)(res.rawPayload);
    expect(JSON.parse(decoded.toString())).toMatchObject({ success: true });
    expect(res.rawPayload.length).toBeLessThan(decoded.length / 5);
  });

  it('compresses a first copy cheaply, and an answer asked again once more to fewer bytes for those after', async () => {
    const kinds = ['2BHK flat for rent', 'Honda Activa 6G', 'Maths tuition', 'Sofa cleaning', 'LG fridge 190L'];
    answer = async () => ({ loads: ++loads, ads: Array.from({ length: 300 }, (_, i) => `${kinds[i % 5]} ${(i * 7919) % 1009}`) });
    const first = await get('a', 'br');
    // The second request is served the copy at hand while the smaller one is made off the main thread.
    expect((await get('a', 'br')).rawPayload).toEqual(first.rawPayload);
    await vi.waitFor(async () => expect((await get('a', 'br')).rawPayload.length).toBeLessThan(first.rawPayload.length));
    expect(json(await get('a', 'br'))).toEqual(json(first));
    expect(loads).toBe(1);
  });

  it('compresses with a 256 KB window, not the 4 MB default each compression would have to set up', async () => {
    const res = await get('a', 'br');
    expect(brotliWindowBits(res.rawPayload)).toBe(BROTLI_WINDOW_BITS);
    expect(BROTLI_WINDOW_BITS).toBe(18);
  });
});
