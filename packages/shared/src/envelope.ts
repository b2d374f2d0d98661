import { z } from 'zod';

/**
 * The answer envelopes of the API: `{ success: true, data }` (with a `message` when the spec has a text for the
 * outcome), and `{ success: false, message }` for every failure.
 */
export const okData = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const okMessageData = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });
export const OkMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export const ErrorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
