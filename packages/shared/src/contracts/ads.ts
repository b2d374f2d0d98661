import { z } from 'zod';
import { AdForEditResponseSchema, AdSavedResponseSchema, AdWriteSchema } from '../ad-write.ts';
import { AdDetailResponseSchema, AdIdParamsSchema, AdListQuerySchema, AdListResponseSchema } from '../ads.ts';
import { OkMessageSchema } from '../envelope.ts';
import { defineContracts } from './contract.ts';

/** The spec's client names the owner in the body of a delete; it is accepted and ignored (the session decides). */
const DeleteAdBodySchema = z.object({ ownerEmail: z.string().max(254).optional() }).optional();

export const adsContracts = defineContracts({
  /** Live ads only; a signed-in caller also gets the sellers' contact fields. */
  'GET /ads': { access: 'public', query: AdListQuerySchema, response: AdListResponseSchema },
  /** A live ad for anyone; its owner sees it in any status. */
  'GET /ads/:id': { access: 'public', params: AdIdParamsSchema, response: AdDetailResponseSchema },
  /** A new ad is a draft until a payment publishes it. */
  'POST /ads': { access: 'session', body: AdWriteSchema, response: AdSavedResponseSchema },
  'PUT /ads/:id': { access: 'session', params: AdIdParamsSchema, body: AdWriteSchema, response: AdSavedResponseSchema },
  /** The owner's ad in any status, as the edit form loads it; someone else's answers 404. */
  'GET /ads/:id/edit': { access: 'session', params: AdIdParamsSchema, response: AdForEditResponseSchema },
  /** Soft delete. */
  'DELETE /ads/:id': { access: 'session', params: AdIdParamsSchema, body: DeleteAdBodySchema, response: OkMessageSchema },
  /** Only an active ad can be sold. */
  'POST /ads/:id/sold': { access: 'session', params: AdIdParamsSchema, response: OkMessageSchema },
});
