import { describeZodError } from '@mohalla/shared';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses request input with a shared contract; a bad value is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('BAD_REQUEST', describeZodError(result.error));
  return result.data;
}
