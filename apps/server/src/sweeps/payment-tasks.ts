import type { Db } from '../db/client.ts';
import type { PaymentReconciler } from '../modules/payments/payment-reconciler.ts';
import type { RefundsService } from '../modules/payments/refunds.service.ts';
import { mailLink } from '../notifications/mail-link.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { expiryReminderText } from '../notifications/texts/expiry-reminder.ts';
import { SWEEP_BATCH, type SweepTask } from './sweeper.ts';
import { createSweepsRepository } from './sweeps.repository.ts';

/** Orders whose webhook never came (lost, or the server was down) are settled from the Order Status API. */
export function pendingPaymentsTask(reconciler: PaymentReconciler): SweepTask {
  return {
    name: 'pending-payments',
    async run(tx: Db) {
      await reconciler.recheckPending(tx);
    },
  };
}

/** Refunds the gateway has not accepted yet are asked for again; accepted ones are checked until settled. */
export function refundsTask(refunds: RefundsService): SweepTask {
  return {
    name: 'refunds',
    async run(tx: Db) {
      await refunds.retryUnsettled(tx);
    },
  };
}

/** How many days before an ad's end its owner is reminded. */
export const EXPIRY_REMINDER_DAYS = 3;

/**
 * Owners hear 3 days before an ad expires, once per expiry: the ad is marked in the sweep's transaction and
 * activation clears the mark, so a renewed ad is reminded again before its new end date. Mail goes out only
 * after the marks are committed.
 */
export function expiryRemindersTask(deps: { mailer: Mailer; publicUrl: string; daysBefore?: number }): SweepTask {
  const days = deps.daysBefore ?? EXPIRY_REMINDER_DAYS;
  return {
    name: 'expiry-reminders',
    async run(tx: Db) {
      const due = await createSweepsRepository(tx).markExpiryReminders(days, SWEEP_BATCH);
      if (due.length === 0) return;
      return async () => {
        const failures: unknown[] = [];
        for (const ad of due) {
          const text = expiryReminderText(ad.language, {
            name: ad.display_name,
            adTitle: ad.title,
            expiresAt: new Date(ad.expires_at),
            renewUrl: mailLink(`${deps.publicUrl}/my-ads?status=expired`, ad.language),
            adUrl: mailLink(`${deps.publicUrl}/ad/${ad.id}`, ad.language),
          });
          await deps.mailer.send({ to: ad.email, ...text }).catch((err: unknown) => failures.push(err));
        }
        if (failures.length > 0) throw new AggregateError(failures, `${failures.length} expiry reminder(s) could not be sent`);
      };
    },
  };
}
