import { z } from 'zod';

/** The largest value of a PostgreSQL integer column, where every numeric id (ads, plans) lives. */
export const DB_INT_MAX = 2_147_483_647;

/** Image ids are UUIDs (ad_images.id); anything else would fail in PostgreSQL's uuid cast instead of here. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Decimal digits only: "0x10" or "1e3" is not an id. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/**
 * A row id as sent (a JSON number, or decimal digits in a path, query or form): a whole number from 1 to its
 * column's maximum, so an id out of range is a 400 naming the field rather than a failing query. One `message`
 * stands for every failure where the spec has a text for it.
 */
export function dbIdSchema(field: string, message?: string) {
  const say = (fallback: string) => message ?? fallback;
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: say(`${field} must be a number`) })
      .positive(say(`${field} must be positive`))
      .max(DB_INT_MAX, say(`${field} is too large`))
      .int(say(`${field} must be a whole number`)),
  );
}
