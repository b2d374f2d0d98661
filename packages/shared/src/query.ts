import { z } from 'zod';

/** Query strings send '' for an empty input; treat it as absent so `?category=` means "any". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const optionalQueryString = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  );

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

/** zod's own default messages, which do not say which field they are about. */
// Only zod's wording ("Invalid input: ...", "Invalid option: ..."), so spec texts such as "Invalid Plan - ..." stay as written.
const GENERIC =
  /^(Invalid (input|option|string|number|email|url|uuid|date|type|union|key|element|value|format)\b|Too (big|small)|Unrecognized|Expected)/;

/**
 * One readable sentence from a zod error. Our contracts' own messages are the product's texts and are shown
 * as written; zod's generic ones get the name of the field in front.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && GENERIC.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}
