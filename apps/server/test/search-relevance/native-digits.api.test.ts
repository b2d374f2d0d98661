import fs from 'node:fs/promises';
import { AdListResponseSchema } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client.ts';
import { seedCatalogue } from '../../src/db/seed/catalogue.ts';
import { createAd, createUser } from '../helpers/fixtures.ts';
import { databaseAt, migrationsBefore } from '../helpers/migrations.ts';
import { DB_KINDS, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 21: an ad written with Telugu or Devanagari digits is found by ASCII ones, and the other way round, on
// PGlite and PostgreSQL; the migration that brings this re-reads the ads already written with such digits.
const TELUGU_DIGITS = '౩ BHK flat for rent near Kushaiguda';
const ASCII_DIGITS = '3 BHK independent house, Sainikpuri';
const OTHER_FLAT = '2 BHK flat for rent near Kushaiguda';
const DEVANAGARI_PRICE = 'दुकान किराए पर, ECIL';

/** The lexicon's words (all categories, all places) held by some live ad. */
const lexicon = async (database: Database) =>
  (
    await queryRows<{ word: string }>(
      database.db,
      sql`SELECT word FROM search_words WHERE category_key = '' AND location_id = '' AND ads > 0`,
    )
  ).map((row) => row.word);

describe.each(DB_KINDS)('native digits in search on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const owner = await createUser(t.database.db);
    for (const title of [TELUGU_DIGITS, ASCII_DIGITS, OTHER_FLAT]) {
      await createAd(t.database.db, owner.id, { title, description: 'Good water, lift.', categoryKey: 'real-estate', subcategory: null });
    }
    await createAd(t.database.db, owner.id, {
      title: DEVANAGARI_PRICE,
      description: 'किराया ₹१२,५०० महीना, २०० गज।',
      categoryKey: 'real-estate',
      subcategory: null,
    });
  });
  afterAll(() => t?.close());

  const titlesFound = async (search: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ads?${new URLSearchParams({ search, limit: '24' })}` });
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json()).data.map((ad) => ad.Title);
  };

  it('finds an ad written with Telugu digits by ASCII ones', async () => {
    const found = await titlesFound('3 bhk');
    expect(found).toEqual(expect.arrayContaining([TELUGU_DIGITS, ASCII_DIGITS]));
    expect(found).not.toContain(OTHER_FLAT);
  });

  it('finds an ad written with ASCII digits by Devanagari ones, and by Telugu ones', async () => {
    for (const search of ['३ bhk', '౩BHK']) {
      const found = await titlesFound(search);
      expect(found, search).toEqual(expect.arrayContaining([ASCII_DIGITS, TELUGU_DIGITS]));
      expect(found, search).not.toContain(OTHER_FLAT);
    }
  });

  it('finds an amount written in Devanagari digits by the same amount typed in ASCII or Telugu digits', async () => {
    expect(await titlesFound('12500')).toEqual([DEVANAGARI_PRICE]);
    expect(await titlesFound('౧౨,౫౦౦ दुकान')).toEqual([DEVANAGARI_PRICE]);
  });

  it('keeps one word for a number in the lexicon, whatever digits the ads were written with', async () => {
    const words = await lexicon(t.database);
    expect(words).toEqual(expect.arrayContaining(['3', '12500', '200']));
    expect(words.filter((word) => /[\u0c66-\u0c6f\u0966-\u096f]/.test(word))).toEqual([]);
  });
});

describe.each(DB_KINDS)('the native digits migration (0016) on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;
  const ids = { telugu: 0, ascii: 0 };
  const rowVersion = async (id: number) =>
    (await queryRows<{ xmin: string }>(database.db, sql`SELECT xmin::text FROM ads WHERE id = ${id}`))[0]!.xmin;
  const before = { telugu: '', ascii: '' };

  beforeAll(async () => {
    folder = await migrationsBefore('0016_search_text_native_digits');
    ({ database, drop } = await databaseAt(kind, folder));
    await seedCatalogue(database.db);
    const owner = await createUser(database.db);
    ids.telugu = (await createAd(database.db, owner.id, { title: TELUGU_DIGITS, description: 'Lift.', subcategory: null }, 0)).id;
    ids.ascii = (await createAd(database.db, owner.id, { title: ASCII_DIGITS, description: 'Lift.', subcategory: null }, 0)).id;
    before.telugu = await rowVersion(ids.telugu);
    before.ascii = await rowVersion(ids.ascii);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('re-reads only the ads written with such digits, and moves their words in the lexicon', async () => {
    // Before it, the Telugu digit is a word of its own that "3" does not find.
    expect(await lexicon(database)).toContain('౩');
    await database.migrate();
    expect(await rowVersion(ids.telugu)).not.toBe(before.telugu);
    expect(await rowVersion(ids.ascii)).toBe(before.ascii);
    const [row] = await queryRows<{ words: string[] }>(
      database.db,
      sql`SELECT tsvector_to_array(search) AS words FROM ads WHERE id = ${ids.telugu}`,
    );
    expect(row!.words).toContain('3');
    expect(row!.words).not.toContain('౩');
    const words = await lexicon(database);
    expect(words).toContain('3');
    expect(words).not.toContain('౩');
  });
});
