import { lazy, Suspense, useMemo, useState } from 'react';
import { messagesReady, useTranslation } from '@/lib/i18n';
import { usePriceText } from '@/lib/price-text';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { AppLink } from '@/components/ui/app-link';
import { parseAdImages, type Ad } from '@mohalla/shared';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { shortDate } from '@/lib/dates';
import { AdImage } from './ad-image';
import { heartIcon, placeIcon, savedHeartIcon, viewsIcon } from './card-icons';

// The gallery (and Radix Dialog) is fetched only when someone opens a preview.
const ImageGallery = lazy(() => import('./image-gallery').then((m) => messagesReady().then(() => ({ default: m.ImageGallery }))));

type AdCardProps = {
  ad: Ad;
  view?: 'grid' | 'list';
  /** One of the first cards on screen: its photo is the page's largest paint, so it is fetched at once. */
  isPriority?: boolean;
  /** Whether the signed-in person saved it, and the heart's action: the list holds both for all its cards (useFavoriteHearts). */
  isFavorite: boolean;
  onToggleFavorite: (adId: number) => void;
};

/** One ad in a list: a tap anywhere opens /ad/{id}; with a mouse, the photo opens a preview of the gallery instead. */
export function AdCard({ ad, view = 'grid', isPriority = false, isFavorite, onToggleFavorite }: AdCardProps) {
  const { t } = useTranslation('ads');
  const price = usePriceText();
  const names = useCatalogueNames();
  const category = names.category(ad.CategoryKey, ad.CategoryName);
  const images = useMemo(() => parseAdImages(ad.Images), [ad.Images]);
  const [isGalleryOpen, setIsGalleryOpen] = useState(false);
  const isList = view === 'list';
  const cover = images[0];

  return (
    <article className={cn('group/card ad-card', isList ? 'flex-row' : 'flex-col')}>
      <div className={cn('ad-card-photo', isList ? 'min-h-28 w-32 sm:w-56' : 'aspect-[4/3] w-full')}>
        <AdImage
          src={cover?.thumb ?? cover?.url}
          width={cover?.width ?? 400}
          height={cover?.height ?? 300}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          className="ad-card-img"
        />
        {/* A mouse previews the photos here; on a touch screen this button is gone and a tap opens the ad (the card's link). */}
        <button
          type="button"
          onClick={() => setIsGalleryOpen(true)}
          className="ad-card-preview"
          aria-label={t('card.previewImages', { title: ad.Title })}
          aria-haspopup="dialog"
        >
          <span aria-hidden="true">{t('card.clickToPreview')}</span>
        </button>
      </div>
      {/* Beside the preview button, not in it, so the button's name holds all of its visible text (WCAG 2.5.3); drawn over it. */}
      {(ad.IsPremium || ad.IsFeatured) && (
        <span className="ad-card-badges">
          {ad.IsFeatured && <Badge tone="brand">{t('card.featured')}</Badge>}
          {ad.IsPremium && <Badge tone="premium">{t('card.premium')}</Badge>}
        </span>
      )}

      {/* Above the image in a grid, at the row's corner in a list; z-10 keeps it over the card's link overlay. */}
      <button
        type="button"
        onClick={() => onToggleFavorite(ad.AdId)}
        aria-label={isFavorite ? t('actions.removeFavorite') : t('actions.addFavorite')}
        className="ad-card-heart"
      >
        {isFavorite ? savedHeartIcon : heartIcon}
      </button>

      <div className={cn('ad-card-body', isList ? 'p-3 pr-14 sm:p-4 sm:pr-14' : 'p-4')}>
        <p className="ad-card-kicker">{ad.Subcategory ? `${category} · ${names.subcategory(ad.Subcategory)}` : category}</p>
        <h3 className="ad-card-title">
          {/* The link's ::after covers the whole card (index.css, .ad-card-link): a tap anywhere on it opens the ad. */}
          <AppLink to={paths.ad(ad.AdId)} className="ad-card-link">
            {ad.Title}
          </AppLink>
        </h3>
        {isList && <p className="line-clamp-2 hidden text-sm text-gray-600 sm:block">{ad.Description}</p>}
        <p className="text-lg font-bold text-gray-900">{price(ad.Price, ad.PriceTypeKey)}</p>
        <div className="ad-card-meta">
          <span className="inline-flex min-w-0 items-center gap-1">
            {placeIcon}
            <span className="truncate">{names.location(ad.LocationKey, ad.LocationName)}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            {viewsIcon}
            {t('card.views', { count: ad.Views })}
          </span>
          <time dateTime={ad.CreatedDate}>{shortDate(ad.CreatedDate)}</time>
        </div>
      </div>

      {isGalleryOpen && (
        <Suspense fallback={null}>
          <ImageGallery images={images} title={ad.Title} isOpen onOpenChange={setIsGalleryOpen} />
        </Suspense>
      )}
    </article>
  );
}
