import type { AdCursor, AdListQuery } from '@mohalla/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { keysetBranches, ORDER } from './ads-keyset.repository.ts';
import { viewKey, type ViewRecord } from './view-counter.ts';

/** One ad with the joined names the API needs; images are ordered variant maps. */
export type AdRow = {
  id: number;
  owner_id: string;
  title: string;
  description: string;
  category_key: string;
  category_name: string;
  subcategory: string | null;
  location_id: string;
  location_name: string;
  price: string | null;
  price_type: 'fixed' | 'negotiable' | 'free' | 'month' | 'year';
  features: string[];
  amenities: string[];
  contact_name: string;
  contact_phone: string | null;
  contact_whatsapp: string | null;
  contact_email: string | null;
  status: string;
  is_premium: boolean;
  is_featured: boolean;
  views: number;
  favorites_count: number;
  created_at: Date | string;
  published_at: Date | string | null;
  /** published_at in microseconds since 1970 (text): exact, for cursors. */
  published_us: string | null;
  expires_at: Date | string | null;
  plan_key: string | null;
  plan_name: string | null;
  owner_name: string;
  owner_email: string;
  images: Array<{ variants: Record<string, string>; width: number; height: number }>;
  /** Read for the owner's list and the ad's page only: why the moderators hid it (decision 025). */
  hidden_reason?: string | null;
  /** Who hid it: 'keyword' is a hold for review, not the moderators' decision (decision 030). */
  hidden_by?: string | null;
};

export type OwnerStatsRow = {
  display_name: string;
  handle: string;
  created_at: Date | string;
  phone_verified_at: Date | string | null;
  total_ads: number;
  active_ads: number;
  total_views: number;
};

/** A live ad: shown in lists and to visitors (the site's figures count the same). */
export const LIVE = sql`a.status = 'active' AND (a.expires_at IS NULL OR a.expires_at > now())`;

/** The owner columns `findWithOwner` reads beside an ad. */
type OwnerColumns = {
  owner_handle: string;
  owner_created_at: Date | string;
  owner_phone_verified_at: Date | string | null;
  owner_figures: Pick<OwnerStatsRow, 'total_ads' | 'active_ads' | 'total_views'>;
};

/**
 * A seller's figures on their ads' pages and profile: ads posted (not drafts or removed), live, and their views.
 * `owner` is the users row's id as the outer statement names it; `a` here is the owner's ads.
 */
const ownerFigures = (owner: SQL) => sql`
  SELECT count(a.id) FILTER (WHERE a.status NOT IN ('draft', 'removed'))::int AS total_ads,
    count(a.id) FILTER (WHERE ${LIVE})::int AS active_ads,
    COALESCE(sum(a.views) FILTER (WHERE a.status NOT IN ('draft', 'removed')), 0)::int AS total_views
  FROM ads a WHERE a.owner_id = ${owner}`;

/** The ads columns the API reads (not the search vector), for subqueries that pick a page before joining. */
const AD_COLUMNS = sql`a.id, a.owner_id, a.title, a.description, a.category_key, a.subcategory, a.location_id, a.price,
  a.price_type, a.features, a.amenities, a.contact_name, a.contact_phone, a.contact_whatsapp, a.contact_email, a.status,
  a.plan_id, a.is_premium, a.is_featured, a.views, a.favorites_count, a.created_at, a.published_at, a.expires_at`;

/**
 * Ads with the names the API needs, from `source` (the table, or a subquery that already picked a page).
 * Category and location names are scalar lookups rather than joins: fewer join orders to plan on every request.
 */
export const selectAds = (source: SQL, extra: SQL = sql``) => sql`
  SELECT ${extra} a.id, a.owner_id, a.title, a.description, a.category_key, a.subcategory, a.location_id,
    (SELECT c.name FROM categories c WHERE c.key = a.category_key) AS category_name,
    (SELECT l.name FROM locations l WHERE l.id = a.location_id) AS location_name,
    a.price::text AS price, a.price_type, a.features, a.amenities,
    a.contact_name, a.contact_phone, a.contact_whatsapp, a.contact_email, a.status, a.is_premium, a.is_featured,
    a.views, a.favorites_count, a.created_at, a.published_at, (extract(epoch FROM a.published_at) * 1000000)::bigint::text AS published_us,
    a.expires_at, p.key AS plan_key, p.name AS plan_name,
    u.display_name AS owner_name, u.email AS owner_email,
    COALESCE((SELECT json_agg(json_build_object('variants', i.variants, 'width', i.width, 'height', i.height) ORDER BY i.position)
      FROM ad_images i WHERE i.ad_id = a.id), '[]'::json) AS images
  FROM ${source}
  JOIN users u ON u.id = a.owner_id
  LEFT JOIN payment_plans p ON p.id = a.plan_id`;

const SELECT_AD = selectAds(sql`ads a`);
/** With why the moderators hid the ad, for its owner (decision 025). */
const SELECT_OWN_AD = selectAds(sql`ads a`, sql`a.hidden_reason, a.hidden_by,`);

/** What a list is filtered by (a search goes through ads-search.repository.ts). */
export type AdFilter = Pick<AdListQuery, 'category' | 'location'>;
/** Where a page starts: after `offset` rows, or, with a cursor, right after the ad it names (offset unused). */
export type ListStart = { offset: number; after?: AdCursor };
export type LiveCountRow = { category_key: string | null; location_id: string | null; total: number };

/** The part of a filter the sort indexes can help with: live, category, location. */
function baseFilter(filter: AdFilter): SQL {
  const parts: SQL[] = [LIVE];
  if (filter.category) parts.push(sql`a.category_key = ${filter.category}`);
  if (filter.location) parts.push(sql`a.location_id = ${filter.location}`);
  return sql.join(parts, sql` AND `);
}

/**
 * At most `rows` ads of `where` in the sort's order from `start`, as the subquery `a`. After a cursor, one index
 * range per keyset branch (ads-keyset.repository.ts), merged in order: the database reads about `rows` index entries
 * however deep the page, where OFFSET reads and drops every row before it.
 */
function fromStart(where: SQL, sort: AdListQuery['sort'], rows: number, start: ListStart, columns = AD_COLUMNS): SQL {
  if (!start.after)
    return sql`(SELECT ${columns} FROM ads a WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ${rows} OFFSET ${start.offset}) a`;
  const branches = keysetBranches(start.after).map(
    (branch) => sql`(SELECT ${columns} FROM ads a WHERE ${where} AND ${branch} ORDER BY ${ORDER[sort]} LIMIT ${rows})`,
  );
  return sql`(SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) a ORDER BY ${ORDER[sort]} LIMIT ${rows}) a`;
}

export function createAdsRepository(db: Db) {
  return {
    /** A page of live ads along the sort's index; category and location have exact statistics, so the planner picks well. */
    browse: (filter: AdFilter, sort: AdListQuery['sort'], limit: number, start: ListStart) =>
      queryRows<AdRow>(db, sql`${selectAds(fromStart(baseFilter(filter), sort, limit, start))} ORDER BY ${ORDER[sort]}`),

    /** The exact number of matches, counting no further than cap + 1. */
    async countUpTo(filter: AdFilter, cap: number): Promise<number> {
      const rows = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ads a WHERE ${baseFilter(filter)} LIMIT ${cap + 1}) m`,
      );
      return rows[0]?.total ?? 0;
    },

    /**
     * Live ads per category and location, per each alone, and in all. Live is active and not past its end date; the
     * active ones are counted from the small index of their category and place alone (ads_live_category_idx, an
     * index-only scan), less those already past their end (ads_expiry_idx: the few the sweep has not marked yet).
     * Testing each active row's end date read the whole table instead: 4.6 s of the database's CPU every five minutes
     * at a million ads, against ~0.5 s (decision 023, twenty-sixth session).
     */
    liveCounts: () =>
      queryRows<LiveCountRow>(
        db,
        sql`
      WITH counted AS (
        SELECT a.category_key, a.location_id, count(*) AS n FROM ads a WHERE a.status = 'active' GROUP BY 1, 2
        UNION ALL
        SELECT a.category_key, a.location_id, -count(*) FROM ads a WHERE a.status = 'active' AND a.expires_at <= now() GROUP BY 1, 2
      )
      SELECT category_key, location_id, sum(n)::int AS total FROM counted
      GROUP BY GROUPING SETS ((category_key, location_id), (category_key), (location_id), ())`,
      ),

    /**
     * A seller's ads, newest first: only live ones for the public; for the owner every status but removed, and the
     * ones the moderators hid (shown with the reason, decision 025).
     */
    async listForOwner(ownerId: string, options: { liveOnly: boolean; limit: number; status?: string }): Promise<AdRow[]> {
      const parts = [sql`a.owner_id = ${ownerId}`, options.liveOnly ? LIVE : sql`(a.status <> 'removed' OR a.hidden_at IS NOT NULL)`];
      // Expired is a state of the clock as well as of the column: an active ad past its date is expired, so
      // the filter runs in SQL before the LIMIT (filtering after it would hide ads beyond the first page).
      if (options.status === 'active') parts.push(LIVE);
      else if (options.status === 'expired') parts.push(sql`(a.status = 'expired' OR (a.status = 'active' AND a.expires_at <= now()))`);
      else if (options.status) parts.push(sql`a.status = ${options.status}`);
      return queryRows<AdRow>(
        db,
        sql`${SELECT_OWN_AD} WHERE ${sql.join(parts, sql` AND `)} ORDER BY a.created_at DESC, a.id DESC LIMIT ${options.limit}`,
      );
    },

    /** Ads matching a condition built by another repository (favourites), newest first. */
    where: (condition: SQL, limit = 500) => queryRows<AdRow>(db, sql`${SELECT_AD} WHERE ${condition} ORDER BY a.id DESC LIMIT ${limit}`),

    async isLive(id: number): Promise<boolean> {
      return (await queryRows(db, sql`SELECT 1 FROM ads a WHERE a.id = ${id} AND ${LIVE}`)).length > 0;
    },

    async findById(id: number): Promise<AdRow | undefined> {
      const [row] = await queryRows<AdRow>(db, sql`${SELECT_OWN_AD} WHERE a.id = ${id}`);
      return row;
    },

    async ownerStats(ownerId: string): Promise<OwnerStatsRow | undefined> {
      const [row] = await queryRows<OwnerStatsRow>(
        db,
        sql`SELECT u.display_name, u.handle, u.created_at, u.phone_verified_at, f.*
        FROM users u CROSS JOIN LATERAL (${ownerFigures(sql`u.id`)}) f
        WHERE u.id = ${ownerId}`,
      );
      return row;
    },

    /**
     * An ad and its owner's figures in one statement: an ad's page is read once per cache miss, and under load each
     * statement waits for a pooled connection of its own (bench/README.md, "The targets of issue 18").
     */
    async findWithOwner(id: number): Promise<{ row: AdRow; owner: OwnerStatsRow } | undefined> {
      const [found] = await queryRows<AdRow & OwnerColumns>(
        db,
        sql`${selectAds(
          sql`ads a`,
          sql`a.hidden_reason, a.hidden_by, u.handle AS owner_handle, u.created_at AS owner_created_at,
            u.phone_verified_at AS owner_phone_verified_at, (SELECT to_json(f) FROM (${ownerFigures(sql`u.id`)}) f) AS owner_figures,`,
        )} WHERE a.id = ${id}`,
      );
      if (!found) return undefined;
      const { owner_handle, owner_created_at, owner_phone_verified_at, owner_figures, ...row } = found;
      const owner = {
        display_name: row.owner_name,
        handle: owner_handle,
        created_at: owner_created_at,
        phone_verified_at: owner_phone_verified_at,
        ...owner_figures,
      };
      return { row, owner };
    },

    /**
     * Counts each view once per viewer per day, in one statement for a whole batch; answers the keys
     * (`viewKey`) of the views that were new. Committed without waiting for the disk (`synchronous_commit` off for
     * this statement's transaction only): the views are in the database, seen by every reader, at once, but a crash
     * of PostgreSQL in the next fraction of a second may lose them. A count of looks can bear that; the pages that
     * wait for their batch then do not wait for a flush of the log, and the batches behind it neither (p50 of the
     * wait 51-55 -> 26 ms, p95 173-209 -> 102 at fifty connections; decision 013, fourteenth session).
     */
    async recordViews(views: ViewRecord[]): Promise<Set<string>> {
      const rows = await queryRows<{ ad_id: number; viewer_key: string; day: string }>(
        db,
        sql`
        WITH v AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(views)}::json) AS v("adId" int, "viewerKey" text, day date)
        ), ins AS (
          INSERT INTO ad_views (ad_id, viewer_key, day) SELECT "adId", "viewerKey", day FROM v
          ON CONFLICT DO NOTHING RETURNING ad_id, viewer_key, day::text AS day
        ), bump AS (
          UPDATE ads SET views = ads.views + n.count FROM (SELECT ad_id, count(*)::int AS count FROM ins GROUP BY ad_id) n
          WHERE ads.id = n.ad_id
        ), quick AS (
          SELECT set_config('synchronous_commit', 'off', true) AS setting
        )
        SELECT ad_id, viewer_key, day FROM ins, quick`,
      );
      return new Set(rows.map((r) => viewKey({ adId: r.ad_id, viewerKey: r.viewer_key, day: r.day })));
    },

    async liveIds(limit: number): Promise<Array<{ id: number; updated_at: Date | string }>> {
      return queryRows<{ id: number; updated_at: Date | string }>(
        db,
        sql`SELECT a.id, a.updated_at FROM ads a WHERE ${LIVE} ORDER BY a.id DESC LIMIT ${limit}`,
      );
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
