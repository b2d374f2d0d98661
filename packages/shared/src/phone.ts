/** A phone number as the server stores it: the 10 national digits of an Indian mobile number. */
export const PHONE_DIGITS = /^[0-9]{10}$/;

/**
 * What people type ("98765 43210", "+91 98765 43210", "098765 43210", "98765-43210") as the 10 digits.
 * Only separators and the +91 / trunk 0 prefixes go; letters and other symbols stay, so a schema refuses them
 * instead of a number that was never typed being accepted. Zod-free, so the pages that only show numbers can use it.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.replace(/[\s\-.()]/g, '');
  // The country code only when a full number follows: a 10-digit number may itself start with 91.
  const national = compact.replace(/^(\+91|0091|91(?=[0-9]{10}$))/, '');
  return national.replace(/^0(?=[0-9]{10}$)/, '');
}

/** For z.preprocess: normalises text and leaves anything else (null, numbers) for the schema to judge. */
export const phoneInput = (value: unknown): unknown => (typeof value === 'string' ? normalisePhone(value) : value);
