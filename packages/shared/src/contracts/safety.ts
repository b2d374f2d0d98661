import { OkMessageSchema } from '../envelope.ts';
import {
  HeldKeywordBodySchema,
  HeldKeywordParamsSchema,
  HeldKeywordsResponseSchema,
  SafePlaceBodySchema,
  SafePlaceParamsSchema,
  SafePlaceResponseSchema,
  SafePlacesQuerySchema,
  SafePlacesResponseSchema,
} from '../safety-settings.ts';
import { defineContracts } from './contract.ts';

/** Safe meeting places (public read, operators edit) and the held words of the keyword hold (decision 030). */
export const safetyContracts = defineContracts({
  /** Well-lit public places to meet, in the operators' order; one locality or all. */
  'GET /safe-places': { access: 'public', query: SafePlacesQuerySchema, response: SafePlacesResponseSchema },
  'POST /admin/safe-places': { access: 'operator', body: SafePlaceBodySchema, response: SafePlaceResponseSchema },
  'PUT /admin/safe-places/:id': {
    access: 'operator',
    params: SafePlaceParamsSchema,
    body: SafePlaceBodySchema,
    response: SafePlaceResponseSchema,
  },
  'DELETE /admin/safe-places/:id': { access: 'operator', params: SafePlaceParamsSchema, response: OkMessageSchema },
  /** New ads whose title or description holds one of these (whole word, any case) wait for an operator. */
  'GET /admin/keywords': { access: 'operator', response: HeldKeywordsResponseSchema },
  'POST /admin/keywords': { access: 'operator', body: HeldKeywordBodySchema, response: OkMessageSchema },
  'DELETE /admin/keywords/:word': { access: 'operator', params: HeldKeywordParamsSchema, response: OkMessageSchema },
});
