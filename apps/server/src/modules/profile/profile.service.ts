import {
  AUTH_MESSAGES,
  formatLongDate,
  HANDLE_CHANGE_DAYS,
  HANDLE_MESSAGES,
  handleChangeableAt,
  RESERVED_HANDLES,
  type Language,
  type ProfileUpdate,
} from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
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
    /**
     * A new handle for the public profile: not reserved, not taken, and at most once every 30 days (the same one
     * again changes nothing). Ad pages carry the owner's handle, so cached ones are dropped.
     */
    async changeHandle(userId: string, handle: string): Promise<User> {
      const user = await load(userId);
      if (handle === user.handle) return user;
      const tooSoon = (next: Date) => new AppError('RATE_LIMITED', HANDLE_MESSAGES.tooSoon(formatLongDate(next)));
      const next = handleChangeableAt(user.handleChangedAt);
      if (next) throw tooSoon(next);
      if (RESERVED_HANDLES.has(handle)) throw new AppError('BAD_REQUEST', HANDLE_MESSAGES.reserved);
      if (await users.findByHandle(handle)) throw new AppError('CONFLICT', HANDLE_MESSAGES.taken);
      let changed: User | undefined;
      try {
        changed = await users.changeHandle(userId, handle, new Date(Date.now() - HANDLE_CHANGE_DAYS * 86_400_000));
      } catch (err) {
        // Someone took it between the check and the write: the unique index decides.
        throw isUniqueViolation(err) ? new AppError('CONFLICT', HANDLE_MESSAGES.taken) : err;
      }
      // A simultaneous change of the same person's handle won the 30-day check.
      if (!changed) throw tooSoon(handleChangeableAt((await load(userId)).handleChangedAt) ?? new Date());
      adsChanged.notify();
      return changed;
    },
    /** The language of the person's mails and SMS, and of the pages their next sign-in brings. */
    async setLanguage(userId: string, language: Language): Promise<User> {
      const user = await load(userId);
      return language === user.language ? user : users.update(userId, { language });
    },
    /** The mail switches (decision 029): marketing mail only with consent, withdrawn here at any time. */
    async setMailSettings(userId: string, settings: { messageEmails?: boolean; marketingEmails?: boolean }): Promise<User> {
      await load(userId);
      return users.update(userId, settings);
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
