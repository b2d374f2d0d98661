import { z } from 'zod';

/** GET /api/health: the server answers and its database does too (503 with a message otherwise). */
export const HealthResponseSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
