import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.ts';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { FORMS, PLAN, adRow, checkout, createDraft, pay, paymentStatus } from './helpers/payments.ts';
import { adPayload, send } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

type ListAd = { AdId: number; Title: string; OwnerName: string; OwnerPhone?: string };

describe.each(DB_KINDS)('cached ads lists and ad pages on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let web: Awaited<ReturnType<typeof createFakeWebBuild>>;
  beforeAll(async () => {
    // Other API tests turn the cache off; this one runs with it as the product does.
    web = await createFakeWebBuild();
    t = await startTestApp(kind, { ADS_CACHE_SECONDS: '60', WEB_DIST_DIR: web.dir });
    owner = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
    await web?.remove();
  });

  const list = async (user: SignedIn | null, encoding = 'gzip, deflate, br'): Promise<ListAd[]> => {
    const res = await t.app.inject({
      url: '/api/ads?search=almirah&limit=50',
      headers: { 'accept-encoding': encoding, ...(user ? { cookie: user.cookie } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const raw = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    return JSON.parse(raw.toString()).data;
  };
  const titles = (rows: ListAd[]) => rows.map((r) => r.Title).sort();
  const detail = (id: number, user: SignedIn | null, userAgent = 'phone') =>
    t.app.inject({ url: `/api/ads/${id}`, headers: { 'user-agent': userAgent, ...(user ? { cookie: user.cookie } : {}) } });
  const renameBehindTheServer = (id: number, title: string) =>
    t.database.db
      .update(ads)
      .set({ title, updatedAt: sql`now()` })
      .where(eq(ads.id, id));

  async function publish(title: string): Promise<number> {
    const adId = await createDraft(t, owner, { Title: title });
    const { url, data } = (await pay(t, owner, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card, { notify: false });
    expect((await paymentStatus(t, owner, data.merchantOrderId)).json().data.adStatus).toBe('active');
    return adId;
  }

  it('keeps one copy for everyone, with no contact details even for signed-in people (decision 027)', async () => {
    const adId = await publish('Godrej almirah, steel, 6 ft');
    const member = await signUp(t);
    const memberCopy = await list(member);
    expect(titles(memberCopy)).toEqual(['Godrej almirah, steel, 6 ft']);
    expect(memberCopy[0]!.OwnerPhone).toBeUndefined();
    // Loaded after the member's copy, the visitors' copy has no contact details either.
    expect((await list(null))[0]!.OwnerPhone).toBeUndefined();
    expect((await list(null, 'identity'))[0]!.OwnerPhone).toBeUndefined();

    // A change made behind the server's back shows that both are served their cached copy...
    await renameBehindTheServer(adId, 'Godrej almirah, steel, 6 ft (renamed)');
    expect(titles(await list(null))).toEqual(['Godrej almirah, steel, 6 ft']);
    const other = await signUp(t);
    expect(titles(await list(other))).toEqual(['Godrej almirah, steel, 6 ft']);
    // ...which nobody else can keep: contact details are private to the browser.
    const res = await t.app.inject({ url: '/api/ads?search=almirah&limit=50', headers: { cookie: other.cookie } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("shares a browse page's list with the API: one copy, kept for both", async () => {
    const adId = await publish('Tijori almirah with locker');
    const inlined = async (url: string, path: string) => {
      const page = (await t.app.inject({ url })).body;
      const boot = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(page)![1]!;
      return titles((JSON.parse(boot) as Record<string, { data: ListAd[] }>)[path]!.data);
    };
    const apiTitles = async (path: string) => titles((await t.app.inject({ url: `/api${path}` })).json().data);
    // The page first: renamed behind the server's back, the API answers the copy the page kept.
    const featured = '/ads?limit=12&page=1&search=tijori&sort=featured';
    expect(await inlined('/categories?search=tijori', featured)).toEqual(['Tijori almirah with locker']);
    await renameBehindTheServer(adId, 'Tijori almirah with locker (renamed)');
    expect(await apiTitles(featured)).toEqual(['Tijori almirah with locker']);
    // The API first: the page inlines the API's copy.
    const recent = '/ads?limit=12&page=1&search=tijori&sort=recent';
    expect(await apiTitles(recent)).toEqual(['Tijori almirah with locker (renamed)']);
    await renameBehindTheServer(adId, 'Tijori almirah with locker (again)');
    expect(await inlined('/categories?search=tijori&sort=recent', recent)).toEqual(['Tijori almirah with locker (renamed)']);
  });

  it("shares a visitor's ad page with the API: the drawn page inlines the kept copy, and counts a new visit", async () => {
    const adId = await publish('Tijori safe, 2 ft');
    const inlined = async (userAgent: string) => {
      const page = (await t.app.inject({ url: `/ad/${adId}`, headers: { 'user-agent': userAgent } })).body;
      const boot = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(page)![1]!;
      return (JSON.parse(boot) as Record<string, { data: { title: string; views: number } }>)[`/ads/${adId}`]!.data;
    };
    // A returning visitor's second look is the kept copy, loaded by the API...
    expect((await detail(adId, null, 'phone-1')).json().data.title).toBe('Tijori safe, 2 ft');
    const kept = (await detail(adId, null, 'phone-1')).json().data;
    await renameBehindTheServer(adId, 'Tijori safe, 2 ft (renamed)');
    // ...which their drawn page inlines, counting nothing more.
    expect(await inlined('phone-1')).toEqual(kept);
    expect((await adRow(t, adId)).views).toBe(kept.views);
    // A new visitor's drawn page counts their view, and shows it (the ad itself is still the one kept in memory).
    expect(await inlined('phone-2')).toMatchObject({ title: 'Tijori safe, 2 ft', views: kept.views + 1 });
    expect((await adRow(t, adId)).views).toBe(kept.views + 1);
  });

  it('keys a list by its cursor too: the same page number after another position is another list', async () => {
    const seller = await createUser(t.database.db);
    for (const n of [1, 2, 3])
      await createAd(t.database.db, seller.id, { title: `Teak wardrobe ${n}`, publishedAt: new Date(Date.now() - n * 60_000) }, 0);
    const first = async (query: string) => {
      const res = await t.app.inject({ url: `/api/ads?search=wardrobe&sort=recent&limit=1&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: ListAd[]; nextCursor: string | null };
    };
    const one = await first('page=1');
    const two = await first(`page=2&cursor=${one.nextCursor}`);
    const three = await first(`page=2&cursor=${two.nextCursor}`);
    expect([one, two, three].map((p) => p.data[0]?.Title)).toEqual(['Teak wardrobe 1', 'Teak wardrobe 2', 'Teak wardrobe 3']);
    expect((await first('page=2')).data[0]?.Title).toBe('Teak wardrobe 2');
    expect(three.nextCursor).toBeNull();
  });

  it('keeps an ad page briefly, without contact details for visitors, while counting every new viewer', async () => {
    const adId = await publish('Steel almirah with locker');
    const first = (await detail(adId, null, 'phone-a')).json().data;
    expect(first.contactPhone).toBeUndefined();
    await renameBehindTheServer(adId, 'Steel almirah with locker (renamed)');
    const again = (await detail(adId, null, 'phone-a')).json().data;
    expect(again.title).toBe('Steel almirah with locker');
    expect(again.views).toBe(first.views);
    const member = await signUp(t);
    const theirs = (await detail(adId, member)).json().data;
    expect(theirs).toMatchObject({
      title: 'Steel almirah with locker',
      contactPhone: '9123456780',
      isFavorite: false,
      views: first.views + 1,
    });

    // Thirty new visitors at once: each is counted once, written in a few statements, none lost.
    const visitors = await Promise.all(Array.from({ length: 30 }, (_, i) => detail(adId, null, `phone-${i + 100}`)));
    expect(visitors.every((r) => r.statusCode === 200)).toBe(true);
    expect((await adRow(t, adId)).views).toBe(first.views + 31);
    await Promise.all(Array.from({ length: 30 }, (_, i) => detail(adId, null, `phone-${i + 100}`)));
    expect((await adRow(t, adId)).views).toBe(first.views + 31);
  });

  it("shows an edit, a sale and a removal on the ad's page at once, and lets its owner see a draft", async () => {
    const draftId = await createDraft(t, owner, { Title: 'Almirah draft' });
    expect((await detail(draftId, null)).statusCode).toBe(404);
    expect((await detail(draftId, owner)).json().data.status).toBe('draft');
    const adId = await publish('Almirah, two doors');
    expect((await detail(adId, null)).json().data.title).toBe('Almirah, two doors');

    expect((await send(t, 'PUT', `/api/ads/${adId}`, owner, adPayload({ Title: 'Almirah, two doors, with mirror' }))).statusCode).toBe(200);
    expect((await detail(adId, null)).json().data.title).toBe('Almirah, two doors, with mirror');
    expect((await send(t, 'POST', `/api/ads/${adId}/sold`, owner)).statusCode).toBe(200);
    expect((await detail(adId, null)).json().data.status).toBe('sold');
    expect((await send(t, 'DELETE', `/api/ads/${adId}`, owner)).statusCode).toBe(200);
    expect((await detail(adId, null)).statusCode).toBe(404);
  });

  it("shows a seller's new name on their ads at once", async () => {
    const seller = await signUp(t, { name: 'Ramesh Goud' });
    const adId = await createDraft(t, seller, { Title: 'Almirah from Ramesh' });
    const { url, data } = (await pay(t, seller, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card, { notify: false });
    expect((await paymentStatus(t, seller, data.merchantOrderId)).json().data.adStatus).toBe('active');
    expect((await list(null)).find((a) => a.AdId === adId)?.OwnerName).toBe('Ramesh Goud');
    expect((await detail(adId, null)).json().data.owner.name).toBe('Ramesh Goud');

    expect((await send(t, 'PUT', '/api/profile', seller, { displayName: 'Ramesh Kumar Goud', phone: '9123456780' })).statusCode).toBe(200);
    expect((await list(null)).find((a) => a.AdId === adId)?.OwnerName).toBe('Ramesh Kumar Goud');
    expect((await detail(adId, null)).json().data.owner.name).toBe('Ramesh Kumar Goud');
  });

  it('shows visitors a newly paid ad, an edit, a sale and a removal at once', async () => {
    expect(titles(await list(null))).not.toContain('Wooden almirah with mirror');
    const adId = await publish('Wooden almirah with mirror');
    expect(titles(await list(null))).toContain('Wooden almirah with mirror');

    const edited = await send(t, 'PUT', `/api/ads/${adId}`, owner, adPayload({ Title: 'Wooden almirah with mirror, price drop' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(titles(await list(null))).toContain('Wooden almirah with mirror, price drop');

    expect((await send(t, 'POST', `/api/ads/${adId}/sold`, owner)).statusCode).toBe(200);
    expect(titles(await list(null))).not.toContain('Wooden almirah with mirror, price drop');

    const other = await publish('Plastic almirah for kids');
    expect(titles(await list(null))).toContain('Plastic almirah for kids');
    expect((await send(t, 'DELETE', `/api/ads/${other}`, owner)).statusCode).toBe(200);
    expect(titles(await list(null))).not.toContain('Plastic almirah for kids');
  });

  it("keeps a person's saved ads for their ad pages, and shows their own heart change at once", async () => {
    const adId = await publish('Iron almirah, two doors');
    const member = await signUp(t);
    const heart = async () => (await detail(adId, member)).json().data.isFavorite;
    expect(await heart()).toBe(false);
    expect((await send(t, 'POST', `/api/favorites/${adId}`, member)).statusCode).toBe(200);
    expect(await heart()).toBe(true);
    const ids = await t.app.inject({ url: '/api/favorites/ids', headers: { cookie: member.cookie } });
    expect(ids.json().data).toContain(adId);
    expect((await send(t, 'DELETE', `/api/favorites/${adId}`, member)).statusCode).toBe(200);
    expect(await heart()).toBe(false);
    // Kept, not read per page: a favourite written behind the server's back shows only once the copy is dropped.
    await t.database.db.execute(sql`INSERT INTO favorites (user_id, ad_id) VALUES (${member.uid}, ${adId})`);
    expect(await heart()).toBe(false);
    // Another person's change does not touch this person's copy, and neither is mixed up with the other's.
    const other = await signUp(t);
    expect((await send(t, 'POST', `/api/favorites/${adId}`, other)).statusCode).toBe(200);
    expect((await detail(adId, other)).json().data.isFavorite).toBe(true);
    expect(await heart()).toBe(false);
  });

  it("draws a visitor's browse page once for the same address and answers, and again for a new ad", async () => {
    const page = async (url: string) =>
      zlib.brotliDecompressSync((await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })).rawPayload).toString();
    const first = await page('/categories/services?sort=recent');
    expect(first).toContain('<title>Drawn /categories/services?sort=recent</title>');
    // The kept page, drawn once, whatever stray parameters the address carries.
    expect(await page('/categories/services?sort=recent')).toBe(first);
    expect(await page('/categories/services?utm_source=whatsapp&sort=recent')).toBe(first);
    await publish('Sofa cleaning at home, weekends');
    const again = await page('/categories/services?sort=recent');
    expect(/render (\d+)/.exec(again)![1]).not.toBe(/render (\d+)/.exec(first)![1]);
  });

  it("keeps a visitor's home page whole, and shows a newly paid ad on it at once", async () => {
    const home = async () => (await t.app.inject({ url: '/' })).body;
    const inlined = (page: string) => /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(page)![1]!;
    const first = await home();
    // The six answers are asked once and the page drawn once while nothing changes.
    expect(await home()).toBe(first);
    await publish('Teak almirah, antique finish');
    const after = await home();
    expect(inlined(after)).toContain('Teak almirah, antique finish');
    expect(inlined(first)).not.toContain('Teak almirah, antique finish');
    expect(/render (\d+)/.exec(after)![1]).not.toBe(/render (\d+)/.exec(first)![1]);
  });
});
