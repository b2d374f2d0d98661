import { z } from 'zod';
import { okData, okMessageData } from './envelope.ts';
import { dbIdSchema } from './ids.ts';
export { FAVORITE_MESSAGES } from './api-messages.ts';

/** /api/favorites/{adId}. */
export const FavoriteParamsSchema = z.object({ adId: dbIdSchema('adId') });

/** A saved ad with the spec's Favourite fields, kept on the server per person. */
export const FavoriteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categoryKey: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  priceType: z.string(),
  isPremium: z.boolean(),
  views: z.number().int(),
  features: z.array(z.string()),
  addedAt: z.string(),
  status: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoritesResponseSchema = okData(z.array(FavoriteSchema));
export const FavoriteIdsResponseSchema = okData(z.array(z.number().int()));
export const FavoriteToggleResponseSchema = okMessageData(z.object({ adId: z.number().int(), isFavorite: z.boolean() }));
