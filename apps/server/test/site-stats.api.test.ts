import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteStatsSchema } from '@mohalla/shared';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
/** Small, so a handful of ads crosses it; the default is larger (decision 020). */
const MIN_SHOWN = 4;

/** The answers the server inlined in a page it drew. */
const inlinedIn = (body: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null') as Record<string, unknown>;

describe.each(DB_KINDS)('site figures on %s', (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof createFakeWebBuild>>;
  beforeAll(async () => {
    web = await createFakeWebBuild();
    t = await startTestApp(kind, { WEB_DIST_DIR: web.dir, SITE_STATS_MIN_SHOWN: String(MIN_SHOWN) });
  });
  afterAll(async () => {
    await t?.close();
    await web?.remove();
  });

  const stats = async () => {
    const res = await t.app.inject({ url: '/api/site-stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return SiteStatsSchema.parse(res.json());
  };

  it('hides every figure while it is too small to be worth showing, rather than inventing one', async () => {
    const seller = await createUser(t.database.db);
    for (let i = 0; i < MIN_SHOWN - 1; i++) await createAd(t.database.db, seller.id, { title: `Ad ${i}` }, 0);
    expect(await stats()).toEqual({ liveAds: null, sellers: null, localities: null });
  });

  it('counts N live ads as N, their sellers and their localities; drafts, expired, sold and removed ads do not count', async () => {
    const db = t.database.db;
    const sellers = [await createUser(db), await createUser(db), await createUser(db)];
    // With the MIN_SHOWN - 1 ads (in ECIL) of the test above: N live ads by four sellers in the three localities.
    const locations = ['nagaram', 'dammaiguda'] as const;
    for (const [i, seller] of sellers.entries()) await createAd(db, seller.id, { title: `Live ${i}`, locationId: locations[i % 2] }, 0);
    const owner = sellers[0]!.id;
    await createAd(db, owner, { title: 'Draft', status: 'draft', publishedAt: null, expiresAt: null }, 0);
    await createAd(db, owner, { title: 'Sold', status: 'sold' }, 0);
    await createAd(db, owner, { title: 'Removed', status: 'removed' }, 0);
    await createAd(db, owner, { title: 'Past its date', expiresAt: new Date(Date.now() - DAY) }, 0);
    const lone = await createUser(db);
    await createAd(db, lone.id, { title: 'Expired', status: 'expired', locationId: 'ecil' }, 0);

    const n = MIN_SHOWN - 1 + sellers.length;
    expect(await stats()).toEqual({ liveAds: n, sellers: MIN_SHOWN, localities: 3 });
  });

  it("draws a visitor's home with the same figures inlined", async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(inlinedIn(home.body)['/site-stats']).toEqual(await stats());
    expect(inlinedIn(home.body)['/site-stats']).toMatchObject({ liveAds: MIN_SHOWN - 1 + 3 });
  });
});
