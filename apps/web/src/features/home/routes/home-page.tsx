import { LIMITS } from '@mohalla/shared';
import { loadMessages, useTranslation } from '@/lib/i18n';

void loadMessages('home');
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useAds } from '@/api/ads';
import { useCategories } from '@/api/catalogue';
import { useLocations } from '@/api/catalogue';
import { CallToAction } from '../components/call-to-action';
import { CategoryGrid } from '../components/category-grid';
import { FeaturedListings } from '../components/featured-listings';
import { HeroSearch } from '../components/hero-search';
import { PopularLocations } from '../components/popular-locations';
import { StatsBanner } from '../components/stats-banner';

/** Home: hero search, stats, categories, featured ads, locations, call to action. */
export function HomePage() {
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('home');
  const categories = useCategories();
  const locations = useLocations();
  const featured = useAds({ sort: 'featured', limit: LIMITS.featuredOnHome });

  const isError = categories.isError || locations.isError || featured.isError;

  return (
    <>
      <title>{`${t('brand.name')} - ${t('brand.tagline')}`}</title>
      <HeroSearch />
      <StatsBanner />
      {isError ? (
        <div className="mx-auto max-w-3xl px-4 py-12">
          <ErrorState
            message={t('errors.loadData')}
            action={<Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>}
          />
        </div>
      ) : !categories.data || !locations.data ? (
        <LoadingState message={th('home.loading')} />
      ) : (
        <>
          <CategoryGrid categories={categories.data} />
          <FeaturedListings ads={featured.data?.data} isLoading={featured.isPending} />
          <PopularLocations locations={locations.data} />
          <CallToAction />
        </>
      )}
    </>
  );
}
