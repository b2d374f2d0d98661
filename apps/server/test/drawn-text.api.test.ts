import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail } from '@mohalla/shared';
import { categories, locations } from '../src/db/schema.ts';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

/** What String.prototype.replace reads in a replacement string: the match, the text before and after it, a dollar, groups. */
const PATTERNS = "$` $' $& $$ $1 $<name>";
const TITLE = `Gold coin worth $$500 ${PATTERNS}`;
const DESCRIPTION = `Pure gold, "22 carat" & hallmarked. ${PATTERNS} </title><script>alert(1)</script>`;
const SELLER = `Seller ${PATTERNS}`;
const CATEGORY = `Electronics ${PATTERNS}`;
const LOCATION = `ECIL ${PATTERNS}`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const count = (body: string, text: string) => body.split(text).length - 1;

/** The page is one document: nothing an ad says was read as a pattern that copies parts of the page around. */
function expectOneDocument(body: string) {
  for (const tag of [
    '<html lang="en">',
    '</html>',
    '<head>',
    '</head>',
    '<body>',
    '</body>',
    '<title>',
    '<meta name="description"',
    '<div id="root">',
  ])
    expect(count(body, tag), tag).toBe(1);
  expect(count(body, '<script type="application/ld+json">')).toBeLessThanOrEqual(1);
  expect(count(body, 'id="boot-data"')).toBeLessThanOrEqual(1);
  expect(body).not.toContain('<script>alert(1)');
}

describe.each(DB_KINDS)("an ad's own words in the pages the server draws on %s", (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof createFakeWebBuild>>;
  let adId: number;
  beforeAll(async () => {
    web = await createFakeWebBuild();
    t = await startTestApp(kind, { WEB_DIST_DIR: web.dir });
    await t.database.db.update(categories).set({ name: CATEGORY }).where(eq(categories.key, 'electronics'));
    await t.database.db.update(locations).set({ name: LOCATION }).where(eq(locations.id, 'ecil'));
    const seller = await createUser(t.database.db, { displayName: SELLER });
    adId = (await createAd(t.database.db, seller.id, { title: TITLE, description: DESCRIPTION, contactName: SELLER })).id;
  });
  afterAll(async () => {
    await t?.close();
    await web?.remove();
  });

  it("keeps them as written in a visitor's ad page: head, JSON-LD, inlined answer and the drawn page", async () => {
    const res = await t.app.inject({ url: `/ad/${adId}` });
    expect(res.statusCode).toBe(200);
    expectOneDocument(res.body);
    const title = `${esc(TITLE)} - ₹18,000 | Mohalla Ads`;
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain('Gold coin worth $$500');
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).toContain(
      `<meta name="description" content="${esc(`₹18,000 · ${LOCATION}, Hyderabad · ${DESCRIPTION}`.slice(0, 200))}" />`,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!);
    expect(jsonLd).toMatchObject({
      name: TITLE,
      description: DESCRIPTION,
      category: CATEGORY,
      offers: { areaServed: `${LOCATION}, Hyderabad` },
    });
    const inlined = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body)![1]!) as Record<
      string,
      { data: AdDetail }
    >;
    expect(inlined[`/ads/${adId}`]!.data).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      category: CATEGORY,
      owner: { name: SELLER },
    });
    const drawn = /<article>(.*?)<\/article>/s.exec(res.body)![1]!;
    for (const text of [TITLE, DESCRIPTION, SELLER, CATEGORY])
      expect(drawn).toContain(esc(text).replace(/&#39;/g, "'").replace(/&gt;/g, '>'));
  });

  it('keeps them as written in the shell a signed-in person gets', async () => {
    const res = await t.app.inject({ url: `/ad/${adId}`, headers: { cookie: 'mohalla_session=anything' } });
    expect(res.statusCode).toBe(200);
    expectOneDocument(res.body);
    expect(res.body).toContain(`<meta property="og:title" content="${esc(TITLE)} - ₹18,000 | Mohalla Ads" />`);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!)).toMatchObject({ name: TITLE });
  });

  it('keeps them as written in a drawn browse page and its inlined list', async () => {
    const res = await t.app.inject({ url: '/categories/electronics' });
    expect(res.statusCode).toBe(200);
    expectOneDocument(res.body);
    const inlined = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body)![1]!) as Record<
      string,
      { data?: Array<{ Title: string; OwnerName: string; CategoryName: string }> }
    >;
    const list = Object.entries(inlined).find(([path]) => path.startsWith('/ads?'))![1].data!;
    expect(list.find((ad) => ad.Title === TITLE)).toMatchObject({ CategoryName: CATEGORY });
  });
});
