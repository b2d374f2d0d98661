import { useApiQuery } from '@/lib/api';

/**
 * GET /api/site-stats: live ads, sellers and localities as counted by the server, a figure too small to be worth
 * showing null. Inlined in a visitor's home page; the About page asks.
 */
export const useSiteStats = () => useApiQuery('GET /site-stats', {});
