import { FREE_PLAN_MESSAGES, SAFETY_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { createKeyedLimiter } from '../../base/limiter.ts';
import { route } from '../../base/route.ts';
import type { FreePlanService } from './free-plan.service.ts';

export function freePlanRoutes(app: FastifyInstance, service: FreePlanService): void {
  // A person publishes a few ads a month; a script hammering the limit is stopped per account and per address.
  const perUser = createKeyedLimiter({
    max: 20,
    windowMs: 10 * 60_000,
    message: 'Too many attempts to publish. Please wait a few minutes and try again.',
  });

  route(app, 'GET /free-plan/allowance', {}, async ({ userId, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.allowance(userId) };
  });

  route(app, 'POST /ads/:id/publish-free', { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } }, async ({ userId, params }) => {
    perUser.hit(userId);
    const published = await service.publish(userId, params.id);
    const message = published.heldForReview ? SAFETY_MESSAGES.heldOnPublish : FREE_PLAN_MESSAGES.published;
    return { success: true, message, data: published };
  });
}
