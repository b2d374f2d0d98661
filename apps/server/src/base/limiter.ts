import { AppError } from './app-error.ts';

/**
 * A fixed-window counter per key (an email, a user id) in memory, beside the per-IP limits of
 * @fastify/rate-limit: together they stop both one address trying many accounts and many addresses one account.
 */
export function createKeyedLimiter(options: { max: number; windowMs: number; message: string }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key: string): void {
      const now = Date.now();
      if (hits.size > 50_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + options.windowMs });
        return;
      }
      entry.count += 1;
      if (entry.count > options.max) throw new AppError('RATE_LIMITED', options.message);
    },
    reset(key: string): void {
      hits.delete(key);
    },
  };
}
