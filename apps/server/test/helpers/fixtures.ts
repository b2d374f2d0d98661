import crypto from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { adImages, ads, users } from '../../src/db/schema.ts';

type NewAd = typeof ads.$inferInsert;

/** Rows for API tests, inserted directly; each call makes unique values so tests do not collide. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = crypto.randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `seller-${tag}@example.com`,
      displayName: `Seller ${tag}`,
      handle: `seller-${tag}`,
      phone: '9876543210',
      ...overrides,
    })
    .returning();
  return user!;
}

const DAY = 86_400_000;

/**
 * Many ads at once, a hundred to a statement: each row's lexicon trigger writes dozens of rows, and one statement of
 * hundreds of ads can outlast the pool's query timeout on a busy two-core CI machine.
 */
export async function insertAds(db: Db, rows: NewAd[]) {
  for (let i = 0; i < rows.length; i += 100) await db.insert(ads).values(rows.slice(i, i + 100));
}

export async function createAd(db: Db, ownerId: string, overrides: Partial<NewAd> = {}, imageCount = 1) {
  const [ad] = await db
    .insert(ads)
    .values({
      ownerId,
      title: 'Samsung 43 inch Smart TV',
      description: 'Two years old, works perfectly, with remote and wall mount.',
      categoryKey: 'electronics',
      subcategory: 'TV & Audio',
      locationId: 'ecil',
      price: 18000,
      priceType: 'fixed',
      contactName: 'Ravi',
      contactPhone: '9876543210',
      contactWhatsapp: '9876543210',
      contactEmail: 'ravi@example.com',
      status: 'active',
      planId: 1,
      publishedAt: new Date(Date.now() - DAY),
      expiresAt: new Date(Date.now() + 30 * DAY),
      ...overrides,
    })
    .returning();
  for (let i = 0; i < imageCount; i++) {
    const key = `${crypto.randomUUID()}`;
    await db.insert(adImages).values({
      adId: ad!.id,
      ownerId,
      position: i,
      width: 1200,
      height: 900,
      bytes: 50_000,
      variants: { '320': `${key}/320.webp`, '800': `${key}/800.webp`, '1600': `${key}/1600.webp` },
    });
  }
  return ad!;
}
