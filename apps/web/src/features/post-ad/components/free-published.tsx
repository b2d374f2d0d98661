import { CircleAlert, CircleCheck, Eye, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { calendarDaysUntil, localiseMessage, SAFETY_MESSAGES, type PublishedFree } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { longDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

/** Step 4 after a free publication: the ad is live now, until when, and where to go next. */
export function FreePublished({ ad }: { ad: PublishedFree }) {
  const { t } = useTranslation('post-ad');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = useLanguage();
  // The button that was pressed is gone; the outcome takes the focus, so a screen reader hears it.
  useEffect(() => headingRef.current?.focus(), []);
  // A held word stopped it going live (decision 030): saved, waiting for an operator.
  if (ad.heldForReview !== undefined) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-center">
        <CircleAlert aria-hidden="true" className="size-10 text-amber-800" />
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
          {localiseMessage(SAFETY_MESSAGES.heldForReview, language)}
        </h3>
        <p className="text-gray-800">{localiseMessage(ad.heldForReview, language)}</p>
        <ButtonLink to={paths.dashboard()} variant="outline" icon={<LayoutDashboard aria-hidden="true" className="size-4" />}>
          {t('actions.dashboard')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-5 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
        {t('plans.published.title')}
      </h3>
      <p className="text-gray-800">{t('plans.published.text', { date: longDate(ad.expiresAt), count: calendarDaysUntil(ad.expiresAt) })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.ad(ad.AdId)} icon={<Eye aria-hidden="true" className="size-4" />}>
          {t('plans.published.view')}
        </ButtonLink>
        <ButtonLink to={paths.dashboard()} variant="outline" icon={<LayoutDashboard aria-hidden="true" className="size-4" />}>
          {t('actions.dashboard')}
        </ButtonLink>
      </div>
    </div>
  );
}
