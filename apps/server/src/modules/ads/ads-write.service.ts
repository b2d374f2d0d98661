import { AD_MESSAGES, MESSAGES, type AdForEdit, type AdWrite } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import type { AdImagesRepository } from '../uploads/ad-images.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { AdValues, AdsWriteRepository } from './ads-write.repository.ts';
import { resolvePayloadImages, type PayloadImages } from './payload-images.ts';

type Deps = {
  repo: AdsWriteRepository;
  images: AdImagesRepository;
  uploads: UploadsService;
  adsChanged: ChangeSignal;
  /** Closes the ad's open payment orders (payments module), in the transaction that takes it off the market. */
  closeOpenOrders: (tx: Db, adId: number) => Promise<void>;
  /** Tells the ad's conversations that it was removed or sold (after the change is committed). */
  leftMarket?: (adId: number) => Promise<void>;
  /** The safety module's checks of a live ad whose text or photos changed: a held word holds it (decision 030). */
  checkLive?: (tx: Db, adId: number) => Promise<{ isHeld: boolean }>;
  /** Refuses a new ad past the new-account posting limit (decision 030), in the creating transaction. */
  checkPostingLimit?: (tx: Db, ownerId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const toValues = (input: AdWrite): Omit<AdValues, 'status'> => ({
  title: input.Title,
  description: input.Description,
  categoryKey: input.CategoryId,
  subcategory: input.Subcategory ?? null,
  locationId: input.LocationId,
  price: input.PriceTypeId === 'free' ? null : (input.Price ?? null),
  priceType: input.PriceTypeId,
  features: input.Features ?? [],
  amenities: input.Amenities ?? [],
  contactName: input.OwnerName,
  contactPhone: input.OwnerPhone,
  contactWhatsapp: input.OwnerWhatsapp ?? input.OwnerPhone,
  contactEmail: input.OwnerEmail ?? null,
});

/** Creating, editing and retiring one's own ads. The owner always comes from the session. */
/** A new ad is a draft nobody else sees; every other change may alter a list a visitor has cached, hence adsChanged. */
export function createAdsWriteService({
  repo,
  images,
  uploads,
  adsChanged,
  closeOpenOrders,
  leftMarket,
  checkLive,
  checkPostingLimit,
  log,
}: Deps) {
  /** Saves an ad; images its payload brought as data: URLs are deleted again if the save fails. */
  const saving = async <T>(payload: PayloadImages | null, save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (err) {
      await payload?.discardNew();
      throw err;
    }
  };

  /** An ad leaving the market takes its open orders with it: none is handed out again, one paid anyway is refunded. */
  const retire = async (id: number, ownerId: string, status: 'removed' | 'sold', onlyFrom?: string) => {
    const changed = await repo.db.transaction(async (tx) => {
      const done = await repo.setStatus(tx, id, ownerId, status, onlyFrom);
      if (done) await closeOpenOrders(tx, id);
      return done;
    });
    if (changed) await leftMarket?.(id).catch((err: unknown) => log.warn({ err, adId: id }, 'conversations not told of a retired ad'));
    return changed;
  };

  const owned = async (id: number, ownerId: string) => {
    const ad = await repo.findOwned(id, ownerId);
    // Someone else's ad answers like a missing one, so ids cannot be probed.
    if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
    return ad;
  };

  return {
    /** A new ad is a draft, seen only by its owner, until a payment publishes it. */
    async create(ownerId: string, input: AdWrite): Promise<number> {
      const payload = await resolvePayloadImages(input.Images, { ownerId, adId: null, uploads, images });
      return saving(payload, () =>
        repo.db.transaction(async (tx) => {
          await checkPostingLimit?.(tx, ownerId);
          const id = await repo.insert(tx, ownerId, { ...toValues(input), status: 'draft' });
          await images.setForAd(tx, id, ownerId, payload?.ids ?? []);
          return id;
        }),
      );
    },

    async update(id: number, ownerId: string, input: AdWrite): Promise<void> {
      const ad = await owned(id, ownerId);
      const payload = await resolvePayloadImages(input.Images, { ownerId, adId: id, uploads, images });
      const isHeld = await saving(payload, () =>
        repo.db.transaction(async (tx) => {
          if (!(await repo.update(tx, id, ownerId, toValues(input)))) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
          if (payload) await images.setForAd(tx, id, ownerId, payload.ids);
          // A live ad's new text or photos are checked as a new ad's are when it goes live.
          return ad.status === 'active' && checkLive ? (await checkLive(tx, id)).isHeld : false;
        }),
      );
      adsChanged.notify();
      if (isHeld) await leftMarket?.(id).catch((err: unknown) => log.warn({ err, adId: id }, 'conversations not told of a held ad'));
    },

    /**
     * Soft delete: the row stays (payments refer to it), status removed hides it everywhere. Its photos are deleted
     * once that is committed; if the store cannot be reached the ad is removed all the same and the sweep finishes.
     */
    async remove(id: number, ownerId: string): Promise<void> {
      if (!(await retire(id, ownerId, 'removed'))) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      adsChanged.notify();
      await uploads.purgeRemovedAd(id).catch((err: unknown) => log.warn({ err, adId: id }, 'photos of a removed ad left for the sweep'));
    },

    async markSold(id: number, ownerId: string): Promise<void> {
      await owned(id, ownerId);
      if (!(await retire(id, ownerId, 'sold', 'active'))) throw new AppError('CONFLICT', AD_MESSAGES.notActive);
      adsChanged.notify();
    },

    async forEdit(id: number, ownerId: string, describe: UploadsService['describe']): Promise<AdForEdit> {
      const ad = await owned(id, ownerId);
      const rows = await images.forAd(id);
      return {
        adId: ad.id,
        title: ad.title,
        description: ad.description,
        categoryId: ad.categoryKey,
        subcategory: ad.subcategory,
        locationId: ad.locationId,
        price: ad.price,
        priceTypeId: ad.priceType,
        images: rows.map((r) => {
          const d = describe(r);
          return { id: d.id, url: d.url, thumb: d.thumb, width: d.width, height: d.height };
        }),
        features: ad.features,
        amenities: ad.amenities,
        paymentPlanId: ad.planId,
        ownerName: ad.contactName,
        ownerPhone: ad.contactPhone,
        ownerWhatsapp: ad.contactWhatsapp,
        ownerEmail: ad.contactEmail,
        // The effective status: an active ad past its date is expired (and renewable) before the sweep marks it so.
        status: ad.status === 'active' && ad.expiresAt && ad.expiresAt.getTime() <= Date.now() ? 'expired' : ad.status,
        expiresAt: ad.expiresAt?.toISOString() ?? null,
      };
    },
  };
}

export type AdsWriteService = ReturnType<typeof createAdsWriteService>;
