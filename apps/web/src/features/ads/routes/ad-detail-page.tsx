import { SearchX } from 'lucide-react';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useAd } from '../api/get-ad';
import { AdDetailView } from '../components/detail/ad-detail-view';

// The ad page's own texts load with it, not with every first page.
void loadMessages('ad-detail');
const MAX_ID = 2_147_483_647;

/** Ad detail: loading, "Error loading ad: ...", "Ad not found", or the ad. */
export function AdDetailPage() {
  const { t } = useTranslation('ad-detail');
  const { t: tc } = useTranslation('common');
  const adId = Number(useParams().id);
  const isValidId = Number.isInteger(adId) && adId > 0 && adId <= MAX_ID;
  const { data: ad, error, isPending, isError } = useAd(adId, { enabled: isValidId });

  if (!isValidId || isNotFound(error)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <title>{`${t('detail.notFound')} - ${tc('brand.name')}`}</title>
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-gray-500" />
          <h1 className="text-xl font-bold text-gray-900">{t('detail.notFound')}</h1>
          <p className="text-gray-700">{t('detail.notFoundText')}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.browse()}>{t('detail.browseAds')}</ButtonLink>
            <ButtonLink to={paths.home()} variant="outline">
              {t('detail.backHome')}
            </ButtonLink>
          </div>
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState
          message={t('detail.error', { message: error.message })}
          action={
            <ButtonLink to={paths.home()} variant="outline">
              {t('detail.backHome')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (isPending) return <LoadingState message={t('detail.loading')} className="min-h-[50vh]" />;

  return (
    <>
      <title>{`${ad.title} - ${tc('brand.name')}`}</title>
      {/* Keyed so photo position and dialogs start fresh when moving from one ad to another. */}
      <AdDetailView key={ad.id} ad={ad} />
    </>
  );
}
