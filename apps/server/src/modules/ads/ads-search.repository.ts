import type { AdCursor, AdListQuery } from '@mohalla/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { keysetBranches, ORDER } from './ads-keyset.repository.ts';
import { LIVE, selectAds, type AdFilter, type AdRow, type ListStart } from './ads.repository.ts';
import { TITLE_MARK, TITLE_WORD_MARK, type WordStats } from './search/search-plan.ts';
import type { LexiconWord } from './search/word-index.ts';

type Sort = AdListQuery['sort'];

/** Every column an ORDER BY reads, for the subqueries that sort before joining. */
const SORT_COLUMNS = sql`a.id, a.is_featured, a.is_premium, a.published_at, a.price, a.views`;

/**
 * A search's conditions as tsquery texts of lexicon words, cast, not parsed (search/tsquery.ts): `match` finds the ads; `tiers`, best
 * first, rank them when the order is by relevance (an ad meeting none of them ranks after all that meet one).
 */
export type SearchSql = { match: string; tiers: string[] };

/** Relevance: the best tier an ad meets, then the featured order (Featured ads lead among equally good matches). */
const tierOf = (tiers: string[]): SQL =>
  tiers.length === 0
    ? sql`0`
    : sql`CASE ${sql.join(
        tiers.map((tier, i) => sql`WHEN a.search @@ ${tier}::tsquery THEN ${i}::int`),
        sql` `,
      )} ELSE ${tiers.length}::int END`;
const RELEVANCE = sql`a.tier, ${ORDER.featured}`;

/**
 * The rows of a page picked by id (with its tier), in `order`, after a row of `counts` (what the statement read and
 * met), which comes even when the page is empty: a later page past every match still says how many there were, so
 * the plan needs no second statement to count them or to tell "none met" from "fewer than the page's offset".
 */
const countedPageOf = (counts: SQL, picked: SQL, order: SQL) => sql`
  SELECT counts.*, page.* FROM (SELECT ${counts}) counts
  LEFT JOIN (${selectAds(
    sql`(SELECT a.*, picked.tier FROM ads a JOIN (${picked}) picked ON picked.id = a.id) a`,
    sql`row_number() OVER (ORDER BY ${order}) AS page_position,`,
  )}) page ON true
  ORDER BY page.page_position`;

/** A counted page's counts (every row carries them; the LEFT JOIN always gives one) and its ads. */
function splitCounted<C extends object>(result: (Partial<AdRow> & C)[]): { counts: C; rows: (AdRow & C)[] } {
  const [counts] = result;
  if (!counts) throw new Error('A counted page came without its counts row');
  return { counts, rows: result.filter((row): row is AdRow & C => row.id != null) };
}

/** The order a walk reads: relevance ranks a window of the featured order. */
const walkedOrder = (sort: Sort, isRelevance: boolean): Sort => (isRelevance ? 'featured' : sort);

/** Where a walk starts: the page's cursor, or where the lexicon says the first match can be (the highest price of any match). */
const walkStart = (start: ListStart & { from?: AdCursor }, isRelevance: boolean) => (isRelevance ? undefined : (start.after ?? start.from));

/**
 * The ads a walk along `sort`'s index reads through: the price orders have an index per category, relevance's order
 * (the featured sort) one per category and one per place, the others one for all live ads. With a category or place
 * outside its index a walk reads past every ad outside them, so its cost, and so the cap, is counted over the
 * index's ads, not the filter's. With both a category and a place, the featured order's walk reads the category's.
 */
export function walkedScope(filter: AdFilter, sort: Sort): AdFilter {
  if ((sort === 'price-low' || sort === 'price-high' || sort === 'featured') && filter.category) return { category: filter.category };
  if (sort === 'featured' && filter.location) return { location: filter.location };
  return {};
}

/**
 * A walk's rows: live, in the category and place, from `position` on, read in `order`. The featured order has an
 * index per category and per place (migration 0017): its walk inside one reads only its ads. The planner costs the
 * index of every live ad as if the table were read from disk in its order and would walk that one, reading past
 * every ad outside the category (3x slower at a million ads); so the category (or else the place) is a range of one
 * value leading the order, which only its own index gives without sorting (decision 023, "walks inside a category or place").
 */
function walkRange(filter: AdFilter, position: AdCursor | undefined, walked: Sort) {
  const scope = walked === 'featured' ? walkedScope(filter, walked) : {};
  const lead = scope.category ? 'category' : scope.location ? 'location' : null;
  const column = (key: 'category' | 'location') => (key === 'category' ? sql`a.category_key` : sql`a.location_id`);
  const condition = (key: 'category' | 'location') => {
    const value = filter[key];
    if (!value) return sql`true`;
    return key === lead ? sql`${column(key)} >= ${value} AND ${column(key)} <= ${value}` : sql`${column(key)} = ${value}`;
  };
  const where = sql.join([LIVE, condition('category'), condition('location')], sql` AND `);
  const order = lead ? sql`${column(lead)}, ${ORDER[walked]}` : ORDER[walked];
  return { where, order, branches: position ? keysetBranches(position) : [sql`true`] };
}

export function createAdsSearchRepository(db: Db) {
  /** The lexicon's rows of `words` that meet `where`. */
  async function statsRows(words: string[], where: SQL) {
    // A list of parameters, not a JSON array unnested: the planner turns that into a hash join over the whole table
    // (2 ms at 13,000 words), where a list is a few lookups of the primary key (0.1 ms).
    if (words.length === 0) return [];
    const rows = await queryRows<{
      word: string;
      category_key: string;
      ads: number;
      max_price: string | null;
      min_price: string | null;
      last_us: string | null;
    }>(
      db,
      sql`SELECT word, category_key, ads, max_price::text, min_price::text,
          (extract(epoch FROM last_published) * 1000000)::bigint::text AS last_us
        FROM search_words
        WHERE word IN (${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )})
          AND ${where}`,
    );
    const number = (text: string | null) => (text === null ? null : Number(text));
    return rows.map((r) => ({
      word: r.word,
      category: r.category_key,
      stats: {
        ads: r.ads,
        maxPrice: number(r.max_price),
        minPrice: number(r.min_price),
        lastPublished: number(r.last_us),
      } satisfies WordStats,
    }));
  }

  return {
    /** The lexicon's words with the number of live ads holding each: what corrections choose from. */
    lexicon: () =>
      queryRows<LexiconWord>(
        db,
        sql`SELECT word, ads FROM search_words WHERE category_key = '' AND location_id = '' AND ads > 0 AND left(word, 1) NOT IN (${TITLE_MARK}, ${TITLE_WORD_MARK})`,
      ),

    /**
     * For each word, in the category and place (either may be any): how many live ads hold it (exact), and the
     * highest and lowest price and the latest publication among them (bounds: an ad leaving never lowers them).
     */
    async wordStats(words: string[], category = '', location = ''): Promise<Map<string, WordStats>> {
      const rows = await statsRows(words, sql`category_key = ${category} AND location_id = ${location}`);
      return new Map(rows.map((r) => [r.word, r.stats]));
    },

    /** The same in the place (or any place), for any category ('') and for each category: where the words are held. */
    async wordStatsByCategory(words: string[], location = ''): Promise<Map<string, Map<string, WordStats>>> {
      const byCategory = new Map<string, Map<string, WordStats>>([['', new Map()]]);
      for (const r of await statsRows(words, sql`location_id = ${location}`)) {
        const stats = byCategory.get(r.category) ?? byCategory.set(r.category, new Map()).get(r.category)!;
        stats.set(r.word, r.stats);
      }
      return byCategory;
    },

    /**
     * The category of a live ad that matches, or null when none does. Read through the word index: a materialized CTE
     * is planned for all its rows, so the LIMIT 1 outside cannot tempt the planner into scanning the table for a match
     * that may not be there (words that never meet, such as "bill" and "high", cost a whole-table scan, 0.9 s at a
     * million ads, that way).
     */
    async firstCategory(match: string): Promise<string | null> {
      const rows = await queryRows<{ category_key: string }>(
        db,
        sql`WITH m AS MATERIALIZED (SELECT a.category_key FROM ads a WHERE a.search @@ ${match}::tsquery AND ${LIVE}) SELECT category_key FROM m LIMIT 1`,
      );
      return rows[0]?.category_key ?? null;
    },

    /**
     * Every match of a narrow search, at most `cap` + 1, through the word index (the category and place are
     * words of the same index, so "flat" in Jobs reads two short lists); counted, sorted, and one page read.
     * `isRelevance` orders by tier first. Exact when count <= cap.
     */
    async collect(search: SearchSql, sort: Sort, isRelevance: boolean, limit: number, start: ListStart, cap: number) {
      const order = isRelevance ? RELEVANCE : ORDER[sort];
      const after = start.after
        ? sql`(${sql.join(
            keysetBranches(start.after).map((b) => sql`(${b})`),
            sql` OR `,
          )})`
        : sql`true`;
      const result = await queryRows<Partial<AdRow> & { match_count: number }>(
        db,
        sql`
        WITH matches AS MATERIALIZED (
          SELECT ${SORT_COLUMNS}, ${isRelevance ? tierOf(search.tiers) : sql`0`} AS tier FROM ads a
          WHERE a.search @@ ${search.match}::tsquery AND ${LIVE} LIMIT ${cap + 1}
        )
        ${countedPageOf(
          sql`(SELECT count(*) FROM matches)::int AS match_count`,
          sql`SELECT a.id, a.tier FROM matches a WHERE ${after} ORDER BY ${order} LIMIT ${limit} OFFSET ${start.after ? 0 : start.offset}`,
          order,
        )}`,
      );
      // Exact when at most the cap; cap + 1 says the collection was cut short there.
      const { counts, rows } = splitCounted(result);
      return { rows, count: counts.match_count };
    },

    /**
     * A page of a broad search read along the order's own index, testing each row, at most `window` rows: cheap
     * because matches are plentiful. The walk stops as soon as the page is certain: when the rows read hold the
     * page's matches of the best tier (for an explicit order every match is of the best tier), nothing further
     * along can come before them. Otherwise relevance ranks the whole window by tier, so a page is the same
     * whichever page asked (pages never repeat or skip an ad). Not a page (`isPage` false) when the window holds too
     * few matches for it.
     */
    async walk(
      search: SearchSql,
      filter: AdFilter,
      sort: Sort,
      isRelevance: boolean,
      limit: number,
      start: ListStart & { from?: AdCursor },
      window: number,
    ) {
      const walked = walkedOrder(sort, isRelevance);
      const { where, order, branches } = walkRange(filter, walkStart(start, isRelevance), walked);
      const offset = start.after && !isRelevance ? 0 : start.offset;
      const wanted = offset + limit;
      // Each walked row is tested where it is read and carries only the order's columns and its tier (null: no match),
      // not its words: a window of thousands of tsvectors outgrew work_mem and spilled to disk. CASE tests the tiers
      // of matches only.
      const tier = sql`CASE WHEN a.search @@ ${search.match}::tsquery THEN ${isRelevance ? tierOf(search.tiers) : sql`0`} END`;
      const ranges = branches.map(
        (branch) =>
          sql`(SELECT ${SORT_COLUMNS}, a.category_key, a.location_id, ${tier} AS tier FROM ads a WHERE ${where} AND ${branch} ORDER BY ${order} LIMIT ${window})`,
      );
      // The CTEs read one stream as far as they need it (a CTE is read lazily): `best` stops at the page's last match
      // of the best tier; only when the window holds too few of them is the rest of the window read and ranked.
      // position: how far along the order a row stands; seen: the matches up to it (for the estimate). A walk that met
      // fewer matches than a later page's offset still says how many (countedPageOf): with none said, the plan took
      // the words for absent along the order and collected them instead (10-40 ms wasted at a million ads).
      const pageOrder = isRelevance ? RELEVANCE : ORDER[sort];
      const result = await queryRows<Partial<AdRow> & { hit_count: number; walked_count: number }>(
        db,
        sql`
        WITH walked AS MATERIALIZED (
          SELECT a.*, row_number() OVER (ORDER BY ${order}) AS position,
            count(a.tier) OVER (ORDER BY ${order} ROWS UNBOUNDED PRECEDING) AS seen
          FROM (SELECT * FROM (${sql.join(ranges, sql` UNION ALL `)}) a ORDER BY ${order} LIMIT ${window}) a
        ), best AS MATERIALIZED (
          SELECT * FROM walked a WHERE a.tier = 0 LIMIT ${wanted}
        ), hits AS MATERIALIZED (
          SELECT * FROM best WHERE (SELECT count(*) FROM best) = ${wanted}
          UNION ALL
          SELECT * FROM walked a WHERE a.tier IS NOT NULL AND (SELECT count(*) FROM best) < ${wanted}
        )
        ${countedPageOf(
          sql`COALESCE((SELECT max(seen) FROM hits), 0)::int AS hit_count,
            (CASE WHEN (SELECT count(*) FROM best) = ${wanted} THEN (SELECT max(position) FROM best) ELSE (SELECT count(*) FROM walked) END)::int AS walked_count`,
          sql`SELECT a.id, a.tier FROM hits a ORDER BY ${pageOrder} LIMIT ${limit} OFFSET ${offset}`,
          pageOrder,
        )}`,
      );
      // How many rows were read and how many of them matched: the words' share along the order, which the lexicon's
      // estimate (words taken as independent) misses when they come from the same kinds of ads.
      const { counts, rows } = splitCounted(result);
      return { rows, hits: counts.hit_count, read: counts.walked_count, isPage: rows.length === limit };
    },
  };
}

export type AdsSearchRepository = ReturnType<typeof createAdsSearchRepository>;
