import { SAFETY_MESSAGES, type HeldKeywordEntry, type SafePlace } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { PlaceValues, SafetyRepository } from './safety.repository.ts';

/** Safe meeting places and held keywords: everyone reads the places, operators edit both, each edit audited. */
export function createSafetyService(repo: SafetyRepository) {
  const lockedPlace = async (tx: Db, id: number) => {
    const place = await repo.findPlace(tx, id);
    if (!place) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.placeNotFound);
    return place;
  };

  return {
    places: (locationId: string | undefined): Promise<SafePlace[]> => repo.places(locationId),

    addPlace: (operatorId: string, values: PlaceValues): Promise<SafePlace> =>
      repo.db.transaction(async (tx) => {
        const place = await repo.addPlace(tx, values);
        await repo.audit(tx, {
          operatorId,
          action: 'safe-place.add',
          targetType: 'safe-place',
          targetId: String(place.id),
          reason: null,
          details: { ...values },
        });
        return place;
      }),

    editPlace: (operatorId: string, id: number, values: PlaceValues): Promise<SafePlace> =>
      repo.db.transaction(async (tx) => {
        const before = await lockedPlace(tx, id);
        const place = (await repo.editPlace(tx, id, values))!;
        await repo.audit(tx, {
          operatorId,
          action: 'safe-place.edit',
          targetType: 'safe-place',
          targetId: String(id),
          reason: null,
          details: { before, after: values },
        });
        return place;
      }),

    removePlace: (operatorId: string, id: number): Promise<void> =>
      repo.db.transaction(async (tx) => {
        const before = await lockedPlace(tx, id);
        await repo.removePlace(tx, id);
        await repo.audit(tx, {
          operatorId,
          action: 'safe-place.remove',
          targetType: 'safe-place',
          targetId: String(id),
          reason: null,
          details: { before },
        });
      }),

    async keywords(): Promise<HeldKeywordEntry[]> {
      const rows = await repo.keywords();
      return rows.map((r) => ({ word: r.word, createdAt: new Date(r.created_at).toISOString(), createdByName: r.created_by_name }));
    },

    addKeyword: (operatorId: string, word: string): Promise<void> =>
      repo.db.transaction(async (tx) => {
        if (!(await repo.addKeyword(tx, word, operatorId))) throw new AppError('CONFLICT', SAFETY_MESSAGES.keywordExists);
        await repo.audit(tx, { operatorId, action: 'keyword.add', targetType: 'keyword', targetId: word, reason: null });
      }),

    removeKeyword: (operatorId: string, word: string): Promise<void> =>
      repo.db.transaction(async (tx) => {
        if (!(await repo.removeKeyword(tx, word))) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.keywordNotFound);
        await repo.audit(tx, { operatorId, action: 'keyword.remove', targetType: 'keyword', targetId: word, reason: null });
      }),
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
