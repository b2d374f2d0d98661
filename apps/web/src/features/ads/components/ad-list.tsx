import type { Ad } from '@mohalla/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { ViewMode } from '@/hooks/use-view-mode';
import { AdCard } from '@/components/ads/ad-card';
import { useFavoriteHearts } from '@/hooks/use-favorite-toggle';

const LAYOUTS: Record<ViewMode, string> = {
  grid: 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
};

/** The cards a phone shows without scrolling (one column) or a laptop's first row. */
const PRIORITY_CARDS = 2;

/** Ads as a grid of cards or a list of rows; the hearts' session, saved ids and action are read once for all of them. */
export function AdList({ ads, viewMode, label, isStale = false }: { ads: Ad[]; viewMode: ViewMode; label: string; isStale?: boolean }) {
  const hearts = useFavoriteHearts();
  return (
    <ul
      aria-label={label}
      aria-busy={isStale || undefined}
      className={cn(LAYOUTS[viewMode], 'transition-opacity', isStale && 'opacity-60')}
    >
      {ads.map((ad, index) => (
        <li key={ad.AdId} className="flex flex-col [&>article]:flex-1">
          <AdCard
            ad={ad}
            view={viewMode}
            isPriority={index < PRIORITY_CARDS}
            isFavorite={hearts.isFavorite(ad.AdId)}
            onToggleFavorite={hearts.toggle}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders for the first load, so the page does not jump when the ads arrive. */
export function AdListSkeleton({ viewMode, count = 6 }: { viewMode: ViewMode; count?: number }) {
  return (
    <div aria-hidden="true" className={LAYOUTS[viewMode]}>
      {Array.from({ length: count }, (_, i) =>
        viewMode === 'grid' ? (
          <div key={i} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/4" />
            </div>
          </div>
        ) : (
          <div key={i} className="flex gap-3 overflow-hidden rounded-xl border border-gray-200 bg-white">
            <Skeleton className="h-28 w-32 rounded-none sm:w-56" />
            <div className="flex flex-1 flex-col gap-2 p-3">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/4" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
