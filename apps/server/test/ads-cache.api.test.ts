import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.ts';
import { FORMS, PLAN, checkout, createDraft, pay, paymentStatus } from './helpers/payments.ts';
import { adPayload, send } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

type ListAd = { AdId: number; Title: string; OwnerPhone?: string };

describe.each(DB_KINDS)("visitors' cached ads lists on %s", (kind) => {
  let t: TestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    // Other API tests turn the cache off; this one runs with it as the product does.
    t = await startTestApp(kind, { LIST_CACHE_SECONDS: '60' });
    owner = await signUp(t);
  });
  afterAll(async () => { await t?.close(); });

  const list = async (user: SignedIn | null, encoding = 'gzip, deflate, br'): Promise<ListAd[]> => {
    const res = await t.app.inject({ url: '/api/ads?search=almirah&limit=50', headers: { 'accept-encoding': encoding, ...(user ? { cookie: user.cookie } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    const raw = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    return JSON.parse(raw.toString()).data;
  };
  const titles = (rows: ListAd[]) => rows.map((r) => r.Title).sort();

  async function publish(title: string): Promise<number> {
    const adId = await createDraft(t, owner, { Title: title });
    const { url, data } = (await pay(t, owner, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card, { notify: false });
    expect((await paymentStatus(t, owner, data.merchantOrderId)).json().data.adStatus).toBe('active');
    return adId;
  }

  it('serves visitors one cached copy, never with contact details, while signed-in people always get fresh rows', async () => {
    const adId = await publish('Godrej almirah, steel, 6 ft');
    expect(titles(await list(null))).toEqual(['Godrej almirah, steel, 6 ft']);

    // A change made behind the server's back shows that visitors are served the cached copy...
    await t.database.db.update(ads).set({ title: 'Godrej almirah, steel, 6 ft (renamed)', updatedAt: sql`now()` }).where(eq(ads.id, adId));
    expect(titles(await list(null))).toEqual(['Godrej almirah, steel, 6 ft']);
    expect(titles(await list(null, 'identity'))).toEqual(['Godrej almirah, steel, 6 ft']);
    // ...while a signed-in person reads the database, and sees the contact number a visitor does not.
    const member = await signUp(t);
    const fresh = await list(member);
    expect(titles(fresh)).toEqual(['Godrej almirah, steel, 6 ft (renamed)']);
    expect(fresh[0]!.OwnerPhone).toBe('9123456780');
    expect((await list(null))[0]!.OwnerPhone).toBeUndefined();
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
});
