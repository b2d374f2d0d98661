import { localiseMessage, type Language } from '@mohalla/shared';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message per top-level field of a failed parse: one clear sentence under each input, in the page's
 * language (the shared schemas speak English, as the server's tests expect).
 */
export function toFieldErrors(error: z.ZodError, language: Language = 'en'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = localiseMessage(issue.message, language);
  }
  return errors;
}

/** The first field, in the form's order, that has an error; focus goes there so the reader hears why. */
export const firstInvalid = (order: readonly string[], errors: FieldErrors) => order.find((name) => errors[name]);
