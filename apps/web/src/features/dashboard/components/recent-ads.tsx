import { FilePlus2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { UserAd } from '@mohalla/shared';
import { UserAdList } from './user-ad-list';
import { UserAdsSkeleton } from './user-ads-skeleton';

/** Recent Ads: the five newest of the owner's ads with their actions, and View All. */
export function RecentAds({ ads, ownerEmail }: { ads?: UserAd[]; ownerEmail: string }) {
  const { t } = useTranslation('dashboard');
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="recent-ads-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-ads-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
          {t('recent.title')}
        </h2>
        <AppLink to={paths.myAds()} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 hover:underline">
          {t('recent.viewAll')}
        </AppLink>
      </div>
      {!ads ? (
        <UserAdsSkeleton />
      ) : (
        <UserAdList
          ads={ads}
          label={t('recent.listLabel')}
          ownerEmail={ownerEmail}
          fallbackFocus={headingRef}
          empty={
            <EmptyState
              headingLevel="h3"
              icon={<FilePlus2 />}
              title={t('recent.emptyTitle')}
              description={t('recent.emptyText')}
              action={<ButtonLink to={paths.postAd()}>{t('recent.postFirst')}</ButtonLink>}
            />
          }
        />
      )}
    </section>
  );
}
