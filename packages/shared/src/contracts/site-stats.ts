import { SiteStatsSchema } from '../site-stats.ts';
import { defineContracts } from './contract.ts';

/** Public figures for the home and About pages, counted from the database and cached by the server. */
export const siteStatsContracts = defineContracts({
  'GET /site-stats': { access: 'public', response: SiteStatsSchema },
});
