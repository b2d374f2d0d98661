import {
  DashboardStatsQuerySchema,
  DashboardStatsResponseSchema,
  OwnerStatsQuerySchema,
  OwnerStatsResponseSchema,
  PublicAdsQuerySchema,
  PublicAdsResponseSchema,
  PublicStatsQuerySchema,
  PublicStatsResponseSchema,
  UserAdsQuerySchema,
  UserAdsResponseSchema,
  ViewsDailyQuerySchema,
  ViewsDailyResponseSchema,
} from '../users.ts';
import { defineContracts } from './contract.ts';

export const usersContracts = defineContracts({
  /** The session's own figures; another person's email answers 403. */
  'GET /user/dashboard-stats': { access: 'session', query: DashboardStatsQuerySchema, response: DashboardStatsResponseSchema },
  /** The session's own ads in any status, newest first. */
  'GET /user/ads': { access: 'session', query: UserAdsQuerySchema, response: UserAdsResponseSchema },
  /** Views of the person's ads per Hyderabad day, zero-filled, oldest first. */
  'GET /user/views-daily': { access: 'session', query: ViewsDailyQuerySchema, response: ViewsDailyResponseSchema },
  'GET /user/owner-stats': { access: 'public', query: OwnerStatsQuerySchema, response: OwnerStatsResponseSchema },
  /** By email or display name; 404 "User Not Found". */
  'GET /user/public-stats': { access: 'public', query: PublicStatsQuerySchema, response: PublicStatsResponseSchema },
  /** The seller's live ads, newest first. */
  'GET /user/public-ads': { access: 'public', query: PublicAdsQuerySchema, response: PublicAdsResponseSchema },
});
