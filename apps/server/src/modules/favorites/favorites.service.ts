import { MESSAGES } from '@mohalla/shared';
import { AppError } from '../../http/errors.ts';
import type { AdsRepository } from '../ads/ads.repository.ts';
import { toImages, type UrlFor } from '../ads/ads.mapper.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

/** A favourite with the spec's fields (spec section 3), kept on the server per user. */
export type Favourite = {
  id: number; title: string; description: string; category: string; categoryKey: string; location: string; image: string | null;
  price: number | null; priceType: string; isPremium: boolean; views: number; features: string[]; addedAt: string; status: string;
};

export function createFavoritesService(deps: { favorites: FavoritesRepository; ads: AdsRepository; urlFor: UrlFor }) {
  return {
    /** Adding an ad already saved changes nothing (spec section 4). Only public ads can be saved. */
    async add(userId: string, adId: number): Promise<void> {
      if (!(await deps.ads.isLive(adId))) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      await deps.favorites.add(userId, adId);
    },
    remove: (userId: string, adId: number) => deps.favorites.remove(userId, adId),
    ids: (userId: string) => deps.favorites.adIds(userId),
    async list(userId: string): Promise<Favourite[]> {
      const [rows, addedAt] = await Promise.all([deps.ads.where(deps.favorites.listCondition(userId)), deps.favorites.addedAt(userId)]);
      return rows
        .map((r) => ({
          id: r.id, title: r.title, description: r.description, category: r.category_name, categoryKey: r.category_key,
          location: r.location_name, image: toImages(r, deps.urlFor, 800)[0]?.url ?? null,
          price: r.price === null ? null : Number(r.price), priceType: r.price_type, isPremium: r.is_premium, views: r.views,
          features: r.features, addedAt: (addedAt.get(r.id) ?? new Date()).toISOString(), status: r.status,
        }))
        .sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
