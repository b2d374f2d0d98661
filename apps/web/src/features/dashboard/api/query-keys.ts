/**
 * Keys of the owner's private data. Everything sits under 'dashboard', so a delete or a sale refreshes the
 * stats, the recent ads and every /my-ads filter with one invalidation.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (email: string) => ['dashboard', 'stats', email] as const,
  ads: (query: { email: string; limit: number; status?: string }) => ['dashboard', 'ads', query] as const,
  viewsDaily: (days: number) => ['dashboard', 'views-daily', days] as const,
};

/** Public ad lists and details (the ads feature keys them under 'ads'); a sold or deleted ad must leave them. */
export const publicAdsRootKey = ['ads'] as const;

/** Favourites (the favourites feature and the hearts key them under 'favorites'); a deleted ad leaves them. */
export const favoritesRootKey = ['favorites'] as const;

/** Views and favourites received change through other people; half a minute keeps the numbers honest. */
export const DASHBOARD_STALE_TIME = 30_000;
