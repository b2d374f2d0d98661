import { z } from 'zod';

/** Query strings send '' for an empty input; treat it as absent so `?category=` means "any". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const optionalQueryString = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `must be at most ${max} characters`).optional());

export const positiveIntQuery = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`)
      .optional(),
  );

/** One readable sentence from a zod error, naming the first bad field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field ? `Invalid ${field}: ${issue.message}` : issue.message;
}
