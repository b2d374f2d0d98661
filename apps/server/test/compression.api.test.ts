import zlib from 'node:zlib';
import { AdListResponseSchema } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_WINDOW_BITS } from '../src/base/response-cache.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { brotliWindowBits } from './helpers/brotli.ts';

/**
 * API answers are compressed in one call, not through a zlib stream per answer (app.ts): on two cores a stream's setup
 * and thread hops cost more CPU than compressing a list (bench/README.md, "answers compressed in one call"). An answer
 * compressed in one call has its compressed length; a streamed one is sent in chunks without it.
 */
describe('compressed API answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 30; i++) {
      await createAd(
        t.database.db,
        owner.id,
        { title: `Steel almirah with locker ${i}`, description: 'Godrej make, 6 feet. '.repeat(12) },
        0,
      );
    }
  });
  afterAll(() => t?.close());

  const list = (encoding: string) => t.app.inject({ url: '/api/ads?search=almirah&limit=30', headers: { 'accept-encoding': encoding } });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('sends a list of ~20 KB as %s in one piece, with its compressed length', async (encoding, decode) => {
    const res = await list(encoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const json = decode(res.rawPayload);
    // Above the 8 KB at which the plugin would stream on two cores, below the 64 KB it now compresses at once.
    expect(json.length).toBeGreaterThan(16_384);
    expect(json.length).toBeLessThan(65_536);
    expect(AdListResponseSchema.parse(JSON.parse(json.toString())).data).toHaveLength(30);
  });

  it('compresses with brotli in a 256 KB window, not the 4 MB default set up at every call', async () => {
    const res = await list('br');
    expect(brotliWindowBits(res.rawPayload)).toBe(BROTLI_WINDOW_BITS);
  });

  it('sends it as it is to a client that accepts no encoding', async () => {
    const res = await list('identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(AdListResponseSchema.parse(res.json()).data).toHaveLength(30);
  });
});
