import {
  DashboardStatsQuerySchema,
  DashboardStatsResponseSchema,
  HandleForNameQuerySchema,
  HandleForNameResponseSchema,
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
  /** A seller's public figures by handle; anything else (an email, a name) is 404 "User Not Found", never looked up. */
  'GET /user/public-stats': { access: 'public', query: PublicStatsQuerySchema, response: PublicStatsResponseSchema },
  /** The seller's live ads by handle, newest first. */
  'GET /user/public-ads': { access: 'public', query: PublicAdsQuerySchema, response: PublicAdsResponseSchema },
  /** For old /user/{display name} links: the handle when exactly one person has the name, else 404; an email is never looked up. */
  'GET /user/handle-for-name': { access: 'public', query: HandleForNameQuerySchema, response: HandleForNameResponseSchema },
});
