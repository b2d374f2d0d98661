import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad, Profile } from '@mohalla/shared';
import { cachedApi } from '@/lib/api';
import { SessionProvider, sessionQueryKey } from '@/lib/auth';
import { loadAllMessages } from '@/lib/i18n';
import { AdList } from './ad-list';

const ad = (id: number): Ad => ({
  AdId: id,
  Title: `Ad ${id}`,
  Description: 'Well kept.',
  CategoryName: 'Vehicles',
  CategoryKey: 'vehicles',
  Subcategory: 'Bikes',
  LocationId: 'ecil',
  LocationKey: 'ecil',
  LocationName: 'ECIL',
  Price: 1000,
  PriceTypeKey: 'fixed',
  PriceTypeName: 'Fixed',
  Images: '[]',
  Features: [],
  IsFeatured: false,
  IsPremium: false,
  Views: 1,
  Favorites: 0,
  CreatedDate: '2026-11-20T10:00:00.000Z',
  OwnerName: 'Ravi',
  PlanType: 'basic',
  PlanName: 'Basic',
  Status: 'active',
});
const ads = Array.from({ length: 12 }, (_, i) => ad(i + 1));

/** The list drawn as the server draws it, with the session (and the saved ids) already in the cache. */
function draw(client: QueryClient, list = ads) {
  return renderToString(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <StaticRouter location="/categories">
          <AdList ads={list} viewMode="grid" label="Ads" />
        </StaticRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const hearts = (html: string) => [...html.matchAll(/aria-label="(Add to Favorites|Remove from Favorites)"/g)].map((m) => m[1]);

describe('AdList', () => {
  beforeAll(() => loadAllMessages());
  afterEach(() => vi.restoreAllMocks());

  it("draws a visitor's twelve hearts empty, reading the session once for the list, not once per card", () => {
    const queriesFor = (list: Ad[]) => {
      const client = new QueryClient();
      client.setQueryData(sessionQueryKey, null);
      const queries = vi.spyOn(client, 'defaultQueryOptions');
      const html = draw(client, list);
      return { html, count: queries.mock.calls.length };
    };
    const twelve = queriesFor(ads);
    expect(hearts(twelve.html)).toEqual(Array(12).fill('Add to Favorites'));
    // The session and the saved ids are the list's: twelve cards ask for no more queries than one (each card had both).
    expect(twelve.count).toBeGreaterThan(0);
    expect(twelve.count).toBe(queriesFor(ads.slice(0, 1)).count);
  });

  it('fills the hearts of the ads a signed-in person saved, from the one ids answer', () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, { uid: 'u1', displayName: 'Asha' } as Profile);
    cachedApi(client, 'GET /favorites/ids').set({ success: true, data: [2, 5] });
    const html = draw(client);
    expect(
      hearts(html)
        .map((label, i) => (label === 'Remove from Favorites' ? i + 1 : 0))
        .filter(Boolean),
    ).toEqual([2, 5]);
    expect(html.match(/fill-red-600/g)).toHaveLength(2);
  });
});
