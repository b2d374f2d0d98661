import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mohalla/shared';
import { adImages } from '../src/db/schema.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { orphanImagesTask } from '../src/sweeps/tasks.ts';
import { phoneJpeg } from './helpers/images.ts';
import { adPayload, send, upload } from './helpers/posting.ts';
import { startLocalS3, type LocalS3 } from './helpers/s3-server.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { warn() {}, error() {} } as never;

describe.each(DB_KINDS)('images in S3-compatible storage on %s', (kind) => {
  let s3: LocalS3;
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestApp(kind, s3.settings);
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const bucketUrl = () => `${s3.endpoint}/${s3.bucket}/`;

  it('writes the variants of an upload to the bucket, where browsers fetch them, with no GPS and nothing on local disk', async () => {
    const res = await upload(t, user, 'IMG_2041.jpg', await phoneJpeg(2000, 1500));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.url).toMatch(new RegExp(`^${bucketUrl()}.+/800\\.webp$`));
    expect(data.thumb).toMatch(new RegExp(`^${bucketUrl()}.+/320\\.webp$`));
    for (const url of [data.url, data.thumb]) {
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    // The server keeps no copy; an old-style /media/ link is sent to the bucket.
    await expect(fs.access(path.join(t.dataDir, 'media'))).rejects.toThrow();
    const key = data.url.slice(bucketUrl().length);
    const old = await t.app.inject({ url: `/media/${key}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(data.url);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('lets pages load photos from the bucket under the Content Security Policy', async () => {
    const res = await t.app.inject({ url: '/api/categories' });
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
  });

  it('shows an ad whose photos, uploaded and data: URL, live in the bucket', async () => {
    const uploaded = (await upload(t, user, 'a.jpg', await phoneJpeg(640, 480))).json().data;
    const dataUrl = `data:image/jpeg;base64,${(await phoneJpeg(320, 240)).toString('base64')}`;
    const images = JSON.stringify([{ id: uploaded.id }, { id: 'x', name: 'b.jpg', type: 'image/jpeg', size: 1, url: dataUrl }]);
    const created = await send(t, 'POST', '/api/ads', user, adPayload({ Images: images }));
    expect(created.statusCode, created.body).toBe(201);
    const detail = await t.app.inject({ url: `/api/ads/${created.json().data.AdId}`, headers: { cookie: user.cookie } });
    expect(detail.statusCode, detail.body).toBe(200);
    const photos: { url: string; thumb: string }[] = detail.json().data.images;
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.url.startsWith(bucketUrl())).toBe(true);
      expect((await fetch(photo.url)).status).toBe(200);
      expect((await fetch(photo.thumb)).status).toBe(200);
    }
  });

  it('removes unattached uploads from the bucket after a day', async () => {
    const old = (await upload(t, user, 'old.jpg', await phoneJpeg(400, 300))).json().data;
    await t.database.db
      .update(adImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(adImages.id, old.id));
    await createSweeper({ db: t.database.db, log: silent, tasks: [orphanImagesTask(t.media)] }).runOnce();
    expect((await fetch(old.url)).status).toBe(404);
    expect((await fetch(old.thumb)).status).toBe(404);
    expect(await t.database.db.select().from(adImages).where(eq(adImages.id, old.id))).toEqual([]);
  });

  // Last: it stops the bucket's server.
  it('answers 503 with a clear message while the bucket is unreachable, and keeps no half-stored upload', async () => {
    const before = (await t.database.db.select({ id: adImages.id }).from(adImages)).length;
    await s3.close();
    const res = await upload(t, user, 'later.jpg', await phoneJpeg(400, 300));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.mediaUnavailable });
    expect((await t.database.db.select({ id: adImages.id }).from(adImages)).length).toBe(before);
  });
});
