import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, ads } from '../src/db/schema.ts';
import { createAd } from './helpers/fixtures.ts';
import { phoneJpeg } from './helpers/images.ts';
import { adPayload, send, upload } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('posting and managing ads on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t);
    other = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadIds = async (user: SignedIn, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await upload(t, user, `p${i}.jpg`, await phoneJpeg(400 + i, 300))).json().data.id);
    return ids;
  };
  const get = (url: string, user?: SignedIn) => t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  const adRow = async (id: number) => (await t.database.db.select().from(ads).where(eq(ads.id, id)))[0]!;

  it('creates a draft from the spec payload with uploaded and data: URL images', async () => {
    const [a, b] = await uploadIds(owner, 2);
    const dataUrl = `data:image/jpeg;base64,${(await phoneJpeg(320, 240)).toString('base64')}`;
    const images = JSON.stringify([
      { id: b, name: 'b.jpg' },
      { id: 'x', name: 'c.jpg', type: 'image/jpeg', size: 1, url: dataUrl },
      { id: a },
    ]);
    const res = await send(t, 'POST', '/api/ads', owner, adPayload({ Images: images, Features: JSON.stringify(['Parking']) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Ad saved successfully! Please select a payment plan to publish.' });
    const id = res.json().data.AdId;
    const row = await adRow(id);
    expect(row).toMatchObject({ status: 'draft', ownerId: owner.uid, price: 6500, priceType: 'negotiable', features: ['Parking'] });
    const imgs = await t.database.db.select().from(adImages).where(eq(adImages.adId, id)).orderBy(adImages.position);
    expect(imgs.map((i) => i.id).slice(0, 1)).toEqual([b]);
    expect(imgs.at(-1)!.id).toBe(a);
    expect(imgs).toHaveLength(3);
    expect((await get(`/api/ads/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/ads/${id}`, owner)).json().data.status).toBe('draft');
    expect((await get('/api/ads?search=almirah')).json().total).toBe(0);
  });

  it.each([
    [{ Title: '' }, 'Please fill in all required fields'],
    [{ OwnerPhone: '' }, 'Please fill in all required fields'],
    [{ CategoryId: 'boats' }, 'Please fill in all required fields'],
    [{ Price: null, PriceTypeId: 'fixed' }, 'Please fill in location and price'],
    [{ Price: 'lots' }, 'Price must be a number'],
    [{ Price: -5 }, 'Price cannot be negative'],
    [{ PriceTypeId: 'barter' }, 'Price type must be one of'],
    [{ Images: 'not json' }, 'Images must be a list'],
    [{ Features: JSON.stringify(['Helipad']) }, 'Features must be from'],
    // Titles that draw nothing: zero-width spaces, joiners, direction marks and isolates, a byte-order mark.
    [{ Title: '\u200B\u200C\u200D' }, 'Please fill in all required fields'],
    [{ Title: '\u202E\u2066\u2069\u200E\u200F' }, 'Please fill in all required fields'],
    [{ Title: ' \uFEFF\u2060 \u00AD ' }, 'Please fill in all required fields'],
    [{ OwnerName: '\u3164\u115F' }, 'Please fill in all required fields'],
    // Prices are whole rupees written in decimal digits.
    [{ Price: '0x10' }, 'Price must be a number'],
    [{ Price: '1e3' }, 'Price must be a number'],
    [{ Price: 0.001 }, 'Price must be in whole rupees'],
    [{ Price: '99.5' }, 'Price must be in whole rupees'],
  ])('refuses %j', async (override, message) => {
    const res = await send(t, 'POST', '/api/ads', owner, adPayload(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('writes no file and no row for a payload refused for one of its images', async () => {
    const user = await signUp(t);
    const files = async () => (await fs.readdir(path.join(t.dataDir, 'media'), { recursive: true })).filter((f) => f.endsWith('.webp'));
    const good = { name: 'good.jpg', url: `data:image/jpeg;base64,${(await phoneJpeg(320, 240)).toString('base64')}` };
    const bad = { name: 'bad.jpg', url: `data:image/jpeg;base64,${Buffer.from('not an image at all').toString('base64')}` };
    const [stranger] = await uploadIds(other, 1);
    const before = await files();
    for (const images of [
      [good, good, bad],
      [good, { id: stranger }],
    ]) {
      const res = await send(t, 'POST', '/api/ads', user, adPayload({ Images: JSON.stringify(images) }));
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(adImages).where(eq(adImages.ownerId, user.uid))).toHaveLength(0);
    expect(await files()).toEqual(before);
  });

  it('keeps invisible characters inside a title, trims them at its ends, and reads prices written in Indian style', async () => {
    const res = await send(
      t,
      'POST',
      '/api/ads',
      owner,
      adPayload({ Title: '\u200B\u202E Sai\u200Dram cycles \u2069', Price: '1,50,000.00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await adRow(res.json().data.AdId)).toMatchObject({ title: 'Sai\u200Dram cycles', price: 150_000 });
  });

  it('refuses an 11th image and images uploaded by someone else', async () => {
    const eleven = JSON.stringify(
      Array.from({ length: 11 }, (_, i) => ({ id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}` })),
    );
    const tooMany = await send(t, 'POST', '/api/ads', owner, adPayload({ Images: eleven }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum 10 images allowed. Please remove some images first.');
    const [theirs] = await uploadIds(other, 1);
    const stolen = await send(t, 'POST', '/api/ads', owner, adPayload({ Images: JSON.stringify([{ id: theirs }]) }));
    expect(stolen.statusCode).toBe(400);
  });

  it('needs a session to post and ignores any owner in the body', async () => {
    expect((await send(t, 'POST', '/api/ads', null, adPayload())).statusCode).toBe(401);
    const res = await send(t, 'POST', '/api/ads', owner, { ...adPayload(), ownerId: other.uid, OwnerEmail: other.email });
    expect((await adRow(res.json().data.AdId)).ownerId).toBe(owner.uid);
  });

  it('loads an own ad for editing, updates it and reorders and removes images', async () => {
    const [a, b, c] = await uploadIds(owner, 3);
    const id = (await send(t, 'POST', '/api/ads', owner, adPayload({ Images: JSON.stringify([{ id: a }, { id: b }, { id: c }]) }))).json()
      .data.AdId;
    const edit = (await get(`/api/ads/${id}/edit`, owner)).json().data;
    expect(edit).toMatchObject({
      adId: id,
      title: 'Godrej steel almirah, 6 ft',
      categoryId: 'services',
      locationId: 'nagaram',
      priceTypeId: 'negotiable',
      ownerPhone: '9123456780',
    });
    expect(edit.images.map((i: { id: string }) => i.id)).toEqual([a, b, c]);
    const res = await send(
      t,
      'PUT',
      `/api/ads/${id}`,
      owner,
      adPayload({ Title: 'Godrej almirah (price drop)', Price: 5500, Images: JSON.stringify([{ id: c }, { id: a }]) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(`/api/ads/${id}/edit`, owner)).json().data;
    expect(after).toMatchObject({ title: 'Godrej almirah (price drop)', price: 5500 });
    expect(after.images.map((i: { id: string }) => i.id)).toEqual([c, a]);
    const detached = await t.database.db.select().from(adImages).where(eq(adImages.id, b!));
    expect(detached[0]!.adId).toBeNull();
  });

  it("refuses every change to another user's ad and changes nothing", async () => {
    const ad = await createAd(t.database.db, owner.uid, { title: 'Owner only' });
    const before = await adRow(ad.id);
    const attempts = [
      await get(`/api/ads/${ad.id}/edit`, other),
      await send(t, 'PUT', `/api/ads/${ad.id}`, other, adPayload({ Title: 'Hijacked' })),
      await send(t, 'DELETE', `/api/ads/${ad.id}`, other, { ownerEmail: owner.email }),
      await send(t, 'POST', `/api/ads/${ad.id}/sold`, other, {}),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await adRow(ad.id)).toEqual(before);
  });

  it('soft-deletes an own ad', async () => {
    const ad = await createAd(t.database.db, owner.uid, { title: 'To delete' });
    const res = await send(t, 'DELETE', `/api/ads/${ad.id}`, owner, { ownerEmail: 'ignored@example.com' });
    expect(res.json()).toEqual({ success: true, message: 'Ad deleted successfully' });
    expect((await adRow(ad.id)).status).toBe('removed');
    expect((await get(`/api/ads/${ad.id}`)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', `/api/ads/${ad.id}`, owner)).statusCode).toBe(404);
  });

  it('marks an active ad sold: out of browse, its page says sold', async () => {
    const ad = await createAd(t.database.db, owner.uid, { title: 'Hercules cycle sold soon' });
    const draft = await createAd(t.database.db, owner.uid, { title: 'Draft', status: 'draft' });
    expect((await send(t, 'POST', `/api/ads/${draft.id}/sold`, owner, {})).statusCode).toBe(409);
    expect((await send(t, 'POST', `/api/ads/${ad.id}/sold`, owner, {})).json().success).toBe(true);
    expect((await get('/api/ads?search=hercules')).json().total).toBe(0);
    expect((await get(`/api/ads/${ad.id}`)).json().data.status).toBe('sold');
  });

  it('keeps favourites on the server with real counts', async () => {
    const ad = await createAd(t.database.db, owner.uid, { title: 'Favourite me' });
    const add = () => send(t, 'POST', `/api/favorites/${ad.id}`, other, {});
    expect((await add()).json().data.isFavorite).toBe(true);
    expect((await add()).statusCode).toBe(200);
    expect((await adRow(ad.id)).favoritesCount).toBe(1);
    expect((await get(`/api/ads/${ad.id}`, other)).json().data).toMatchObject({ isFavorite: true, favorites: 1 });
    const list = (await get('/api/favorites', other)).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id: ad.id, title: 'Favourite me', addedAt: expect.any(String), category: 'Electronics' }),
    ]);
    expect((await get('/api/favorites/ids', other)).json().data).toEqual([ad.id]);
    expect((await send(t, 'DELETE', `/api/favorites/${ad.id}`, other)).json().data.isFavorite).toBe(false);
    expect((await adRow(ad.id)).favoritesCount).toBe(0);
    expect((await get('/api/favorites')).statusCode).toBe(401);
    expect((await send(t, 'POST', `/api/favorites/${ad.id}`, null, {})).statusCode).toBe(401);
    const draft = await createAd(t.database.db, owner.uid, { status: 'draft' });
    expect((await send(t, 'POST', `/api/favorites/${draft.id}`, other, {})).statusCode).toBe(404);
  });

  it('gives the owner dashboard stats, own ads by status and daily views', async () => {
    const user = await signUp(t);
    const live = await createAd(t.database.db, user.uid, { title: 'Live one', views: 10, favoritesCount: 2 });
    await createAd(t.database.db, user.uid, { title: 'Draft one', status: 'draft' });
    await createAd(t.database.db, user.uid, { title: 'Old one', expiresAt: new Date(Date.now() - 1000), views: 5 });
    await createAd(t.database.db, user.uid, { title: 'Gone', status: 'removed' });
    await get(`/api/ads/${live.id}`, other);
    const stats = (await get(`/api/user/dashboard-stats?userEmail=${encodeURIComponent(user.email)}`, user)).json().data;
    expect(stats).toEqual({ totalAds: 3, activeAds: 1, totalViews: 16, totalFavorites: 2 });
    const recent = (await get(`/api/user/ads?userEmail=${encodeURIComponent(user.email)}&limit=5`, user)).json().data;
    expect(recent.map((a: { title: string }) => a.title).sort()).toEqual(['Draft one', 'Live one', 'Old one']);
    expect(recent.find((a: { title: string }) => a.title === 'Old one').status).toBe('expired');
    const expired = (await get('/api/user/ads?status=expired', user)).json().data;
    expect(expired.map((a: { title: string }) => a.title)).toEqual(['Old one']);
    // The status filter runs before the limit: the newer, expired "Old one" must not hide the live one.
    const firstActive = (await get('/api/user/ads?status=active&limit=1', user)).json().data;
    expect(firstActive.map((a: { title: string }) => a.title)).toEqual(['Live one']);
    const drafts = (await get('/api/user/ads?status=draft', user)).json().data;
    expect(drafts.map((a: { title: string }) => a.title)).toEqual(['Draft one']);
    expect((await get(`/api/user/dashboard-stats?userEmail=${encodeURIComponent(owner.email)}`, user)).statusCode).toBe(403);
    expect((await get('/api/user/dashboard-stats')).statusCode).toBe(401);
    const daily = (await get('/api/user/views-daily?days=30', user)).json().data;
    expect(daily).toHaveLength(30);
    expect(daily.reduce((s: number, d: { views: number }) => s + d.views, 0)).toBe(1);
  });
});
