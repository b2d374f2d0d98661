import type { ReportGroup } from '@mohalla/shared';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { longDate } from '@/lib/dates';
import { reasonLabel, statusLabel } from '../lib/labels';
import { DismissAction, HideAdAction, ReinstateAction, RestoreAdAction, SuspendAction } from './moderation-actions';
import { useAdminTexts } from '../lib/use-admin-texts';
import { useLanguage } from '@/lib/use-language';

/** One group of the queue: the reported ad or person, the reports' texts, and what an operator can do about them. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const texts = useAdminTexts();
  const language = useLanguage();
  const headingId = useId();
  const isAd = group.kind === 'ad' && group.adId !== null;
  // The ad's page answers 404 to anyone but its owner once it is off the market.
  const isOnMarket = isAd && group.adStatus !== 'removed';
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{isAd ? texts.reportedAd : texts.reportedPerson}</p>
        <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
          {isAd && isOnMarket ? (
            <AppLink to={paths.ad(group.adId!)} className="text-brand-800 underline-offset-2 hover:underline">
              {group.adTitle}
            </AppLink>
          ) : isAd ? (
            group.adTitle
          ) : (
            group.userName
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          {isAd && <Badge>{statusLabel(group.adStatus)}</Badge>}
          {group.hidden && <Badge tone="danger">{texts.hidden}</Badge>}
          {group.suspended && <Badge tone="danger">{texts.suspended}</Badge>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {isAd && (
            <>
              <dt className="text-gray-600">{texts.owner}</dt>
              <dd className="break-words text-gray-900">{group.userName}</dd>
            </>
          )}
          <dt className="text-gray-600">{texts.waitingSince}</dt>
          <dd className="text-gray-900">{longDate(group.oldestAt)}</dd>
        </dl>
        <p className="text-sm font-medium text-gray-800">{texts.reportsCount(group.count, group.reporters)}</p>
        <ul aria-label={texts.reportsTitle} className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200">
          {group.reports.map((report) => (
            <li key={report.id} className="flex flex-col gap-1 p-3 text-sm">
              <span className="font-semibold text-gray-900">{reasonLabel(report.reason, language)}</span>
              <span className="break-words whitespace-pre-line text-gray-800">{report.details || texts.noDetails}</span>
              <span className="text-xs text-gray-600">{longDate(report.createdAt)}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {isAd &&
            (group.hidden ? <RestoreAdAction adId={group.adId!} /> : group.adStatus !== 'removed' && <HideAdAction adId={group.adId!} />)}
          <DismissAction target={isAd ? { adId: group.adId! } : { userId: group.userId }} />
          {group.suspended ? (
            <ReinstateAction userId={group.userId} label={isAd ? texts.reinstateOwner : texts.reinstate} />
          ) : (
            <SuspendAction userId={group.userId} label={isAd ? texts.suspendOwner : texts.suspend} />
          )}
        </div>
      </article>
    </Card>
  );
}
