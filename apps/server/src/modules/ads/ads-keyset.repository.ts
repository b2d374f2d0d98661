import { AD_SORT_KEYS, type AdCursor, type AdSort, type SortField, type SortValue } from '@mohalla/shared';
import { sql, type SQL } from 'drizzle-orm';

type Column = { sql: SQL; isNullable: boolean; value: (v: Exclude<SortValue, null>) => SQL };

const plain = (v: Exclude<SortValue, null>) => sql`${v}`;

/** Microseconds since 1970 as an exact timestamptz literal (a JS Date keeps only milliseconds). */
export function microsToIso(micros: number): string {
  const ms = Math.floor(micros / 1000);
  return new Date(ms).toISOString().replace('Z', `${String(micros - ms * 1000).padStart(3, '0')}Z`);
}

/** The ads columns behind each sort field; price and published_at may be null on a live ad (a price "on request"). */
const COLUMNS: Record<SortField, Column> = {
  isFeatured: { sql: sql`a.is_featured`, isNullable: false, value: plain },
  isPremium: { sql: sql`a.is_premium`, isNullable: false, value: plain },
  publishedAt: { sql: sql`a.published_at`, isNullable: true, value: (v) => sql`${microsToIso(v as number)}::timestamptz` },
  price: { sql: sql`a.price`, isNullable: true, value: (v) => sql`${v}::numeric` },
  views: { sql: sql`a.views`, isNullable: false, value: plain },
  id: { sql: sql`a.id`, isNullable: false, value: plain },
};

/**
 * Each sort's ORDER BY, built from the shared AD_SORT_KEYS. NULLS LAST in both directions: it is the order of
 * the sort indexes (schema.ts), which drizzle writes as NULLS LAST, and it keeps "price on request" ads at the end.
 */
export const ORDER = Object.fromEntries(
  Object.entries(AD_SORT_KEYS).map(([sort, parts]) => [
    sort,
    sql.join(
      parts.map((p) => sql`${COLUMNS[p.field].sql} ${sql.raw(p.isDescending ? 'DESC' : 'ASC')} NULLS LAST`),
      sql`, `,
    ),
  ]),
) as Record<AdSort, SQL>;

/** The condition that a column comes strictly after `value` in its direction; null when nothing can. */
function comesAfter(column: Column, isDescending: boolean, value: Exclude<SortValue, null>): SQL | null {
  // A boolean has one value after true (descending) or false (ascending), and none after the other.
  if (typeof value === 'boolean') return value === isDescending ? sql`${column.sql} = ${!value}` : null;
  return sql`${column.sql} ${sql.raw(isDescending ? '<' : '>')} ${column.value(value)}`;
}

/**
 * The ads strictly after a cursor, as disjoint conditions whose union is exactly that set. Each one is equalities
 * on a prefix of the sort's columns plus one range (or IS NULL) on the next, so each is a single range of the
 * sort's index, in index order: merged (UNION ALL with ORDER BY and LIMIT) they give the next page without
 * reading anything before the cursor. A single OR, or a row comparison, cannot: the directions are mixed
 * (price-low) and nulls sort last inside the order (published_at, price).
 */
export function keysetBranches(cursor: AdCursor): SQL[] {
  const branches: SQL[] = [];
  const equal: SQL[] = [];
  const and = (parts: SQL[]) => sql.join(parts, sql` AND `);
  AD_SORT_KEYS[cursor.sort].forEach((part, i) => {
    const column = COLUMNS[part.field];
    const value = cursor.values[i] ?? null;
    if (value === null) {
      // Nulls come last: only another null follows a null, so this column can only be equal.
      equal.push(sql`${column.sql} IS NULL`);
      return;
    }
    const after = comesAfter(column, part.isDescending, value);
    if (after) branches.push(and([...equal, after]));
    if (column.isNullable) branches.push(and([...equal, sql`${column.sql} IS NULL`]));
    equal.push(sql`${column.sql} = ${column.value(value)}`);
  });
  return branches;
}

/** The values that place a row in `sort`'s order, as the cursor after it carries them. */
export function cursorAfter(sort: AdSort, row: SortRow): AdCursor {
  const values: Record<SortField, SortValue> = {
    isFeatured: row.is_featured,
    isPremium: row.is_premium,
    publishedAt: row.published_us === null ? null : Number(row.published_us),
    price: row.price === null ? null : Number(row.price),
    views: row.views,
    id: row.id,
  };
  return { sort, values: AD_SORT_KEYS[sort].map((part) => values[part.field]) };
}

/** The columns of a list row that a cursor is made from; published_us is published_at in microseconds, as text. */
export type SortRow = {
  id: number;
  is_featured: boolean;
  is_premium: boolean;
  published_us: string | null;
  price: string | null;
  views: number;
};
