import { formatLongDate } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { PaymentReconciler } from '../modules/payments/payment-reconciler.ts';
import type { Mailer } from '../notifications/mailer.ts';
import type { SweepTask } from './sweeper.ts';

/** Orders whose webhook never came (lost, or the server was down) are settled from the Order Status API. */
export function pendingPaymentsTask(reconciler: PaymentReconciler): SweepTask {
  return {
    name: 'pending-payments',
    async run(tx: Db) {
      await reconciler.recheckPending(tx);
    },
  };
}

type DueAd = { id: number; title: string; expires_at: Date | string; email: string; display_name: string };

/**
 * Owners hear 3 days before an ad expires, once per expiry: the ad is marked in the sweep's transaction and
 * activation clears the mark, so a renewed ad is reminded again before its new end date. Mail goes out only
 * after the marks are committed.
 */
export function expiryRemindersTask(deps: { mailer: Mailer; publicUrl: string; daysBefore?: number }): SweepTask {
  const days = deps.daysBefore ?? 3;
  return {
    name: 'expiry-reminders',
    async run(tx: Db) {
      const due = await queryRows<DueAd>(
        tx,
        sql`
        UPDATE ads a SET expiry_reminded_at = now()
        FROM users u
        WHERE u.id = a.owner_id AND a.status = 'active' AND a.expiry_reminded_at IS NULL
          AND a.expires_at > now() AND a.expires_at <= now() + make_interval(days => ${days})
        RETURNING a.id, a.title, a.expires_at, u.email, u.display_name`,
      );
      if (due.length === 0) return;
      return async () => {
        const failures: unknown[] = [];
        for (const ad of due) {
          await deps.mailer
            .send({
              to: ad.email,
              subject: `Your ad "${ad.title}" expires on ${formatLongDate(new Date(ad.expires_at))}`,
              text: [
                `Hello ${ad.display_name},`,
                '',
                `Your ad "${ad.title}" on Mohalla Ads will stop showing on ${formatLongDate(new Date(ad.expires_at))}.`,
                `To keep it live, renew it after that date from My Ads: ${deps.publicUrl}/my-ads?status=expired`,
                `See the ad: ${deps.publicUrl}/ad/${ad.id}`,
              ].join('\n'),
            })
            .catch((err: unknown) => failures.push(err));
        }
        if (failures.length > 0) throw new AggregateError(failures, `${failures.length} expiry reminder(s) could not be sent`);
      };
    },
  };
}
