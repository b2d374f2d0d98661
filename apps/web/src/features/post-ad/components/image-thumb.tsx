import { ArrowLeft, ArrowRight, ImageOff, RotateCw, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { ImageItem } from '../hooks/use-image-uploads';

type ImageThumbProps = {
  item: ImageItem;
  position: number;
  total: number;
  onMove: (delta: -1 | 1) => void;
  onCover: () => void;
  onRemove: () => void;
  onRetry: () => void;
};

function IconButton({
  label,
  onClick,
  children,
  isDisabled = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  isDisabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={isDisabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40 [&_svg]:size-5"
    >
      {children}
    </button>
  );
}

/** One photo: preview, cover badge, progress or error, and buttons instead of drag and drop (work by keyboard and touch). */
export function ImageThumb({ item, position, total, onMove, onCover, onRemove, onRetry }: ImageThumbProps) {
  const { t } = useTranslation('post-ad');
  // Remembers which source failed, so the server's WebP gets its chance after a HEIC preview could not be shown.
  const [brokenSrc, setBrokenSrc] = useState<string>();
  const isCover = position === 1;
  const src = item.uploaded?.thumb ?? item.previewUrl;
  const isBroken = src !== undefined && src === brokenSrc;
  const name = item.name || t('images.savedPhoto');
  const label = t(isCover ? 'images.itemCover' : 'images.item', { position, total, name });
  return (
    <li
      aria-label={label}
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-white',
        isCover ? 'border-brand-700 ring-1 ring-brand-700' : 'border-gray-200',
        item.status === 'failed' && 'border-red-300',
      )}
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {src && !isBroken ? (
          // HEIC previews do not render in most browsers; the icon stands in until the server's WebP arrives.
          <img src={src} alt="" className="size-full object-cover" onError={() => setBrokenSrc(src)} />
        ) : (
          <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-8 text-gray-400" />
        )}
        {isCover && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('images.cover')}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1.5 p-2">
        <p className="truncate text-xs text-gray-700" title={name}>
          {name}
        </p>
        {item.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={t('images.uploading', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(item.progress * 100)}%` }} />
          </div>
        )}
        {item.status === 'failed' && <p className="text-xs font-medium text-red-700">{item.error}</p>}
        <div className="flex flex-wrap items-center justify-between">
          {item.status === 'failed' ? (
            <IconButton label={t('images.retry')} onClick={onRetry}>
              <RotateCw aria-hidden="true" />
            </IconButton>
          ) : (
            <>
              <IconButton label={t('images.moveLeft')} onClick={() => onMove(-1)} isDisabled={position === 1}>
                <ArrowLeft aria-hidden="true" />
              </IconButton>
              <IconButton label={t('images.moveRight')} onClick={() => onMove(1)} isDisabled={position === total}>
                <ArrowRight aria-hidden="true" />
              </IconButton>
              <IconButton label={t('images.makeCover')} onClick={onCover} isDisabled={isCover}>
                <Star aria-hidden="true" />
              </IconButton>
            </>
          )}
          <IconButton label={t('images.remove')} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
