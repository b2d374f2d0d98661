import { AdListResponseSchema } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The lexicon in memory (corrections, completions) is up to a minute old. A word of an ad that has just gone live is
 * not in it; when that word also starts a word it knows ("cab" of "cable"), the search must still find the new ad.
 */
describe.each(DB_KINDS)('a word newer than the lexicon in memory on %s', (kind) => {
  let t: TestApp;
  let seller: { id: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await createUser(t.database.db);
    await createAd(t.database.db, seller.id, { title: 'Copper cable roll, 10 metres' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/ads${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json());
  };

  it('finds a just-published ad by a word that starts a word the lexicon already knew', async () => {
    // The lexicon is read into memory by this first search, before the new ad exists.
    expect((await list('?search=cable')).total).toBe(1);
    const fresh = await createAd(t.database.db, seller.id, { title: 'Steel almirah c7cab6' });
    for (const search of ['steel almirah c7cab6', 'cab', 'almirah cab']) {
      expect(
        (await list(`?search=${encodeURIComponent(search)}`)).data.map((a) => a.AdId),
        search,
      ).toContain(fresh.id);
    }
    // The older ad is still found by the half-typed word.
    expect((await list('?search=cab')).total).toBe(2);
  });

  it('finds a just-published ad by a word the lexicon in memory would have corrected to one it knew', async () => {
    // The lexicon in memory already holds "cable" (read by the search above, or read now).
    expect((await list('?search=cable')).total).toBeGreaterThan(0);
    // "cabke" is one letter from "cable": with the copy in memory alone it was searched as "cable" and missed this ad.
    const fresh = await createAd(t.database.db, seller.id, { title: 'Brass lamp cabke 334fce' });
    const found = await list(`?search=${encodeURIComponent('brass lamp cabke')}`);
    expect(found.data.map((a) => a.AdId)).toEqual([fresh.id]);
    expect(found.searchedFor ?? null).toBeNull();
    expect((await list(`?search=${encodeURIComponent('Brass lamp cabke 334fce')}`)).data.map((a) => a.AdId)).toEqual([fresh.id]);
  });

  // Each view counted rewrites an ad's row with its index entries; with a pending list, every search read those
  // entries whole (and the planner priced them in) until a vacuum: 2-5x slower searches by the hour (migration 0018).
  it('writes an ad’s words straight into the word index, with no pending list for searches to read', async () => {
    const [index] = await queryRows<{ options: string[] | null }>(
      t.database.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'ads_search_live_idx'`,
    );
    expect(index?.options).toContain('fastupdate=false');
  });
});
