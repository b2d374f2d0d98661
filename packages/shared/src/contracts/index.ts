import { adminContracts, reportsContracts } from './admin.ts';
import { adsContracts } from './ads.ts';
import { authContracts } from './auth.ts';
import { catalogueContracts } from './catalogue.ts';
import { contactContracts } from './contact.ts';
import { conversationsContracts } from './conversations.ts';
import type { ContractRequest, ContractResponse } from './contract.ts';
import { favoritesContracts } from './favorites.ts';
import { freePlanContracts } from './free-plan.ts';
import { healthContracts } from './health.ts';
import { adminInboxContracts } from './admin-inbox.ts';
import { legalContracts } from './legal.ts';
import { paymentsContracts } from './payments.ts';
import { personalDataContracts } from './personal-data.ts';
import { profileContracts } from './profile.ts';
import { safetyContracts } from './safety.ts';
import { siteStatsContracts } from './site-stats.ts';
import { uploadsContracts } from './uploads.ts';
import { usersContracts } from './users.ts';

export * from './contract.ts';

/**
 * Every endpoint under /api, keyed by method and path (docs/decisions/017-contracts-and-boundaries.md). The
 * server registers its routes from this table; the web imports only its type.
 */
export const contracts = {
  ...healthContracts,
  ...catalogueContracts,
  ...siteStatsContracts,
  ...adsContracts,
  ...uploadsContracts,
  ...favoritesContracts,
  ...usersContracts,
  ...authContracts,
  ...profileContracts,
  ...personalDataContracts,
  ...paymentsContracts,
  ...freePlanContracts,
  ...contactContracts,
  ...conversationsContracts,
  ...reportsContracts,
  ...adminContracts,
  ...legalContracts,
  ...adminInboxContracts,
  ...safetyContracts,
};

export type Contracts = typeof contracts;
export type ApiRoute = keyof Contracts;
export type ApiRequest<R extends ApiRoute> = ContractRequest<Contracts[R]>;
export type ApiResponse<R extends ApiRoute> = ContractResponse<Contracts[R]>;
