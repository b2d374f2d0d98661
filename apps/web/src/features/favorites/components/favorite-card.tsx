import { Eye, ImageOff, Link2, MapPin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ViewMode } from '@/hooks/use-view-mode';
import type { FavoriteView } from '../lib/favorite-view';

type FavoriteCardProps = { favorite: FavoriteView; view: ViewMode; onRemove: () => void; onCopyLink: () => void; isRemoving?: boolean };

/** A saved ad: image, category, location, views, price, when it was saved, copy link, remove. */
export function FavoriteCard({ favorite, view, onRemove, onCopyLink, isRemoving = false }: FavoriteCardProps) {
  const { t } = useTranslation('favorites');
  const names = useCatalogueNames();
  const isList = view === 'list';
  return (
    <article
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm',
        isList ? 'flex-col min-[480px]:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn('relative shrink-0 bg-gray-100', isList ? 'aspect-[4/3] min-[480px]:aspect-auto min-[480px]:w-48' : 'aspect-[4/3]')}
      >
        <CoverImage src={favorite.image} />
        <span className="absolute top-2 left-2 flex gap-1">
          {favorite.isPremium && <Badge tone="premium">{t('card.premium')}</Badge>}
          {favorite.isSold && <Badge tone="neutral">{t('card.sold')}</Badge>}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="truncate text-xs font-medium tracking-wide text-brand-800 uppercase">
          {names.category(favorite.categoryKey || favorite.category, favorite.category)}
        </p>
        <h3 className="font-semibold break-words text-gray-900">
          <AppLink to={paths.ad(favorite.id)} className="hover:text-brand-800 hover:underline">
            {favorite.title}
          </AppLink>
        </h3>
        <p className="text-lg font-bold text-gray-900">{favorite.priceText}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {names.location(favorite.location)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {t('card.views', { count: favorite.views })}
          </span>
        </p>
        {favorite.addedOn && (
          <p className="text-sm text-gray-600">
            <time dateTime={favorite.addedAt}>{t('card.addedOn', { date: favorite.addedOn })}</time>
          </p>
        )}
        <div role="group" aria-label={t('card.actionsFor', { title: favorite.title })} className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="outline" onClick={onCopyLink} icon={<Link2 aria-hidden="true" className="size-4" />}>
            {t('card.copyLink')}
          </Button>
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50"
            onClick={onRemove}
            isLoading={isRemoving}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          >
            {t('card.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The saved image; a grey frame when there is none or it fails to load (spec: placeholder image). */
function CoverImage({ src }: { src: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) {
    return (
      <div aria-hidden="true" className="flex size-full min-h-32 items-center justify-center text-gray-400">
        <ImageOff className="size-10" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setHasFailed(true)} className="size-full object-cover" />;
}
