import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad, AdDetail, AdListResponse } from '@mohalla/shared';
import { AppRoutes } from './app/router';
import { SessionProvider, sessionQueryKey } from './lib/auth';
import { prepare, render, renderWith } from './entry-server';

const ORIGIN = 'https://mohalla.example';

const listAd = (id: number, title: string): Ad => ({
  AdId: id,
  Title: title,
  Description: 'Well kept, one owner.',
  CategoryName: 'Vehicles',
  CategoryKey: 'vehicles',
  Subcategory: 'Bikes',
  LocationId: 'ecil',
  LocationKey: 'ecil',
  LocationName: 'ECIL',
  Price: 145000,
  PriceTypeKey: 'negotiable',
  PriceTypeName: 'Negotiable',
  Images: JSON.stringify([{ url: `/media/${id}/1600.webp`, thumb: `/media/${id}/320.webp` }]),
  Features: [],
  IsFeatured: id === 1,
  IsPremium: false,
  Views: 12,
  Favorites: 3,
  CreatedDate: '2026-11-20T10:00:00.000Z',
  OwnerName: 'Ravi',
  PlanType: 'basic',
  PlanName: 'Basic',
  Status: 'active',
});

const list: AdListResponse = {
  success: true,
  data: [listAd(1, 'Royal Enfield Classic 350'), listAd(2, 'Honda Activa 6G')],
  total: 2,
  page: 1,
  limit: 12,
  nextCursor: null,
};

const detail: AdDetail = {
  id: 7,
  title: 'Samsung Galaxy S23 <Phantom Black>',
  description: 'Bought in 2024 with the bill.',
  category: 'Electronics',
  categoryKey: 'electronics',
  subcategory: 'Mobiles',
  location: 'Nagaram',
  locationId: 'nagaram',
  price: 42000,
  priceType: 'fixed',
  images: [{ url: '/media/7/1600.webp', thumb: '/media/7/320.webp', medium: '/media/7/800.webp', width: 1200, height: 900 }],
  features: [],
  amenities: [],
  isPremium: false,
  isFeatured: false,
  planName: 'Basic',
  premiumFeatures: [],
  views: 40,
  favorites: 2,
  createdAt: '2026-11-18T08:00:00.000Z',
  expiresAt: '2026-12-18T08:00:00.000Z',
  status: 'active',
  owner: {
    name: 'Asha',
    handle: 'asha',
    isVerified: true,
    memberSince: '2025-01-01T00:00:00.000Z',
    totalAds: 3,
    totalViews: 90,
    activeAds: 2,
  },
};

describe('the server render of landing pages', () => {
  beforeAll(async () => {
    await prepare();
  });

  it('draws a browse page with the cards of the list it is given, photos and all', () => {
    const html = render({ url: '/categories', answers: { '/ads?limit=12&page=1&sort=featured': list }, origin: ORIGIN });
    expect(html).toContain('Royal Enfield Classic 350');
    expect(html).toContain('Honda Activa 6G');
    expect(html).toContain('src="/media/1/320.webp"');
    expect(html).toMatch(/<title>[^<]*Mohalla Ads<\/title>/);
    // Not the loading state: the page is drawn from the answer, as the browser's first render will be.
    expect(html).toContain('2 ads found');
    expect(html).not.toContain('Loading ads...');
  });

  it('says "about" of a total the search estimated, in two figures, and gives a counted one as it is', () => {
    const answers = (total: number, totalIsEstimate?: boolean) => ({
      '/ads?limit=12&page=1&search=bike&sort=featured': { ...list, total, ...(totalIsEstimate && { totalIsEstimate }) },
    });
    const url = '/categories?search=bike';
    expect(render({ url, answers: answers(2347, true), origin: ORIGIN })).toContain('About 2,300 ads found');
    expect(render({ url, answers: answers(2347, true), origin: ORIGIN, language: 'te' })).toContain('సుమారు 2,300 యాడ్స్ దొరికాయి');
    expect(render({ url, answers: answers(2347, true), origin: ORIGIN, language: 'hi' })).toContain('लगभग 2,300 विज्ञापन मिले');
    const counted = render({ url, answers: answers(2347), origin: ORIGIN });
    expect(counted).toContain('2,347 ads found');
    expect(counted).not.toContain('About 2,');
  });

  it('reads the session once for the whole page, however many of its parts show it', () => {
    const options = vi.spyOn(QueryClient.prototype, 'defaultQueryOptions');
    const sessionReads = () => options.mock.calls.filter(([query]) => query.queryKey?.[0] === sessionQueryKey[0]).length;
    try {
      const html = render({ url: '/categories', answers: { '/ads?limit=12&page=1&sort=featured': list }, origin: ORIGIN });
      // The header, its menus, the language links and the list's hearts all show whether someone is signed in.
      expect(html).toContain('Honda Activa 6G');
      const page = sessionReads();
      options.mockClear();
      renderToString(
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <p />
          </SessionProvider>
        </QueryClientProvider>,
      );
      expect(page).toBeGreaterThan(0);
      expect(page).toBe(sessionReads());
    } finally {
      options.mockRestore();
    }
  });

  it('draws an ad page with its photo, escapes its text, and never shows a phone number to a visitor', () => {
    const html = render({ url: '/ad/7', answers: { '/ads/7': { success: true, data: detail } }, origin: ORIGIN });
    expect(html).toContain('Samsung Galaxy S23 &lt;Phantom Black&gt;');
    expect(html).not.toContain('<Phantom Black>');
    expect(html).toContain('/media/7/800.webp');
    expect(html).toContain('Sign in to view contact details');
    // Shares name the site's public address, as the browser will (window.location.origin there).
    expect(html).toContain(encodeURIComponent(`${ORIGIN}/ad/7`));
  });

  it('links numbered pages only as deep as the API reads them by number; deeper pages, reached by Next, are not links', () => {
    const deep = { ...list, total: 1_000_000, page: 10_001, nextCursor: 'next' };
    const html = render({
      url: '/categories?page=10001&after=here',
      answers: { '/ads?cursor=here&limit=12&page=10001&sort=featured': deep },
      origin: ORIGIN,
    });
    expect(html).toContain('Royal Enfield Classic 350');
    expect(html).toContain('aria-label="Page 10000"');
    expect(html).not.toContain('page=10002&amp;after=here');
    expect(html).not.toMatch(/aria-label="Page 1000[1-3]"/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>10001<\/span>/);
    expect(html).toContain('page=10002&amp;after=next');
  });

  it('draws the home page with the real figures it is given, leaving out those too small to show', () => {
    const stats = { liveAds: 1143, sellers: null, localities: 3 };
    const html = render({ url: '/', answers: { '/site-stats': stats }, origin: ORIGIN });
    expect(html).toMatch(/<dd[^>]*>1,143<\/dd>/);
    expect(html).toContain('Live Ads');
    expect(html).toContain('Localities');
    expect(html).not.toContain('Sellers');
    expect(html).not.toMatch(/500\+|1000\+|Happy Users/);
    const none = render({ url: '/', answers: { '/site-stats': { liveAds: null, sellers: null, localities: null } }, origin: ORIGIN });
    expect(none).not.toContain('Mohalla Ads in numbers');
  });

  it('draws the browse filters folded behind a Filters button, with the active ones as links that remove them', () => {
    const html = render({
      url: '/categories/vehicles?location=ecil&sort=price-low',
      answers: { '/ads?category=vehicles&limit=12&location=ecil&page=1&sort=price-low': list },
      origin: ORIGIN,
    });
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Filters<!-- --> \(3\)<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toMatch(/aria-label="Remove filter: ECIL"[^>]*href="\/categories\/vehicles\?sort=price-low"/);
    expect(html).toMatch(/aria-label="Remove filter: Vehicles"[^>]*href="\/categories\?location=ecil&amp;sort=price-low"/);
    expect(html).toMatch(/aria-label="Remove filter: Price: Low to High"[^>]*href="\/categories\/vehicles\?location=ecil"/);
  });

  it("shows a portrait photo whole on the ad's page, over a blurred copy of itself", () => {
    const portrait = { ...detail, images: [{ ...detail.images[0]!, width: 900, height: 1200 }] };
    const html = render({ url: '/ad/7', answers: { '/ads/7': { success: true, data: portrait } }, origin: ORIGIN });
    expect(html).toMatch(/<img[^>]*aria-hidden="true"[^>]*class="[^"]*blur-2xl/);
    expect(html).toMatch(/<img[^>]*class="relative size-full object-contain/);
    const landscape = render({ url: '/ad/7', answers: { '/ads/7': { success: true, data: detail } }, origin: ORIGIN });
    expect(landscape).not.toContain('blur-2xl');
  });

  it("draws each page as the browser's whole route table draws it (the server's table holds only the drawn pages)", () => {
    const pages = [
      { url: '/', answers: { '/site-stats': { liveAds: 1143, sellers: null, localities: 3 } } },
      { url: '/categories', answers: { '/ads?limit=12&page=1&sort=featured': list } },
      {
        url: '/categories/vehicles?location=ecil',
        answers: { '/ads?category=vehicles&limit=12&location=ecil&page=1&sort=featured': list },
      },
      { url: '/ad/7', answers: { '/ads/7': { success: true, data: detail } } },
    ];
    for (const page of pages) {
      const drawn = render({ ...page, origin: ORIGIN, language: 'te' });
      expect(drawn).toContain('<main');
      expect(drawn).toBe(renderWith(<AppRoutes />, { ...page, origin: ORIGIN, language: 'te' }));
    }
  });

  it('draws the loading state when the answer is missing, and forgets the answers after each render', () => {
    render({ url: '/categories', answers: { '/ads?limit=12&page=1&sort=featured': list }, origin: ORIGIN });
    const html = render({ url: '/categories', answers: {}, origin: ORIGIN });
    expect(html).not.toContain('Royal Enfield Classic 350');
    expect(html).toContain('Loading ads...');
  });
});
