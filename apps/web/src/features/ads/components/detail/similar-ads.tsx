import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAds } from '@/api/ads';
import { AdCard } from '@/components/ads/ad-card';
import { useFavoriteHearts } from '@/hooks/use-favorite-toggle';

const SIMILAR_COUNT = 4;

/** Up to four other active ads of the same category, in featured order. */
export function SimilarAds({ adId, categoryKey, categoryName }: { adId: number; categoryKey: string; categoryName: string }) {
  const { t } = useTranslation('ad-detail');
  const hearts = useFavoriteHearts();
  // One extra, because the ad on screen may be among them.
  const { data, isPending, isError } = useAds({ category: categoryKey, limit: SIMILAR_COUNT + 1 });
  const ads = (data?.data ?? []).filter((ad) => ad.AdId !== adId).slice(0, SIMILAR_COUNT);
  if (isError) return null;

  return (
    <section aria-labelledby="similar-ads" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="similar-ads" className="text-xl font-bold text-gray-900">
          {t('similar.title')}
        </h2>
        <AppLink
          to={paths.browse({ category: categoryKey })}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
        >
          {t('similar.viewAll', { category: categoryName })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </AppLink>
      </div>
      {isPending ? (
        <div aria-hidden="true" className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: SIMILAR_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : ads.length === 0 ? (
        <p className="text-gray-600">{t('similar.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {ads.map((ad) => (
            <li key={ad.AdId} className="flex flex-col [&>article]:flex-1">
              <AdCard ad={ad} isFavorite={hearts.isFavorite(ad.AdId)} onToggleFavorite={hearts.toggle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
