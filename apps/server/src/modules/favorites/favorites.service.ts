import { MESSAGES, type Favorite } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { MemoCache } from '../../lib/memo-cache.ts';
import type { AdsRepository } from '../ads/ads.repository.ts';
import { toImages, type UrlFor } from '../ads/ads.mapper.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

type Deps = {
  favorites: FavoritesRepository;
  ads: AdsRepository;
  urlFor: UrlFor;
  /** Each person's saved ad ids, kept for a few seconds (null: always read); see `ids`. */
  savedIds: MemoCache<number[]> | null;
};

export function createFavoritesService(deps: Deps) {
  /**
   * A signed-in person's saved ad ids: every ad page they open asks whether its ad is among them, so they are
   * kept for a few seconds (decision 013) rather than read per page. Their own changes drop them at once, after
   * the write, so the next page already shows the new heart.
   */
  const ids = (userId: string) =>
    deps.savedIds ? deps.savedIds.get(userId, () => deps.favorites.adIds(userId)) : deps.favorites.adIds(userId);
  return {
    /** Adding an ad already saved changes nothing. Only live ads can be saved. */
    async add(userId: string, adId: number): Promise<void> {
      if (!(await deps.ads.isLive(adId))) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      await deps.favorites.add(userId, adId);
      deps.savedIds?.delete(userId);
    },
    async remove(userId: string, adId: number): Promise<void> {
      await deps.favorites.remove(userId, adId);
      deps.savedIds?.delete(userId);
    },
    ids,
    isFavorite: async (userId: string, adId: number) => (await ids(userId)).includes(adId),
    async list(userId: string): Promise<Favorite[]> {
      const [rows, addedAt] = await Promise.all([deps.ads.where(deps.favorites.listCondition(userId)), deps.favorites.addedAt(userId)]);
      return rows
        .map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          category: r.category_name,
          categoryKey: r.category_key,
          location: r.location_name,
          image: toImages(r, deps.urlFor, 800)[0]?.url ?? null,
          price: r.price === null ? null : Number(r.price),
          priceType: r.price_type,
          isPremium: r.is_premium,
          views: r.views,
          features: r.features,
          addedAt: (addedAt.get(r.id) ?? new Date()).toISOString(),
          status: r.status,
        }))
        .sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
