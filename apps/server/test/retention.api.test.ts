import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_DAYS } from '@mohalla/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, ads, auditLog, closedAccounts, contactReveals, conversations, payments, reports } from '../src/db/schema.ts';
import { kolkataDay } from '../src/lib/kolkata-day.ts';
import { retentionTask } from '../src/sweeps/retention-task.ts';
import { STRIPPED_AD_TITLE } from '../src/sweeps/retention.repository.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const OLD = RETENTION_DAYS + 1;
const RECENT = RETENTION_DAYS - 1;

describe.each(DB_KINDS)('the retention sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;

  /** Runs the task as the sweeper does: its statements, then its follow-up once they are in. */
  async function sweep(task = retentionTask(t.media)) {
    const followUp = await db().transaction((tx) => task.run(tx));
    if (followUp) await followUp();
    return task;
  }

  it('deletes audit entries, closed accounts and decided reports older than the retention period, and only those', async () => {
    const owner = await createUser(db());
    const reporter = await createUser(db());
    const ad = await createAd(db(), owner.id);
    const audit = await db()
      .insert(auditLog)
      .values([
        { action: 'ad.hide', targetType: 'ad', targetId: 'old', createdAt: daysAgo(OLD) },
        { action: 'ad.hide', targetType: 'ad', targetId: 'recent', createdAt: daysAgo(RECENT) },
      ])
      .returning();
    await db()
      .insert(closedAccounts)
      .values([
        { userId: crypto.randomUUID(), email: 'old@example.com', displayName: 'Old', registeredAt: daysAgo(900), closedAt: daysAgo(OLD) },
        {
          userId: crypto.randomUUID(),
          email: 'recent@example.com',
          displayName: 'Recent',
          registeredAt: daysAgo(900),
          closedAt: daysAgo(RECENT),
        },
      ]);
    const base = { reporterId: reporter.id, about: 'person' as const, reportedUserId: owner.id, reason: 'spam' };
    const filed = await db()
      .insert(reports)
      .values([
        { ...base, details: 'old decided', status: 'dismissed', createdAt: daysAgo(OLD + 5), decidedAt: daysAgo(OLD) },
        { ...base, details: 'recently decided', status: 'actioned', createdAt: daysAgo(OLD + 5), decidedAt: daysAgo(RECENT) },
        { ...base, details: 'old but open', status: 'open', createdAt: daysAgo(OLD + 5), adId: ad.id, about: 'ad' as const },
      ])
      .returning();

    await sweep();

    const auditLeft = await db()
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          audit.map((a) => a.id),
        ),
      );
    expect(auditLeft.map((a) => a.targetId)).toEqual(['recent']);
    const accountsLeft = await db()
      .select()
      .from(closedAccounts)
      .where(inArray(closedAccounts.email, ['old@example.com', 'recent@example.com']));
    expect(accountsLeft.map((a) => a.email)).toEqual(['recent@example.com']);
    const reportsLeft = await db()
      .select()
      .from(reports)
      .where(
        inArray(
          reports.id,
          filed.map((r) => r.id),
        ),
      );
    expect(reportsLeft.map((r) => r.details).sort()).toEqual(['old but open', 'recently decided']);
  });

  it('strips the content and photos of ads removed long ago, deleting the rows nothing refers to', async () => {
    const owner = await createUser(db());
    const buyer = await createUser(db());
    const removedOld = { status: 'removed', updatedAt: daysAgo(OLD), title: 'Old sofa set', description: 'Three seats, good condition.' };
    const unreferenced = await createAd(db(), owner.id, removedOld, 2);
    const paid = await createAd(db(), owner.id, removedOld, 1);
    const talkedAbout = await createAd(db(), owner.id, removedOld, 1);
    const hiddenOld = await createAd(db(), owner.id, {
      ...removedOld,
      hiddenAt: daysAgo(OLD),
      hiddenBy: 'operator',
      hiddenReason: 'Scam',
      hiddenStatus: 'active',
    });
    const removedRecently = await createAd(db(), owner.id, { ...removedOld, updatedAt: daysAgo(RECENT) });
    const hiddenRecently = await createAd(db(), owner.id, {
      ...removedOld,
      hiddenAt: daysAgo(RECENT),
      hiddenBy: 'operator',
      hiddenStatus: 'active',
    });
    const liveOld = await createAd(db(), owner.id, { updatedAt: daysAgo(OLD), publishedAt: daysAgo(OLD) });
    await db()
      .insert(payments)
      .values({ merchantOrderId: `order-${paid.id}`, adId: paid.id, userId: owner.id, planId: 2, amountPaise: 9900, state: 'COMPLETED' });
    await db().insert(conversations).values({ adId: talkedAbout.id, buyerId: buyer.id, sellerId: owner.id });
    const photoFiles = (await db().select().from(adImages).where(eq(adImages.adId, unreferenced.id))).flatMap((i) =>
      Object.values(i.variants),
    );
    const deleted: string[] = [];
    const media = { ...t.media, delete: async (key: string) => void deleted.push(key) };

    await sweep(retentionTask(media));

    const rowOf = async (id: number) => (await db().select().from(ads).where(eq(ads.id, id)))[0];
    const photosOf = async (id: number) => db().select().from(adImages).where(eq(adImages.adId, id));
    // Removed by its owner or hidden by the moderators, an ad nothing names any more is deleted outright.
    for (const gone of [unreferenced, hiddenOld]) {
      expect(await rowOf(gone.id), `ad ${gone.id}`).toBeUndefined();
      expect(await photosOf(gone.id)).toEqual([]);
    }
    // The files go too, after the rows (3 photo rows of old removed ads with 3 variants each, besides these 6).
    expect(photoFiles).toHaveLength(6);
    expect(deleted).toEqual(expect.arrayContaining(photoFiles));
    expect(deleted).toHaveLength(6 + 3 * 3);
    for (const kept of [paid, talkedAbout]) {
      expect(await rowOf(kept.id), `ad ${kept.id}`).toMatchObject({
        title: STRIPPED_AD_TITLE,
        description: '',
        contactPhone: null,
        contactEmail: null,
        status: 'removed',
      });
      expect(await photosOf(kept.id)).toEqual([]);
    }
    expect(await rowOf(paid.id)).toBeDefined();
    expect((await db().select().from(payments).where(eq(payments.adId, paid.id))).length).toBe(1);
    for (const untouched of [removedRecently, hiddenRecently, liveOld]) {
      expect(await rowOf(untouched.id), `ad ${untouched.id}`).toMatchObject({ title: untouched.title, description: untouched.description });
      expect(await photosOf(untouched.id)).toHaveLength(1);
    }
  });

  it('runs once a day: a second tick the same day changes nothing, the next day it sweeps again', async () => {
    let now = new Date();
    const task = retentionTask(t.media, { now: () => now });
    await sweep(task);
    const [entry] = await db()
      .insert(auditLog)
      .values({ action: 'ad.hide', targetType: 'ad', targetId: 'later', createdAt: daysAgo(OLD) })
      .returning();
    const stillThere = async () => (await db().select().from(auditLog).where(eq(auditLog.id, entry!.id))).length === 1;

    now = new Date(now.getTime() + 23 * 3_600_000);
    await sweep(task);
    expect(await stillThere()).toBe(true);

    now = new Date(now.getTime() + 2 * 3_600_000);
    await sweep(task);
    expect(await stillThere()).toBe(false);
  });

  it('works off a backlog a batch at a time, the oldest first, going on at the next tick until a batch is not full', async () => {
    await sweep(); // Whatever the tests before left past the cut-off.
    const owner = await createUser(db());
    const removed = (days: number) => ({ status: 'removed', updatedAt: daysAgo(days), description: `Removed ${days} days ago.` });
    // The oldest is named by a payment: once stripped, its row stays and must not hold up the batches after it.
    const [paid, oldest, newest] = [
      await createAd(db(), owner.id, removed(OLD + 30)),
      await createAd(db(), owner.id, removed(OLD + 20)),
      await createAd(db(), owner.id, removed(OLD + 10)),
    ];
    await db()
      .insert(payments)
      .values({ merchantOrderId: `order-${paid!.id}`, adId: paid!.id, userId: owner.id, planId: 2, amountPaise: 9900, state: 'COMPLETED' });
    const entries = await db()
      .insert(auditLog)
      .values(
        [OLD + 3, OLD + 2, OLD + 1].map((days) => ({
          action: 'ad.hide',
          targetType: 'ad',
          targetId: `batch-${days}`,
          createdAt: daysAgo(days),
        })),
      )
      .returning();
    const adsLeft = async () =>
      (
        await db()
          .select()
          .from(ads)
          .where(inArray(ads.id, [paid!.id, oldest!.id, newest!.id]))
      )
        .map((a) => a.description)
        .sort();
    const auditLeft = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(
            inArray(
              auditLog.id,
              entries.map((e) => e.id),
            ),
          )
      ).map((e) => e.targetId);
    let now = new Date();
    const task = retentionTask(t.media, { now: () => now, batch: 2 });

    await sweep(task);
    expect(await adsLeft()).toEqual(['', newest!.description]);
    expect(await auditLeft()).toEqual([`batch-${OLD + 1}`]);

    now = new Date(now.getTime() + 600_000);
    await sweep(task);
    expect(await adsLeft()).toEqual(['']);
    expect(await auditLeft()).toEqual([]);

    // Neither was full that time: the day's work is done, and an entry that comes of age waits for tomorrow.
    await db()
      .insert(auditLog)
      .values({ action: 'ad.hide', targetType: 'ad', targetId: 'tomorrow', createdAt: daysAgo(OLD) });
    now = new Date(now.getTime() + 600_000);
    await sweep(task);
    expect((await db().select().from(auditLog).where(eq(auditLog.targetId, 'tomorrow'))).length).toBe(1);
  });

  it('forgets which sellers’ numbers a person saw once the day is over, keeping yesterday’s and today’s', async () => {
    const viewer = await createUser(db());
    const seller = await createUser(db());
    const day = (daysBack: number) => kolkataDay(daysAgo(daysBack));
    await db()
      .insert(contactReveals)
      .values([0, 1, 2, 30].map((back) => ({ viewerId: viewer.id, sellerId: seller.id, day: day(back) })));

    await sweep();

    const left = await db().select().from(contactReveals).where(eq(contactReveals.viewerId, viewer.id));
    expect(left.map((r) => r.day).sort()).toEqual([day(1), day(0)]);
  });

  it('deletes the server log’s day files older than the retention period, keeping newer ones and other files', async () => {
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mohalla-retention-logs-'));
    const names = [`${kolkataDay(daysAgo(OLD))}.log`, `${kolkataDay(daysAgo(RECENT))}.log`, `${kolkataDay()}.log`, 'README.txt'];
    for (const name of names) fs.writeFileSync(path.join(logDir, name), '{}\n');

    await sweep(retentionTask(t.media, { logDir }));

    expect(fs.readdirSync(logDir).sort()).toEqual(names.slice(1).sort());
  });
});
