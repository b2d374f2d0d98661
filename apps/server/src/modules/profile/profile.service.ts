import { AUTH_MESSAGES, type ProfileUpdate } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import type { User, UsersRepository } from '../users/users.repository.ts';

/** `adsChanged`: a seller's name is on their ads, so cached lists and ad pages are dropped when it changes. */
export function createProfileService(users: UsersRepository, adsChanged: ChangeSignal) {
  const load = async (userId: string): Promise<User> => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.noUser);
    return user;
  };

  return {
    load,
    /** A changed phone number is no longer verified; the name change shows on every ad of the user. */
    async update(userId: string, input: ProfileUpdate): Promise<User> {
      const user = await load(userId);
      const phone = input.phone ?? null;
      const updated = await users.update(userId, {
        displayName: input.displayName,
        phone,
        locationId: input.location ?? null,
        bio: input.bio ?? null,
        phoneVerifiedAt: phone === user.phone ? user.phoneVerifiedAt : null,
      });
      if (updated.displayName !== user.displayName) {
        await users.renameOnAds(userId, updated.displayName);
        adsChanged.notify();
      }
      return updated;
    },
    async renameOwner(userId: string, name: string): Promise<number> {
      await load(userId);
      await users.update(userId, { displayName: name });
      const renamed = await users.renameOnAds(userId, name);
      adsChanged.notify();
      return renamed;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
