import type { AdStatus } from '@mohalla/shared';
import { Eye, Heart, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { UserAd } from '@mohalla/shared';
import { createdOn } from '../lib/user-ad';
import { AdActions } from './ad-actions';
import { AdRun } from './ad-run';
import { ModerationNote } from './moderation-note';
import { StatusBadge } from './status-badge';

type UserAdItemProps = {
  ad: UserAd;
  statuses?: readonly AdStatus[];
  onDelete: () => void;
  onMarkSold: () => void;
  onShare: () => void;
};

/** One of the owner's ads: a card on phones and tablets, a row with the actions on the right on wide screens. */
export function UserAdItem({ ad, statuses, ...actions }: UserAdItemProps) {
  const { t } = useTranslation('dashboard');
  const names = useCatalogueNames();
  const date = createdOn(ad.createdAt);
  return (
    <article className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 flex-1 gap-3">
        <Thumbnail src={ad.images[0]} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words text-gray-900">{ad.title}</h3>
            <StatusBadge status={ad.status} catalogue={statuses} />
          </div>
          <p className="text-sm text-gray-700">
            {names.category(ad.categoryKey, ad.category)}
            {date && (
              <>
                {' · '}
                <time dateTime={ad.createdAt}>{t('ad.created', { date })}</time>
              </>
            )}
          </p>
          <AdRun ad={ad} />
          <ModerationNote ad={ad} />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {t('ad.views', { count: ad.views })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-4" />
              {t('ad.favorites', { count: ad.favorites })}
            </span>
          </p>
        </div>
      </div>
      <AdActions ad={ad} {...actions} />
    </article>
  );
}

/** A small cover photo; a grey frame when the ad has none or it fails to load. */
function Thumbnail({ src }: { src?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const frame = 'size-16 shrink-0 rounded-lg bg-gray-100 sm:size-20';
  if (!src || hasFailed) {
    return (
      <div className={`${frame} flex items-center justify-center text-gray-400`} aria-hidden="true">
        <ImageOff className="size-6" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setHasFailed(true)} className={`${frame} object-cover`} />;
}
