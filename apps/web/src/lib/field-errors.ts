import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed parse: one clear sentence under each input. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The first field, in the form's order, that has an error; focus goes there so the reader hears why. */
export const firstInvalid = (order: readonly string[], errors: FieldErrors) => order.find((name) => errors[name]);
