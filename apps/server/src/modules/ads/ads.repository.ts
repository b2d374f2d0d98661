import type { AdListQuery } from '@mohalla/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

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
  expires_at: Date | string | null;
  plan_key: string | null;
  plan_name: string | null;
  owner_name: string;
  owner_email: string;
  images: Array<{ variants: Record<string, string>; width: number; height: number }>;
};

export type OwnerStatsRow = {
  display_name: string;
  email: string;
  created_at: Date | string;
  phone_verified_at: Date | string | null;
  total_ads: number;
  active_ads: number;
  total_views: number;
};

const LIVE = sql`a.status = 'active' AND (a.expires_at IS NULL OR a.expires_at > now())`;

const SELECT_AD = sql`
  SELECT a.id, a.owner_id, a.title, a.description, a.category_key, c.name AS category_name, a.subcategory,
    a.location_id, l.name AS location_name, a.price::text AS price, a.price_type, a.features, a.amenities,
    a.contact_name, a.contact_phone, a.contact_whatsapp, a.contact_email, a.status, a.is_premium, a.is_featured,
    a.views, a.favorites_count, a.created_at, a.published_at, a.expires_at, p.key AS plan_key, p.name AS plan_name,
    u.display_name AS owner_name, u.email AS owner_email,
    COALESCE((SELECT json_agg(json_build_object('variants', i.variants, 'width', i.width, 'height', i.height) ORDER BY i.position)
      FROM ad_images i WHERE i.ad_id = a.id), '[]'::json) AS images
  FROM ads a
  JOIN categories c ON c.key = a.category_key
  JOIN locations l ON l.id = a.location_id
  JOIN users u ON u.id = a.owner_id
  LEFT JOIN payment_plans p ON p.id = a.plan_id`;

const ORDER: Record<AdListQuery['sort'], SQL> = {
  featured: sql`a.is_featured DESC, a.is_premium DESC, a.published_at DESC NULLS LAST, a.id DESC`,
  premium: sql`a.is_premium DESC, a.is_featured DESC, a.published_at DESC NULLS LAST, a.id DESC`,
  recent: sql`a.published_at DESC NULLS LAST, a.id DESC`,
  'price-low': sql`a.price ASC NULLS LAST, a.id DESC`,
  'price-high': sql`a.price DESC NULLS LAST, a.id DESC`,
  popular: sql`a.views DESC, a.id DESC`,
};

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(query: Pick<AdListQuery, 'category' | 'location' | 'search'>): SQL {
  const parts: SQL[] = [LIVE];
  if (query.category) parts.push(sql`a.category_key = ${query.category}`);
  if (query.location) parts.push(sql`a.location_id = ${query.location}`);
  if (query.search) {
    // Full text for words and stems, substring for prefixes ("iphon"), trigram similarity for typos ("ipone").
    const like = likePattern(query.search);
    parts.push(sql`(a.search @@ websearch_to_tsquery('english', ${query.search})
      OR a.title ILIKE ${like} OR a.description ILIKE ${like}
      OR word_similarity(${query.search}, a.title) >= 0.4)`);
  }
  return sql.join(parts, sql` AND `);
}

export function createAdsRepository(db: Db) {
  return {
    async list(query: AdListQuery): Promise<{ rows: AdRow[]; total: number }> {
      const where = listFilter(query);
      const offset = (query.page - 1) * query.limit;
      const [rows, count] = await Promise.all([
        queryRows<AdRow>(db, sql`${SELECT_AD} WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`),
        queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ads a WHERE ${where}`),
      ]);
      return { rows, total: count[0]?.total ?? 0 };
    },

    /** A seller's ads, newest first: only live ones for the public, every status but removed for the owner. */
    async listForOwner(ownerId: string, options: { liveOnly: boolean; limit: number; status?: string }): Promise<AdRow[]> {
      const parts = [sql`a.owner_id = ${ownerId}`, options.liveOnly ? LIVE : sql`a.status <> 'removed'`];
      if (options.status) parts.push(sql`a.status = ${options.status}`);
      return queryRows<AdRow>(db, sql`${SELECT_AD} WHERE ${sql.join(parts, sql` AND `)} ORDER BY a.created_at DESC, a.id DESC LIMIT ${options.limit}`);
    },

    /** Ads matching a condition built by another repository (favourites), newest first. */
    where: (condition: SQL, limit = 500) =>
      queryRows<AdRow>(db, sql`${SELECT_AD} WHERE ${condition} ORDER BY a.id DESC LIMIT ${limit}`),

    async isLive(id: number): Promise<boolean> {
      return (await queryRows(db, sql`SELECT 1 FROM ads a WHERE a.id = ${id} AND ${LIVE}`)).length > 0;
    },

    async findById(id: number): Promise<AdRow | undefined> {
      const [row] = await queryRows<AdRow>(db, sql`${SELECT_AD} WHERE a.id = ${id}`);
      return row;
    },

    async ownerStats(ownerId: string): Promise<OwnerStatsRow | undefined> {
      const [row] = await queryRows<OwnerStatsRow>(db, sql`
        SELECT u.display_name, u.email, u.created_at, u.phone_verified_at,
          count(a.id) FILTER (WHERE a.status NOT IN ('draft', 'removed'))::int AS total_ads,
          count(a.id) FILTER (WHERE ${LIVE})::int AS active_ads,
          COALESCE(sum(a.views) FILTER (WHERE a.status NOT IN ('draft', 'removed')), 0)::int AS total_views
        FROM users u LEFT JOIN ads a ON a.owner_id = u.id
        WHERE u.id = ${ownerId}
        GROUP BY u.id`);
      return row;
    },

    /** Counts a view once per viewer per day; answers whether it was new. */
    async recordView(adId: number, viewerKey: string, day: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        WITH ins AS (
          INSERT INTO ad_views (ad_id, viewer_key, day) VALUES (${adId}, ${viewerKey}, ${day})
          ON CONFLICT DO NOTHING RETURNING ad_id
        )
        UPDATE ads SET views = views + 1 WHERE id IN (SELECT ad_id FROM ins) RETURNING id`);
      return rows.length > 0;
    },

    async liveIds(limit: number): Promise<Array<{ id: number; updated_at: Date | string }>> {
      return queryRows<{ id: number; updated_at: Date | string }>(db, sql`SELECT a.id, a.updated_at FROM ads a WHERE ${LIVE} ORDER BY a.id DESC LIMIT ${limit}`);
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
