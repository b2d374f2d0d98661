import { CATEGORY_KEYS, LOCATION_IDS, type CategoryKey } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client.ts';
import { makeAdText } from './ad-text.ts';
import type { MixSource, SourceWord } from './mix.ts';
import { createRandom } from './random.ts';

/** The lexicon marks a word's title occurrences with this (decision 023). */
const TITLE_MARK = '^';
const SAMPLED_TITLES = 2000;

/**
 * What the mix draws from, read from the database it will be run against: the lexicon's words with their counts (in
 * all live ads, in titles, per category), the titles of random live ads and every live ad's id. The title sample
 * depends on `seed` only, so the same database gives the same mix.
 */
export async function readMixSource(db: Db, seed: number): Promise<MixSource> {
  const rows = await queryRows<{ word: string; category_key: string; ads: number }>(
    db,
    sql`SELECT word, category_key, ads FROM search_words WHERE location_id = '' AND left(word, 1) NOT IN ('~', '=') ORDER BY word, category_key`,
  );
  const words = new Map<string, SourceWord>();
  for (const row of rows) {
    const isTitle = row.word.startsWith(TITLE_MARK);
    const word = isTitle ? row.word.slice(1) : row.word;
    const entry = words.get(word) ?? { word, ads: 0, titleAds: 0, byCategory: {} };
    words.set(word, entry);
    if (row.category_key === '') {
      if (isTitle) entry.titleAds = Number(row.ads);
      else entry.ads = Number(row.ads);
    } else if (!isTitle) entry.byCategory[row.category_key as CategoryKey] = Number(row.ads);
  }
  const liveIds = (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM ads WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()) ORDER BY id`,
    )
  ).map((row) => Number(row.id));
  const r = createRandom(seed ^ 0x5eed);
  const sampled = Array.from({ length: Math.min(SAMPLED_TITLES, liveIds.length) }, () => r.pick(liveIds));
  const titles = await queryRows<{ title: string; category: CategoryKey }>(
    db,
    sql`SELECT title, category_key AS category FROM ads
      WHERE id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(sampled)}::json)) ORDER BY id`,
  );
  return { words: [...words.values()].filter((w) => w.ads > 0), titles, liveIds };
}

/**
 * The same kind of source without a database: `ads` texts made as bench:generate makes them (bench/lib/ad-text.ts),
 * with ids 1..ads all live. For the unit test, and to look at a mix without a database.
 */
export function adTextSource(ads: number, seed = 42): MixSource {
  const r = createRandom(seed);
  const words = new Map<string, SourceWord>();
  const titles: MixSource['titles'] = [];
  const tokens = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
  for (let i = 0; i < ads; i++) {
    const category = r.pick(CATEGORY_KEYS);
    const text = makeAdText(r, category, r.pick(LOCATION_IDS));
    titles.push({ title: text.title, category });
    const inTitle = tokens(text.title);
    for (const word of new Set([...inTitle, ...tokens(text.description)])) {
      const entry = words.get(word) ?? { word, ads: 0, titleAds: 0, byCategory: {} };
      words.set(word, entry);
      entry.ads += 1;
      if (inTitle.has(word)) entry.titleAds += 1;
      entry.byCategory[category] = (entry.byCategory[category] ?? 0) + 1;
    }
  }
  return { words: [...words.values()], titles: titles.slice(0, SAMPLED_TITLES), liveIds: Array.from({ length: ads }, (_, i) => i + 1) };
}
