import { ChevronLeft, ChevronRight, Crown, Expand } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadMessages, messagesReady, useTranslation } from '@/lib/i18n';
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet, type AdImage as AdImageData } from '@mohalla/shared';
import { cn } from '@/lib/cn';
import { useCarousel } from '@/hooks/use-carousel';
import { useSwipe } from '@/hooks/use-swipe';
import { AdImage } from '@/components/ads/ad-image';

const ImageGallery = lazy(() =>
  import('@/components/ads/image-gallery').then((m) => messagesReady().then(() => ({ default: m.ImageGallery }))),
);

void loadMessages('gallery');

type DetailGalleryProps = {
  images: AdImageData[];
  title: string;
  isPremium: boolean;
  /** Favourite, share and WhatsApp share buttons laid over the photo. */
  actions: ReactNode;
};

/** The frame's own shape: such a photo fills it exactly; without its size, a photo is taken to be one. */
const isFourByThree = ({ width, height }: AdImageData) => !width || !height || Math.abs(width / height - 4 / 3) < 0.02;

const roundButton = 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white';

/** The ad's photos: wrap-around arrows, counter, thumbnails; a tap opens the full-screen preview at that photo. */
export function DetailGallery({ images, title, isPremium, actions }: DetailGalleryProps) {
  const { t } = useTranslation('ad-detail');
  const { t: ta } = useTranslation('gallery');
  const total = images.length;
  const { index, next, previous, goTo } = useCarousel(total);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const swipe = useSwipe(next, previous);
  const current = images[index];
  const hasMany = total > 1;

  return (
    <section aria-label={t('detailGallery.label')} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-gray-100" {...(hasMany ? swipe : {})}>
        <button
          type="button"
          onClick={() => setIsPreviewOpen(true)}
          aria-haspopup="dialog"
          aria-label={t('detailGallery.open', { index: index + 1, total: Math.max(total, 1) })}
          className="group relative block size-full overflow-hidden"
        >
          {/* A photo of another shape (a portrait one) is shown whole, on a blurred copy of itself: the same download. */}
          {current && !isFourByThree(current) && (
            <img
              key={`${current.url}-backdrop`}
              src={current.url}
              srcSet={detailPhotoSrcSet(current)}
              sizes={DETAIL_PHOTO_SIZES}
              alt=""
              aria-hidden="true"
              decoding="async"
              className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-2xl"
            />
          )}
          <AdImage
            key={current?.url ?? 'none'}
            src={current?.url}
            srcSet={current && detailPhotoSrcSet(current)}
            sizes={DETAIL_PHOTO_SIZES}
            alt=""
            width={current?.width ?? 1200}
            height={current?.height ?? 900}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="relative size-full object-contain"
          />
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-black/55 text-white opacity-80 group-hover:opacity-100"
          >
            <Expand className="size-5" />
          </span>
        </button>

        {isPremium && (
          <span className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-amber-950 shadow">
            <Crown aria-hidden="true" className="size-4" />
            {t('detail.premiumBadge')}
          </span>
        )}
        <div className="absolute top-3 right-3 flex gap-2">{actions}</div>

        {hasMany && (
          <>
            <button
              type="button"
              onClick={previous}
              aria-label={t('detailGallery.previous')}
              className={cn(roundButton, 'absolute top-1/2 left-3 -translate-y-1/2')}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={t('detailGallery.next')}
              className={cn(roundButton, 'absolute top-1/2 right-3 -translate-y-1/2')}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
        {total > 0 && (
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute bottom-3 left-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          >
            {ta('gallery.counter', { current: index + 1, total })}
          </p>
        )}
      </div>

      {hasMany && (
        <ul aria-label={t('detailGallery.thumbnails')} className="flex gap-2 overflow-x-auto p-3">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('detailGallery.showImage', { index: i + 1, total })}
                aria-current={i === index || undefined}
                className={cn(
                  'block h-14 w-[4.5rem] overflow-hidden rounded-md border-2 sm:h-16 sm:w-20',
                  i === index ? 'border-brand-700' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <AdImage src={image.thumb} width={80} height={64} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {isPreviewOpen && (
        <Suspense fallback={null}>
          <ImageGallery images={images} title={title} isOpen onOpenChange={setIsPreviewOpen} initialIndex={index} onIndexChange={goTo} />
        </Suspense>
      )}
    </section>
  );
}
