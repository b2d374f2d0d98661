import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, ads } from '../src/db/schema.ts';
import type { MediaStore } from '../src/media/media-store.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { orphanImagesTask } from '../src/sweeps/tasks.ts';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { phoneJpeg } from './helpers/images.ts';
import { adPayload, send, upload } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)("a removed ad's photos on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A live paid ad with two uploaded photos; answers its id and every variant's address. */
  async function liveAdWithPhotos(owner: SignedIn) {
    const uploaded = [];
    for (const name of ['front.jpg', 'side.jpg']) uploaded.push((await upload(t, owner, name, await phoneJpeg(900, 600))).json().data);
    const created = await send(t, 'POST', '/api/ads', owner, adPayload({ Images: JSON.stringify(uploaded.map(({ id }) => ({ id }))) }));
    const id = created.json().data.AdId as number;
    await t.database.db
      .update(ads)
      .set({ status: 'active', planId: 2, isPremium: true, publishedAt: new Date(), expiresAt: new Date(Date.now() + 40 * DAY) })
      .where(eq(ads.id, id));
    const rows = await t.database.db.select().from(adImages).where(eq(adImages.adId, id));
    const urls = rows.flatMap((r) => Object.values(r.variants)).map((key) => t.media.urlFor(key));
    return { id, urls };
  }

  const status = async (url: string) => (await t.app.inject({ url })).statusCode;

  it('stops serving them as soon as the ad is deleted, and forgets their rows', async () => {
    const owner = await signUp(t);
    const { id, urls } = await liveAdWithPhotos(owner);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(await status(url), url).toBe(200);

    const removed = await send(t, 'DELETE', `/api/ads/${id}`, owner, {});
    expect(removed.json()).toMatchObject({ success: true, message: 'Ad deleted successfully' });
    for (const url of urls) expect(await status(url), url).toBe(404);
    expect(await t.database.db.select().from(adImages).where(eq(adImages.adId, id))).toEqual([]);
  });

  it("keeps a sold ad's photos (its page still shows them)", async () => {
    const owner = await signUp(t);
    const { id, urls } = await liveAdWithPhotos(owner);
    expect((await send(t, 'POST', `/api/ads/${id}/sold`, owner, {})).statusCode).toBe(200);
    for (const url of urls) expect(await status(url)).toBe(200);
  });

  it('removes the ad even when the media store fails, and the sweep deletes the photos later', async () => {
    const owner = await signUp(t);
    const { id, urls } = await liveAdWithPhotos(owner);
    const store = t.media as MediaStore;
    const realDelete = store.delete;
    store.delete = async () => {
      throw new Error('store unreachable');
    };
    try {
      expect((await send(t, 'DELETE', `/api/ads/${id}`, owner, {})).statusCode).toBe(200);
    } finally {
      store.delete = realDelete;
    }
    expect((await t.app.inject({ url: `/api/ads/${id}` })).statusCode).toBe(404);
    expect(await status(urls[0]!)).toBe(200);

    await createSweeper({ db: t.database.db, log: silent, tasks: [orphanImagesTask(t.media)] }).runOnce();
    for (const url of urls) expect(await status(url), url).toBe(404);
    expect(await t.database.db.select().from(adImages).where(eq(adImages.adId, id))).toEqual([]);
  });
});

describe.each(DB_KINDS)('the PhonePe connection test on %s', (kind) => {
  it('is refused when PhonePe runs in production mode, without asking the gateway, and its pages are not served', async () => {
    const web = await createFakeWebBuild();
    const live = await startTestApp(kind, {
      WEB_DIST_DIR: web.dir,
      PHONEPE_ENV: 'production',
      PHONEPE_CLIENT_ID: 'M-LIVE',
      PHONEPE_CLIENT_SECRET: 'live-secret',
      PHONEPE_WEBHOOK_USERNAME: 'u',
      PHONEPE_WEBHOOK_PASSWORD: 'p',
      // Nothing listens here: a probe would answer 200 with status 0, not 404.
      PHONEPE_AUTH_URL: 'http://127.0.0.1:9',
      PHONEPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const res = await live.app.inject({ method: 'GET', url: '/api/phonepe/test' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
      expect(res.body).not.toContain('M-LIVE');
      // With real money a demo checkout would take it: neither test page exists, while the other pages do.
      for (const url of ['/phonepe-test', '/phonepe-demo']) expect((await live.app.inject({ url })).statusCode, url).toBe(404);
      expect((await live.app.inject({ url: '/about' })).statusCode).toBe(200);
    } finally {
      await live.close();
      await web.remove();
    }
  });

  it('keeps the test pages out of the sitemap and out of search results', async () => {
    const web = await createFakeWebBuild();
    const t = await startTestApp(kind, { WEB_DIST_DIR: web.dir });
    try {
      const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
      expect(sitemap).not.toContain('phonepe');
      expect(sitemap).not.toContain('/user/');
      expect(sitemap).not.toContain('account-deleted');
      for (const url of ['/phonepe-test', '/phonepe-demo', '/payment-failed?message=x', '/account-deleted']) {
        const page = await t.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['x-robots-tag'], url).toBe('noindex');
      }
      expect((await t.app.inject({ url: '/about' })).headers['x-robots-tag']).toBeUndefined();
    } finally {
      await t.close();
      await web.remove();
    }
  });
});
