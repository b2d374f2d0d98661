import { AUTH_MESSAGES, GOOGLE_REAUTH_MINUTES, PERSONAL_DATA_MESSAGES } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AccountDeletionRepository, ClosingUser } from './account-deletion.repository.ts';

type Deps = {
  repo: AccountDeletionRepository;
  adsChanged: ChangeSignal;
  /** Closes an ad's open payment orders (payments module), in the deleting transaction. */
  closeOpenOrders: (tx: Db, adId: number) => Promise<void>;
  /** Deletes a removed ad's photo files and rows, as DELETE /ads/:id does. */
  purgeAdPhotos: (adId: number) => Promise<void>;
  /** Tells an ad's conversations it left the market (their threads close, still readable). */
  adLeftMarket: (adId: number) => Promise<void>;
  /** Ends every session of the person, in this process's memory too. */
  endSessions: (userId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Deleting one's own account (DPDP Act 2023, decision 029). The person proves it is them again: their password,
 * or for an account without one, a Google sign-in within the last GOOGLE_REAUTH_MINUTES.
 */
export function createAccountDeletionService({ repo, adsChanged, closeOpenOrders, purgeAdPhotos, adLeftMarket, endSessions, log }: Deps) {
  const confirm = async (user: ClosingUser, sessionId: string | null, password: string | undefined) => {
    if (user.passwordHash) {
      if (!password) throw new AppError('BAD_REQUEST', PERSONAL_DATA_MESSAGES.passwordRequired);
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('FORBIDDEN', PERSONAL_DATA_MESSAGES.wrongPassword);
      return;
    }
    const startedAt = sessionId ? await repo.sessionStartedAt(sessionId) : null;
    if (!startedAt || Date.now() - startedAt.getTime() > GOOGLE_REAUTH_MINUTES * 60_000) {
      throw new AppError('FORBIDDEN', PERSONAL_DATA_MESSAGES.googleAgain);
    }
  };

  return {
    async deleteAccount(userId: string, sessionId: string | null, password: string | undefined): Promise<void> {
      const current = await repo.findLive(userId);
      if (!current) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
      await confirm(current, sessionId, password);
      const removed = await repo.db.transaction(async (tx) => {
        // Read again under the lock: a second tab may have deleted the account meanwhile.
        const user = await repo.lockLive(tx, userId);
        if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
        const adIds = await repo.close(tx, user, new Date());
        for (const adId of adIds) await closeOpenOrders(tx, adId);
        return adIds;
      });
      await endSessions(userId);
      adsChanged.notify();
      for (const adId of removed) {
        await purgeAdPhotos(adId).catch((err: unknown) => log.warn({ err, adId }, 'photos of a deleted account’s ad left for the sweep'));
        await adLeftMarket(adId).catch((err: unknown) => log.warn({ err, adId }, 'conversations not told of a deleted account’s ad'));
      }
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
