import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { loadMessages, useTranslation } from '@/lib/i18n';

// Opened from a card or an ad's photos; whoever loads this module waits for its texts (messagesReady).
void loadMessages('gallery');
import type { AdImage as AdImageData } from '@mohalla/shared';
import { cn } from '@/lib/cn';
import { useCarousel } from '@/hooks/use-carousel';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useSwipe } from '@/hooks/use-swipe';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { AdImage } from './ad-image';

type ImageGalleryProps = {
  images: AdImageData[];
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialIndex?: number;
  /** Told the photo on screen, so an inline gallery can follow the preview. */
  onIndexChange?: (index: number) => void;
};

/**
 * Full-screen image viewer. Radix Dialog gives the focus trap, Escape to close
 * and the page scroll lock; this adds the counter, wrap-around arrows, arrow keys and thumbnails.
 */
export function ImageGallery({ images, title, isOpen, onOpenChange, initialIndex = 0, onIndexChange }: ImageGalleryProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <GalleryContent
          images={images.length > 0 ? images : [{ url: PLACEHOLDER_IMAGE, thumb: PLACEHOLDER_IMAGE }]}
          title={title}
          initialIndex={initialIndex}
          onIndexChange={onIndexChange}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted by the portal only while open, so each opening starts at `initialIndex` with fresh loading state. */
type GalleryContentProps = Pick<ImageGalleryProps, 'images' | 'title' | 'onIndexChange'> & { initialIndex: number };

function GalleryContent({ images, title, initialIndex, onIndexChange }: GalleryContentProps) {
  const { t } = useTranslation('gallery');
  const { index, next, previous, goTo } = useCarousel(images.length, initialIndex);
  const swipe = useSwipe(next, previous);
  const returnFocus = useReturnFocus();
  useEffect(() => onIndexChange?.(index), [index, onIndexChange]);
  const [loadedUrls, setLoadedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const current = images[index]!;
  const total = images.length;
  const hasMany = total > 1;
  const isLoading = !loadedUrls.has(current.url);
  const markLoaded = () => setLoadedUrls((urls) => new Set(urls).add(current.url));

  // On the dialog itself, so the keys work wherever focus sits inside it (a tap on the photo focuses the dialog).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Content
      className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
      onKeyDown={onKeyDown}
      onCloseAutoFocus={returnFocus}
    >
      <Dialog.Title className="sr-only">{t('gallery.title', { title })}</Dialog.Title>
      <Dialog.Description className="sr-only">{t('gallery.keyboardHint')}</Dialog.Description>
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="min-w-0 truncate text-sm font-medium text-gray-200" aria-hidden="true">
          {title}
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tabular-nums" aria-live="polite" aria-atomic="true">
            {t('gallery.counter', { current: index + 1, total })}
          </p>
          <Dialog.Close
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
            aria-label={t('gallery.close')}
          >
            <X aria-hidden="true" className="size-6" />
          </Dialog.Close>
        </div>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16" {...swipe}>
        {isLoading && (
          <p role="status" className="absolute inset-0 flex items-center justify-center text-gray-200">
            {t('gallery.loading')}
          </p>
        )}
        <AdImage
          key={current.url}
          src={current.url}
          alt={t('gallery.imageAlt', { title, index: index + 1, total })}
          loading="eager"
          width={current.width}
          height={current.height}
          onLoad={markLoaded}
          onError={markLoaded}
          className={cn('max-h-full max-w-full object-contain transition-opacity', isLoading ? 'opacity-0' : 'opacity-100')}
        />
        {hasMany && (
          <>
            <ArrowButton side="left" label={t('gallery.previous')} onClick={previous} />
            <ArrowButton side="right" label={t('gallery.next')} onClick={next} />
          </>
        )}
      </div>

      {hasMany && (
        <ul className="flex shrink-0 gap-2 overflow-x-auto px-4 py-3" aria-label={t('gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('gallery.showImage', { index: i + 1, total })}
                aria-current={i === index || undefined}
                className={cn(
                  'block size-14 overflow-hidden rounded-md border-2 sm:size-16',
                  i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100',
                )}
              >
                <AdImage src={image.thumb} width={64} height={64} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog.Content>
  );
}

function ArrowButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/30',
        side === 'left' ? 'left-2' : 'right-2',
      )}
    >
      <Icon aria-hidden="true" className="size-7" />
    </button>
  );
}
