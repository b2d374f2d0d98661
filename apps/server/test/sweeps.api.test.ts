import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, ads } from '../src/db/schema.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { expireAdsTask, orphanImagesTask, staleTempFilesTask } from '../src/sweeps/tasks.ts';
import { createAd } from './helpers/fixtures.ts';
import { phoneJpeg } from './helpers/images.ts';
import { upload } from './helpers/posting.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)('background sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes uploads left unattached for a day, rows and files, and keeps attached ones', async () => {
    const user = await signUp(t);
    const old = (await upload(t, user, 'old.jpg', await phoneJpeg(400, 300))).json().data;
    const fresh = (await upload(t, user, 'fresh.jpg', await phoneJpeg(400, 300))).json().data;
    await t.database.db
      .update(adImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(adImages.id, old.id));
    const media = createLocalMediaStore(path.join(t.dataDir, 'media'));
    const sweeper = createSweeper({ db: t.database.db, log: silent, tasks: [orphanImagesTask(media)] });
    expect(await sweeper.runOnce()).toEqual({ ran: true });
    const left = await t.database.db.select({ id: adImages.id }).from(adImages);
    expect(left.map((r) => r.id)).toContain(fresh.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    await expect(fs.access(path.join(t.dataDir, old.url))).rejects.toThrow();
    await fs.access(path.join(t.dataDir, fresh.url));
  });

  it('deletes temporary files a write cut short left behind, once they are an hour old', async () => {
    const dir = path.join(t.dataDir, 'media', 'ab', 'abcd');
    await fs.mkdir(dir, { recursive: true });
    const stale = path.join(dir, `800.webp.${crypto.randomUUID()}.tmp`);
    const fresh = path.join(dir, `320.webp.${crypto.randomUUID()}.tmp`);
    const kept = path.join(dir, 'notes.tmp');
    for (const file of [stale, fresh, kept]) await fs.writeFile(file, 'half an image');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const file of [stale, kept]) await fs.utimes(file, twoHoursAgo, twoHoursAgo);
    const media = createLocalMediaStore(path.join(t.dataDir, 'media'));
    await createSweeper({ db: t.database.db, log: silent, tasks: [staleTempFilesTask(media, silent)] }).runOnce();
    await expect(fs.access(stale)).rejects.toThrow();
    await fs.access(fresh);
    // Only the store's own temporaries (<file>.<uuid>.tmp) are its to delete.
    await fs.access(kept);
  });

  it('marks active ads past their end date as expired', async () => {
    const user = await signUp(t);
    const ad = await createAd(t.database.db, user.uid, { expiresAt: new Date(Date.now() - 60_000) });
    const live = await createAd(t.database.db, user.uid);
    await createSweeper({ db: t.database.db, log: silent, tasks: [expireAdsTask()] }).runOnce();
    const [a] = await t.database.db.select().from(ads).where(eq(ads.id, ad.id));
    const [b] = await t.database.db.select().from(ads).where(eq(ads.id, live.id));
    expect(a!.status).toBe('expired');
    expect(b!.status).toBe('active');
  });

  it('expires a backlog a batch at a time, the longest past first, so no sweep outlasts its timeout', async () => {
    const user = await signUp(t);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [oldest, older, latest] = await Promise.all(
      [30, 20, 10].map((minutes) => createAd(t.database.db, user.uid, { expiresAt: ago(minutes) })),
    );
    const statusOf = async (id: number) => (await t.database.db.select().from(ads).where(eq(ads.id, id)))[0]!.status;
    const sweeper = createSweeper({ db: t.database.db, log: silent, tasks: [expireAdsTask(2)] });
    await sweeper.runOnce();
    expect([await statusOf(oldest!.id), await statusOf(older!.id), await statusOf(latest!.id)]).toEqual(['expired', 'expired', 'active']);
    await sweeper.runOnce();
    expect(await statusOf(latest!.id)).toBe('expired');
  });
});
