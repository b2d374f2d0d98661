import { AD_SORTS, type AdSort } from './ad-display.ts';
import { DB_INT_MAX } from './ids.ts';

/** A value that places an ad in a list's order. */
export type SortField = 'isFeatured' | 'isPremium' | 'publishedAt' | 'price' | 'views' | 'id';
export type SortKeyPart = { field: SortField; isDescending: boolean };
export type SortValue = boolean | number | null;

const desc = (field: SortField): SortKeyPart => ({ field, isDescending: true });

/**
 * Each sort's order, ending in the id so it is total (null prices and dates come last in either direction).
 * The server builds its ORDER BY and the keyset conditions from this; the indexes in schema.ts follow it.
 */
export const AD_SORT_KEYS: Record<AdSort, readonly SortKeyPart[]> = {
  featured: [desc('isFeatured'), desc('isPremium'), desc('publishedAt'), desc('id')],
  premium: [desc('isPremium'), desc('isFeatured'), desc('publishedAt'), desc('id')],
  recent: [desc('publishedAt'), desc('id')],
  'price-low': [{ field: 'price', isDescending: false }, desc('id')],
  'price-high': [desc('price'), desc('id')],
  popular: [desc('views'), desc('id')],
};

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/**
 * What each field may hold, so a crafted cursor can never reach the database as a value of the wrong type or
 * range (a 400, not a 5xx). publishedAt is microseconds since 1970, the column's own precision; price is whole
 * rupees (numeric(12, 0)).
 */
const IS_VALID: Record<SortField, (v: unknown) => boolean> = {
  isFeatured: (v) => typeof v === 'boolean',
  isPremium: (v) => typeof v === 'boolean',
  publishedAt: (v) => v === null || isInt(v, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  price: (v) => v === null || isInt(v, -999_999_999_999, 999_999_999_999),
  views: (v) => isInt(v, -DB_INT_MAX - 1, DB_INT_MAX),
  id: (v) => isInt(v, 1, DB_INT_MAX),
};

/** A position in a list: the sort it belongs to and the last shown ad's values of AD_SORT_KEYS[sort]. */
export type AdCursor = { sort: AdSort; values: readonly SortValue[] };

/** Longest cursor text accepted: the longest real one (featured) is about 70 characters. */
export const AD_CURSOR_MAX_LENGTH = 200;

// Globals in Node and browsers; this package's lib (ES2023 only) does not declare them. JSON of numbers,
// booleans and sort names is ASCII, which is all they handle.
declare const btoa: (data: string) => string;
declare const atob: (data: string) => string;
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The opaque, URL-safe text of a position: base64url of `[sort, ...values]`. */
export function encodeAdCursor(cursor: AdCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, ...cursor.values]));
}

/** The position a cursor names, or null when it is not one this server could have made. */
export function decodeAdCursor(text: string): AdCursor | null {
  if (text.length > AD_CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const [sort, ...values] = parsed as unknown[];
  if (!AD_SORTS.includes(sort as AdSort)) return null;
  const keys = AD_SORT_KEYS[sort as AdSort];
  if (values.length !== keys.length || !keys.every((part, i) => IS_VALID[part.field](values[i]))) return null;
  return { sort: sort as AdSort, values: values as SortValue[] };
}
