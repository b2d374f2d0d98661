import { AdStatusesResponseSchema, CategoriesResponseSchema, LocationsResponseSchema, PaymentPlansResponseSchema } from '../catalogue.ts';
import { defineContracts } from './contract.ts';

/** Reference data with the spec's field names, public and cacheable. */
export const catalogueContracts = defineContracts({
  'GET /categories': { access: 'public', response: CategoriesResponseSchema },
  'GET /locations': { access: 'public', response: LocationsResponseSchema },
  /** Price in rupees; the server charges from its own copy. */
  'GET /payment-plans': { access: 'public', response: PaymentPlansResponseSchema },
  'GET /ad-statuses': { access: 'public', response: AdStatusesResponseSchema },
});
