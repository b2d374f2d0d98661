import { PackageOpen, Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePublicAds } from '../api/get-public-ads';
import { ListingCard } from './listing-card';

/** Recent Listings (up to 20 live ads); the owner's empty state offers Post Your First Ad. */
export function RecentListings({ handle, isSelf }: { handle: string; isSelf: boolean }) {
  const { t } = useTranslation('users');
  const ads = usePublicAds(handle);

  return (
    <section aria-labelledby="recent-listings" className="mt-8">
      <h2 id="recent-listings" className="mb-4 text-xl font-bold text-gray-900">
        {t('listings.title')}
      </h2>
      {ads.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : ads.isError ? (
        // The stats answered, so the person exists; only their list failed (spec: lookups are tolerated).
        <ErrorState message={t('listings.error')} />
      ) : ads.data.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<PackageOpen />}
          title={isSelf ? t('listings.emptySelf') : t('listings.emptyOther')}
          description={isSelf ? t('listings.emptySelfHint') : t('listings.emptyOtherHint')}
          action={
            isSelf && (
              <ButtonLink to={paths.postAd()} icon={<Plus aria-hidden="true" className="size-4" />}>
                {t('listings.postFirst')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ads.data.map((ad) => (
            <li key={ad.AdId}>
              <ListingCard ad={ad} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
