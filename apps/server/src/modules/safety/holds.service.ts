import { SAFETY_MESSAGES } from '@mohalla/shared';
import type { Db } from '../../db/client.ts';
import type { HoldsRepository } from './holds.repository.ts';
import { findHeldWord } from './keyword-match.ts';
import type { SafetyRepository } from './safety.repository.ts';

type Deps = {
  holds: HoldsRepository;
  safety: Pick<SafetyRepository, 'audit'>;
  /** Closes the ad's open payment orders (payments module), as any hiding does. */
  closeOpenOrders: (tx: Db, adId: number) => Promise<void>;
};

export const duplicatePhotoDetails = (otherAdId: number) => `Same photo as ad ${otherAdId} of another account`;

/**
 * The site's checks as an ad goes live (paid, free, or an edit of a live ad), inside that transaction: a held word
 * in its title or description holds it for review instead (decision 030), and a photo another account's ad already
 * has is flagged for the operators, the ad staying live. Both wait in the reports queue with no reporter.
 */
export function createHoldsService({ holds, safety, closeOpenOrders }: Deps) {
  const holdForWord = async (tx: Db, ad: { id: number; owner_id: string; title: string; description: string }) => {
    const word = findHeldWord(`${ad.title}\n${ad.description}`, await holds.wordsToCheck(tx, ad.id));
    if (word === undefined || !(await holds.hold(tx, ad.id, SAFETY_MESSAGES.keywordHoldReason))) return false;
    await closeOpenOrders(tx, ad.id);
    await holds.flag(tx, { adId: ad.id, ownerId: ad.owner_id, reason: 'keyword', details: word });
    await safety.audit(tx, {
      operatorId: null,
      action: 'ad.hold',
      targetType: 'ad',
      targetId: String(ad.id),
      reason: SAFETY_MESSAGES.keywordHoldReason,
      details: { by: 'system', word },
    });
    return true;
  };

  const flagDuplicatePhotos = async (tx: Db, ad: { id: number; owner_id: string }) => {
    const others = await holds.adsSharingPhotos(tx, ad.id, ad.owner_id);
    const flagged: number[] = [];
    for (const otherAdId of others) {
      const details = duplicatePhotoDetails(otherAdId);
      if (await holds.flag(tx, { adId: ad.id, ownerId: ad.owner_id, reason: 'duplicate-photo', details })) flagged.push(otherAdId);
    }
    if (flagged.length > 0) {
      await safety.audit(tx, {
        operatorId: null,
        action: 'ad.flag',
        targetType: 'ad',
        targetId: String(ad.id),
        reason: 'duplicate-photo',
        details: { by: 'system', sameAs: flagged },
      });
    }
  };

  return {
    /** Runs after the ad became active in `tx`; answers whether a held word took it off the market again. */
    async checkLive(tx: Db, adId: number): Promise<{ isHeld: boolean }> {
      const ad = await holds.lockAd(tx, adId);
      if (!ad || ad.status !== 'active') return { isHeld: false };
      await flagDuplicatePhotos(tx, ad);
      return { isHeld: await holdForWord(tx, ad) };
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
