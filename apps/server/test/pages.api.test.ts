import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet, type AdDetail } from '@mohalla/shared';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { adRow } from './helpers/payments.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';
import { contactMessages } from '../src/db/schema.ts';

/** The answers a page inlines (its boot-data block), or null when it has none. */
const inlinedIn = (body: string): unknown =>
  JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
/** A drawn page without the fake build's count of drawings (fake-web.ts), which grows with each page drawn. */
const withoutRender = (body: string) => body.replace(/render \d+/, '');
/** What a page the server does not draw carries for a request without a session cookie. */
const VISITOR_ONLY = { '/auth/me': null };
describe.each(DB_KINDS)('contact, SEO and headers on %s', (kind) => {
  let t: TestApp;
  let adId: number;
  let web: Awaited<ReturnType<typeof createFakeWebBuild>>;
  beforeAll(async () => {
    web = await createFakeWebBuild();
    t = await startTestApp(kind, { WEB_DIST_DIR: web.dir });
    const seller = await createUser(t.database.db);
    adId = (await createAd(t.database.db, seller.id, { title: 'Honda Activa 6G 2021' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await web?.remove();
  });

  // Each call from its own address, so the contact rate limit stays out of the validation tests.
  let client = 0;
  const post = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body as object,
      remoteAddress: `10.0.0.${++client}`,
      headers: { origin: ORIGIN },
    });

  it('stores a valid contact message', async () => {
    const res = await post({
      name: 'Lakshmi',
      email: 'Lakshmi@Example.com',
      subject: 'support',
      message: 'Where is my ad?',
      adId: String(adId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Message sent successfully! We'll get back to you soon." });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lakshmi', email: 'lakshmi@example.com', subject: 'support', adId });
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, 'Please fill in all required fields'],
    [{ name: '  ', email: 'a@b.co', message: 'hi' }, 'Please fill in all required fields'],
    [{ name: 'A', email: 'not-an-email', message: 'hi' }, 'valid email'],
    [{ name: 'A', email: 'a@b.co', message: 'hi', subject: 'spam' }, 'subject'],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'at most 5000'],
    [{ name: 42, email: ['a'], message: null }, 'Please fill in all required fields'],
  ])('refuses %j with a clear 400', async (body, text) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(text) });
  });

  it('refuses a contact message from another site, or with no Origin', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@b.co', message: 'm' },
        headers,
        remoteAddress: '10.7.7.7',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'This request did not come from the Mohalla Ads site.' });
    }
  });

  it('answers broken JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('rate limits contact messages per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: '10.9.9.9', headers: { origin: ORIGIN } }))
          .statusCode,
      );
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('serves robots.txt and a sitemap with live ads', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/ad/${adId}</loc>`);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/categories/vehicles</loc>');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/api/categories' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses powerful browser features the pages never use, and sends every security header, on every answer', async () => {
    // An answer, a drawn page, a page, a missing photo, a missing API path and a request refused for its input.
    for (const url of ['/api/categories', '/', '/categories/jobs', '/media/none.webp', '/api/nope', '/api/ads?limit=abc']) {
      const { headers } = await t.app.inject({ url });
      const policy = String(headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy, url).toContain(`${feature}=()`);
      expect(String(headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // PUBLIC_URL is http here: no HSTS, which would pin a local address to https.
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers a missing photo or built file with a 404, not the app', async () => {
    for (const url of ['/media/ab/abcd/800.webp', '/media/no-such-file.webp', '/assets/gone-123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('serves the SPA shell for app routes and long-cached hashed assets', async () => {
    const shell = await t.app.inject({ url: '/categories/jobs?search=x' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
    expect(shell.body).toContain('<div id="root">');
    expect(shell.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("draws the home page on the server, with the app's code waiting in a template until the page has loaded", async () => {
    const home = await t.app.inject({ url: '/?utm_source=whatsapp' });
    expect(home.body).toContain(
      `<div id="root"><main data-origin="${ORIGIN}" data-language="en"><h1>Buy and sell $& in your mohalla</h1><p>Local ads</p>`,
    );
    // A visitor's home is drawn from everything it shows, inlined for the browser's first render too.
    expect(home.body).toContain(
      '<pre>/auth/me,/categories,/locations,/site-stats,/ads?limit=6&sort=featured,/ads?limit=1&location=nagaram,/ads?limit=1&location=ecil,/ads?limit=1&location=dammaiguda</pre>',
    );
    const inlined = JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(home.body)![1]!) as Record<
      string,
      unknown
    >;
    expect(inlined['/locations']).toEqual((await t.app.inject({ url: '/api/locations' })).json());
    // No session cookie, nobody signed in: the page need not ask /api/auth/me (which would answer 401).
    expect(inlined['/auth/me']).toBeNull();
    expect(inlined['/ads?limit=1&location=ecil']).toEqual((await t.app.inject({ url: '/api/ads?limit=1&location=ecil' })).json());
    // A signed-in person's home is drawn without data (the app asks for theirs).
    const member = await t.app.inject({ url: '/', headers: { cookie: 'mohalla_session=anything' } });
    expect(member.body).toContain('<pre></pre>');
    expect(member.body).not.toContain('boot-data');
    // The page's own title moves to the head; React's guess at an image to preload is left out.
    expect(home.body).toContain('<title>Drawn /</title>');
    expect(home.body).not.toContain('react-guess.webp');
    const template = /<template id="app-code" data-start="\/assets\/start-5\.js">(.*?)<\/template>/.exec(home.body);
    expect(template).not.toBeNull();
    for (const file of ['start-5.js', 'react-1.js', 'home-page-2.js', 'card-4.js']) {
      expect(template![1]).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
    }
    // Nothing of the app is fetched before the page has loaded: no preload and no script outside the template.
    expect(home.body.replace(template![0], '')).not.toMatch(/modulepreload|start-5\.js/);
    // The HTML entry's own imports are Vite's to preload; they are not repeated.
    expect(home.body).not.toContain('css-0.js');

    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(withoutRender(zlib.gunzipSync(compressed.rawPayload).toString())).toBe(withoutRender((await t.app.inject({ url: '/' })).body));

    // A signed-in person's browse page is left to the app, whose code is fetched at once.
    const browse = await t.app.inject({ url: '/categories/jobs', headers: { cookie: 'mohalla_session=anything' } });
    expect(browse.body).toContain('<div id="root"></div>');
    expect(browse.body).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-page-3.js" />');
    expect(browse.body).toContain('<script type="module" crossorigin src="/assets/start-5.js"></script>');
    expect(browse.body).not.toContain('home-page-2.js');
    expect(browse.body).not.toContain('app-code');
    // A page behind sign-in names its code for a request with a session, not for a visitor (sent to sign in).
    const dashboard = await t.app.inject({ url: '/dashboard', headers: { cookie: 'mohalla_session=anything' } });
    expect(dashboard.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-6.js" />');
    expect(dashboard.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-4.js" />');
    expect((await t.app.inject({ url: '/dashboard' })).body).not.toContain('dashboard-page-6.js');
    for (const url of ['/api/nope', '/api', '/api/ads/1/nope?x=1']) {
      const api = await t.app.inject({ url });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ success: false, message: `No API endpoint at GET ${url.split('?')[0]}` });
    }
    for (const url of ['/about', '/__proto__', '/constructor']) {
      const other = await t.app.inject({ url });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<div id="root"></div>');
      expect(other.body).toContain('<script type="module" crossorigin src="/assets/start-5.js"></script>');
      expect(other.body).not.toContain('page-');
    }
  });

  it("draws a visitor's browse page from the list it inlines, and falls back to the shell when drawing fails", async () => {
    const res = await t.app.inject({ url: '/categories/jobs?sort=recent' });
    expect(res.body).toContain('<title>Drawn /categories/jobs?sort=recent</title>');
    expect(res.body).toContain('<pre>/auth/me,/ads?category=jobs&limit=12&page=1&sort=recent</pre>');
    expect(res.body).toContain('<template id="app-code" data-start="/assets/start-5.js">');
    // With nothing kept (ADS_CACHE_SECONDS=0, as here) every request is drawn afresh: the same page, drawn again
    // (stray parameters do not make it another address). ads-cache.api.test.ts: drawn once when kept.
    const renderOf = (body: string) => Number(/render (\d+)/.exec(body)![1]);
    for (const url of ['/categories/jobs?sort=recent', '/categories/jobs?utm_source=whatsapp&sort=recent']) {
      const again = (await t.app.inject({ url })).body;
      expect(withoutRender(again)).toBe(withoutRender(res.body));
      expect(renderOf(again)).toBeGreaterThan(renderOf(res.body));
    }
    const compressed = await t.app.inject({ url: '/categories/jobs?sort=recent', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(withoutRender(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toBe(withoutRender(res.body));

    const broken = await t.app.inject({ url: '/categories?search=boom' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    // The browser draws it from the same inlined list.
    expect(broken.body).toContain('id="boot-data"');
    expect(broken.body).toContain('<script type="module" crossorigin src="/assets/start-5.js"></script>');
  });

  it('does not serve the server entry to browsers', async () => {
    expect((await t.app.inject({ url: '/server/entry-server.js' })).body).not.toContain('export function render');
  });

  it('serves /ad/{id} with the ad in the title, description, Open Graph and JSON-LD', async () => {
    const res = await t.app.inject({ url: `/ad/${adId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Honda Activa 6G 2021 - ₹18,000 | Mohalla Ads</title>');
    expect(res.body).toContain('<meta property="og:title" content="Honda Activa 6G 2021 - ₹18,000 | Mohalla Ads" />');
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+\/800\.webp" \/>/);
    expect(res.body).toContain('<meta name="description" content="₹18,000 · ECIL, Hyderabad · Two years old');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Honda Activa 6G 2021', offers: { price: 18000, priceCurrency: 'INR' } });
    expect(res.body).not.toContain('9876543210');
  });

  it("puts the ad inside a visitor's ad page, preloads its photo as the page asks for it, and counts the view once", async () => {
    const before = (await adRow(t, adId)).views;
    const res = await t.app.inject({ url: `/ad/${adId}`, remoteAddress: '10.9.8.7', headers: { 'user-agent': 'phone-on-whatsapp' } });
    expect(res.statusCode).toBe(200);
    const block = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body);
    const inlined = JSON.parse(block![1]!) as Record<string, { data: AdDetail }>;
    expect(Object.keys(inlined)).toEqual(['/auth/me', `/ads/${adId}`]);
    const ad = inlined[`/ads/${adId}`]!.data;
    expect(ad).toMatchObject({ id: adId, title: 'Honda Activa 6G 2021' });
    expect(ad.contactPhone).toBeUndefined();
    expect(res.body).not.toContain('9876543210');
    const [photo] = ad.images;
    expect(photo!.medium).toMatch(/\/800\.webp$/);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${photo!.url}" imagesrcset="${detailPhotoSrcSet(photo!)}" imagesizes="${DETAIL_PHOTO_SIZES}" fetchpriority="high" />`,
    );
    // The same visitor's page then asks nothing more; had it, the view would still count once.
    expect((await adRow(t, adId)).views).toBe(before + 1);
    await t.app.inject({ url: `/api/ads/${adId}`, remoteAddress: '10.9.8.7', headers: { 'user-agent': 'phone-on-whatsapp' } });
    expect((await adRow(t, adId)).views).toBe(before + 1);
  });

  it('leaves signed-in people, and ads that are not live, to the app', async () => {
    expect((await t.app.inject({ url: `/ad/${adId}`, headers: { cookie: 'mohalla_session=anything' } })).body).not.toContain('boot-data');
    const seller = await createUser(t.database.db);
    const sold = await createAd(t.database.db, seller.id, { title: 'Sold scooter', status: 'sold' });
    expect(inlinedIn((await t.app.inject({ url: `/ad/${sold.id}` })).body)).toEqual(VISITOR_ONLY);
  });

  it('serves the plain shell for an unknown ad page', async () => {
    const res = await t.app.inject({ url: '/ad/424242' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Mohalla Ads</title>');
  });

  it("puts a visitor's browse list inside the page, with its first photo preloaded, exactly as the API answers it", async () => {
    const res = await t.app.inject({ url: '/categories/Electronics?location=ecil&sort=recent' });
    expect(res.statusCode).toBe(200);
    const block = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body);
    expect(block).not.toBeNull();
    const inlined = JSON.parse(block![1]!) as Record<string, { data: { AdId: number; Images: string }[] }>;
    const path = '/ads?category=electronics&limit=12&location=ecil&page=1&sort=recent';
    expect(Object.keys(inlined)).toEqual(['/auth/me', path]);
    const api = await t.app.inject({ url: `/api${path}` });
    expect(inlined[path]).toEqual(api.json());
    expect(inlined[path]!.data.map((ad) => ad.AdId)).toContain(adId);
    const [cover] = JSON.parse(inlined[path]!.data[0]!.Images) as { thumb: string }[];
    expect(res.body).toContain(`<link rel="preload" as="image" href="${cover!.thumb}" fetchpriority="high" />`);
  });

  it("inlines a Next link's page read after its cursor, and leaves a refused cursor to the page", async () => {
    const seller = await createUser(t.database.db);
    for (let i = 0; i < 13; i++) await createAd(t.database.db, seller.id, { title: `Plumber ${i}`, categoryKey: 'services' }, 0);
    const { nextCursor } = (await t.app.inject({ url: '/api/ads?category=services&limit=12&page=1&sort=featured' })).json();
    const res = await t.app.inject({ url: `/categories/services?page=2&after=${nextCursor}` });
    const block = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(res.body);
    const path = `/ads?category=services&cursor=${nextCursor}&limit=12&page=2&sort=featured`;
    const inlined = JSON.parse(block![1]!) as Record<string, { data: unknown[] }>;
    expect(Object.keys(inlined)).toEqual(['/auth/me', path]);
    expect(inlined[path]).toEqual((await t.app.inject({ url: `/api${path}` })).json());
    expect(inlined[path]!.data).toHaveLength(1);
    const refused = await t.app.inject({ url: '/categories/services?page=2&after=damaged' });
    expect(refused.statusCode).toBe(200);
    expect(inlinedIn(refused.body)).toEqual(VISITOR_ONLY);
  });

  it('cannot be broken out of by a search, and leaves signed-in people and unknown filters to fetch', async () => {
    const hostile = await t.app.inject({ url: `/categories?search=${encodeURIComponent('</script><script>alert(1)</script>')}` });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toContain('id="boot-data"');
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect((await t.app.inject({ url: '/categories', headers: { cookie: 'mohalla_session=anything' } })).body).not.toContain('boot-data');
    expect(inlinedIn((await t.app.inject({ url: '/categories/not-a-category' })).body)).toEqual(VISITOR_ONLY);
    expect((await t.app.inject({ url: '/categories/%E0%A4%A' })).statusCode).toBeLessThan(500);
    // A page the browser draws alone still carries whether anyone is signed in; a member's asks.
    expect(inlinedIn((await t.app.inject({ url: '/about' })).body)).toEqual(VISITOR_ONLY);
    expect((await t.app.inject({ url: '/about', headers: { cookie: 'mohalla_session=anything' } })).body).not.toContain('boot-data');
  });
});
