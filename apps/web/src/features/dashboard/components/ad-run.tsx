import type { UserAd } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { runOf } from '../lib/user-ad';

/** The ad's plan and run: "Free Plan · Expires 25 May 2025 · 15 days left", when it ended, or that it is not published yet. */
export function AdRun({ ad }: { ad: Pick<UserAd, 'status' | 'expiresAt' | 'planName'> }) {
  const { t } = useTranslation('dashboard');
  const names = useCatalogueDetailNames();
  const run = runOf(ad);
  const plan = ad.planName === null ? (ad.status === 'draft' ? t('ad.notPublished') : null) : names.plan(ad.planName);
  if (!plan && !run) return null;
  const dot = <span aria-hidden="true">·</span>;
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-gray-700">
      {plan && <span className="font-medium text-gray-900">{plan}</span>}
      {run?.kind === 'live' &&
        (run.daysLeft === 0 ? (
          <>
            {plan && dot}
            <time dateTime={run.iso} className="font-semibold text-amber-800">
              {t('ad.expiresToday')}
            </time>
          </>
        ) : (
          <>
            {plan && dot}
            <time dateTime={run.iso}>{t('ad.expiresOn', { date: run.date })}</time>
            {dot}
            {/* The last days stand out: the owner may want to renew soon after. */}
            <span className={run.daysLeft <= 3 ? 'font-semibold text-amber-800' : undefined}>
              {t('ad.daysLeft', { count: run.daysLeft })}
            </span>
          </>
        ))}
      {run?.kind === 'ended' && (
        <>
          {plan && dot}
          <time dateTime={run.iso}>{t('ad.expiredOn', { date: run.date })}</time>
        </>
      )}
    </p>
  );
}
