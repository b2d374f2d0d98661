import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng, phoneJpeg } from './helpers/images.ts';
import { upload } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('image uploads on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('processes a phone photo into WebP variants with no GPS left', async () => {
    const res = await upload(t, user, 'IMG_2041.jpg', await phoneJpeg(2000, 1500));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), width: 2000, height: 1500 });
    expect(data.url).toMatch(/^\/media\/.+\/800\.webp$/);
    for (const url of [data.url, data.thumb]) {
      const file = path.join(t.dataDir, url.replace(/^\//, ''));
      const meta = await sharp(await fs.readFile(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('refuses a text file named .jpg', async () => {
    const res = await upload(t, user, 'photo.jpg', Buffer.from('this is not an image at all, just text'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG, WebP or HEIC images are allowed');
  });

  it('refuses a decompression bomb', async () => {
    const res = await upload(t, user, 'bomb.png', bombPng());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toContain('too large');
  });

  it('refuses a file over 50 MB and names it', async () => {
    const big = Buffer.concat([await phoneJpeg(64, 64), Buffer.alloc(51 * 1024 * 1024)]);
    const res = await upload(t, user, 'huge-photo.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Some files are too large. Maximum size allowed is 50MB. Large files: huge-photo.jpg');
  });

  it('needs a session', async () => {
    const res = await upload(t, null, 'a.jpg', await phoneJpeg(64, 64));
    expect(res.statusCode).toBe(401);
  });
});
