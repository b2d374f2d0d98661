import { FavoriteIdsResponseSchema, FavoriteParamsSchema, FavoritesResponseSchema, FavoriteToggleResponseSchema } from '../favorites.ts';
import { defineContracts } from './contract.ts';

export const favoritesContracts = defineContracts({
  /** The person's saved ads, newest saved first. */
  'GET /favorites': { access: 'session', response: FavoritesResponseSchema },
  /** Only the ids: one request for every heart on a page. */
  'GET /favorites/ids': { access: 'session', response: FavoriteIdsResponseSchema },
  /** Saving an ad already saved changes nothing; only live ads can be saved. */
  'POST /favorites/:adId': { access: 'session', params: FavoriteParamsSchema, response: FavoriteToggleResponseSchema },
  'DELETE /favorites/:adId': { access: 'session', params: FavoriteParamsSchema, response: FavoriteToggleResponseSchema },
});
