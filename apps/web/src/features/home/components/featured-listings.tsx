import { ArrowRight, Sparkles } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import type { Ad } from '@mohalla/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AdCard } from '@/components/ads/ad-card';
import { useFavoriteHearts } from '@/hooks/use-favorite-toggle';
import { Section } from './section';

type Props = { ads: Ad[] | undefined; isLoading: boolean };

/** The top six ads by featured order (featured, premium, newest), with View All to /categories. */
export function FeaturedListings({ ads, isLoading }: Props) {
  const { t } = useTranslation('home');
  const hearts = useFavoriteHearts();
  const viewAll = (
    <AppLink to={paths.browse()} className="inline-flex items-center gap-1 rounded-md font-semibold text-brand-800 hover:underline">
      {t('home.featured.viewAll')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </AppLink>
  );
  return (
    <Section id="home-featured" title={t('home.featured.title')} lead={t('home.featured.lead')} action={viewAll} className="bg-white">
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : ads && ads.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ads.map((ad) => (
            <li key={ad.AdId}>
              <AdCard ad={ad} view="grid" isFavorite={hearts.isFavorite(ad.AdId)} onToggleFavorite={hearts.toggle} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState headingLevel="h3" icon={<Sparkles />} title={t('home.featured.empty')} description={t('home.featured.emptyHint')} />
      )}
    </Section>
  );
}
