import { AdIdParamsSchema } from '../ads.ts';
import { FreeAllowanceResponseSchema, PublishFreeResponseSchema } from '../free-plan.ts';
import { defineContracts } from './contract.ts';

/** The Free plan (decision 019): no payment, limited per person, the limits checked by the server only. */
export const freePlanContracts = defineContracts({
  /** The session's free ads against the limits in force, and when the next one is possible. */
  'GET /free-plan/allowance': { access: 'session', response: FreeAllowanceResponseSchema },
  /** Publishes the owner's draft or expired ad on the Free plan at once, within the limits (409 explaining them otherwise). */
  'POST /ads/:id/publish-free': { access: 'session', params: AdIdParamsSchema, response: PublishFreeResponseSchema },
});
