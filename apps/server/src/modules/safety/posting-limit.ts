import { newAccountLimitMessage } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { HoldsRepository } from './holds.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PostingLimitSettings = { newAccountDays: number; adsPerDay: number };

/**
 * New accounts post slowly (decision 030): in their first `newAccountDays` days, at most `adsPerDay` ads in any
 * 24 hours, counted in the transaction that creates the ad, with the person's row locked (two tabs count in turn).
 */
export function createPostingLimit(
  holds: Pick<HoldsRepository, 'adsCreatedSince'>,
  settings: PostingLimitSettings,
  now = () => Date.now(),
) {
  return async (tx: Db, ownerId: string): Promise<void> => {
    if (settings.newAccountDays === 0) return;
    const since = new Date(now() - DAY_MS);
    const usage = await holds.adsCreatedSince(tx, ownerId, since);
    if (!usage || now() - usage.registeredAt.getTime() >= settings.newAccountDays * DAY_MS) return;
    if (usage.count >= settings.adsPerDay) {
      throw new AppError('RATE_LIMITED', newAccountLimitMessage(settings.adsPerDay, settings.newAccountDays));
    }
  };
}
