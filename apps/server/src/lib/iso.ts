/** A moment from the database (a Date, or text from a raw query) as ISO 8601 text, as answers carry it. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** The same for a moment that may be missing. */
export const isoOrNull = (value: Date | string | null | undefined): string | null => (value == null ? null : isoOf(value));
