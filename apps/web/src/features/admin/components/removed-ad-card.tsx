import { formatRupees, type HiddenAd } from '@mohalla/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { longDate } from '@/lib/dates';
import { ReinstateAction, RefundAction, RestoreAdAction } from './moderation-actions';
import { useAdminTexts } from '../lib/use-admin-texts';

/** A removed ad: why and by whom, its payments and their refunds, and what can be done (restore, refund, reinstate). */
export function RemovedAdCard({ ad }: { ad: HiddenAd }) {
  const texts = useAdminTexts();
  const headingId = useId();
  const isRefundable = ad.hiddenBy === 'operator' && ad.payments.some((p) => p.refundState === null);
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
          {ad.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone="danger">{texts.hiddenBy[ad.hiddenBy]}</Badge>
          {ad.ownerSuspended && <Badge tone="danger">{texts.suspended}</Badge>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">{texts.owner}</dt>
          <dd className="break-words text-gray-900">{ad.ownerName}</dd>
          <dt className="text-gray-600">{texts.reason}</dt>
          <dd className="break-words text-gray-900">{ad.hiddenReason}</dd>
          <dt className="text-gray-600">{texts.removedOn}</dt>
          <dd className="text-gray-900">{longDate(ad.hiddenAt)}</dd>
        </dl>
        <h3 className="text-sm font-semibold text-gray-900">{texts.payments}</h3>
        {ad.payments.length === 0 ? (
          <p className="text-sm text-gray-700">{texts.noPayments}</p>
        ) : (
          <ul aria-label={texts.payments} className="flex flex-col gap-1 text-sm">
            {ad.payments.map((payment) => (
              <li key={payment.merchantOrderId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-gray-900">
                  {payment.planName}, {formatRupees(payment.amountPaise / 100)}, {longDate(payment.paidAt)}
                </span>
                <Badge tone={payment.refundState === 'COMPLETED' ? 'success' : payment.refundState === 'FAILED' ? 'danger' : 'neutral'}>
                  {texts.refundStates[payment.refundState ?? 'none']}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {ad.hiddenBy !== 'suspension' && !ad.isRefunded && <RestoreAdAction adId={ad.adId} />}
          {isRefundable && <RefundAction adId={ad.adId} />}
          {ad.ownerSuspended && <ReinstateAction userId={ad.ownerId} label={texts.reinstateOwner} />}
        </div>
      </article>
    </Card>
  );
}
