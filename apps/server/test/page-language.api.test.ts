import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebBuild } from './helpers/fake-web.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Pages in the reader's language (issue 21, decision 031): the address, then the cookie, then the browser. */
describe.each(DB_KINDS)('pages in Telugu, Hindi and English on %s', (kind) => {
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

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const langOf = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];
  const drawnIn = (body: string) => /data-language="([^"]*)"/.exec(body)?.[1];

  it('draws a page in English for a browser that asks for nothing else, and says it depends on the cookie and the language', async () => {
    const res = await get('/');
    expect(langOf(res.body)).toBe('en');
    expect(drawnIn(res.body)).toBe('en');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("follows the browser's Accept-Language, then the kept choice over it, then the address over both", async () => {
    expect(drawnIn((await get('/', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' })).body)).toBe('te');
    expect(drawnIn((await get('/', { 'accept-language': 'fr-FR,hi;q=0.5' })).body)).toBe('hi');
    const kept = await get('/', { 'accept-language': 'te-IN', cookie: 'lang=hi' });
    expect([langOf(kept.body), drawnIn(kept.body)]).toEqual(['hi', 'hi']);
    const named = await get('/?lang=te', { 'accept-language': 'hi', cookie: 'lang=en' });
    expect([langOf(named.body), drawnIn(named.body)]).toEqual(['te', 'te']);
    // Opening a page in a language (a shared link, the switcher) keeps that language for the next pages.
    expect(String(named.headers['set-cookie'])).toMatch(/^lang=te; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(String(named.headers['set-cookie'])).not.toMatch(/HttpOnly/);
  });

  it('ignores a language it does not speak, in the address or the cookie', async () => {
    const res = await get('/?lang=fr', { cookie: 'lang=<script>' });
    expect(langOf(res.body)).toBe('en');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('draws the same address once per language, each kept apart', async () => {
    const english = await get('/categories?search=bike');
    const telugu = await get('/categories?search=bike', { cookie: 'lang=te' });
    const englishAgain = await get('/categories?search=bike');
    expect([drawnIn(english.body), drawnIn(telugu.body), drawnIn(englishAgain.body)]).toEqual(['en', 'te', 'en']);
  });

  it('names every language of a drawn page for search engines and share previews, and its own as canonical', async () => {
    const res = await get(`/ad/${adId}?lang=te&utm_source=whatsapp`);
    const body = res.body;
    for (const lng of ['en', 'te', 'hi'])
      expect(body).toContain(`<link rel="alternate" hreflang="${lng}" href="${ORIGIN}/ad/${adId}?lang=${lng}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/ad/${adId}" />`);
    expect(body).toContain('<meta property="og:locale" content="te_IN" />');
    expect(body).toContain('<meta property="og:locale:alternate" content="hi_IN" />');
    expect(body.match(/<link rel="canonical"[^>]*>/g)).toEqual([`<link rel="canonical" href="${ORIGIN}/ad/${adId}?lang=te" />`]);
    // English keeps the address without a language as its canonical one.
    const english = (await get(`/ad/${adId}`)).body;
    expect(english.match(/<link rel="canonical"[^>]*>/g)).toEqual([`<link rel="canonical" href="${ORIGIN}/ad/${adId}" />`]);
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
  });

  it("puts the language on pages the server does not draw, with the site's title and description in it", async () => {
    const res = await get('/login', { cookie: 'lang=hi' });
    expect(langOf(res.body)).toBe('hi');
    expect(res.body).not.toContain('hreflang');
    const shell = (await get('/login')).body;
    expect(langOf(shell)).toBe('en');
  });

  it("names the page language's texts with its code, and no other language's", async () => {
    const telugu = (await get('/login', { cookie: 'lang=te' })).body;
    expect(telugu).toContain('<link rel="modulepreload" crossorigin href="/assets/common-te.js" />');
    expect(telugu).not.toMatch(/common-(en|hi)\.js/);
    const drawn = (await get('/', { 'accept-language': 'hi' })).body;
    expect(drawn).toMatch(/<template id="app-code"[^>]*>.*common-hi\.js.*<\/template>/s);
    expect(drawn).not.toMatch(/common-(en|te)\.js/);
  });
});
