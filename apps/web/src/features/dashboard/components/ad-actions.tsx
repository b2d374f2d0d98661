import { BadgeCheck, Eye, Pencil, RefreshCw, Rocket, Share2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { UserAd } from '@mohalla/shared';
import { actionsFor, type AdAction } from '../lib/user-ad';

type AdActionsProps = {
  ad: UserAd;
  onDelete: () => void;
  onMarkSold: () => void;
  onShare: () => void;
};

// On a phone the everyday actions sit in one row of four (icon over a short label, 44 px tall) under the main one.
const secondary =
  'inline-flex min-h-11 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg border border-gray-300 bg-white px-1 text-xs font-semibold text-gray-900 ' +
  'hover:bg-gray-50 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm';
const iconClass = 'size-4 shrink-0';

/**
 * The per-ad actions: View, Edit, Share, Delete for every ad, plus Publish for drafts and
 * Renew for expired ads (both open the plan step of the wizard) and Mark as Sold for active ads.
 */
export function AdActions({ ad, onDelete, onMarkSold, onShare }: AdActionsProps) {
  const { t } = useTranslation('dashboard');
  const primary = 'col-span-4 sm:col-span-1';
  const buttons: Record<AdAction, ReactNode> = {
    publish: (
      <ButtonLink
        key="publish"
        className={primary}
        to={paths.postAd({ edit: ad.AdId, step: 4 })}
        icon={<Rocket aria-hidden="true" className={iconClass} />}
      >
        {t('actions.publish')}
      </ButtonLink>
    ),
    renew: (
      <ButtonLink
        key="renew"
        className={primary}
        to={paths.postAd({ edit: ad.AdId, step: 4 })}
        icon={<RefreshCw aria-hidden="true" className={iconClass} />}
      >
        {t('actions.renew')}
      </ButtonLink>
    ),
    markSold: (
      <Button key="markSold" className={primary} onClick={onMarkSold} icon={<BadgeCheck aria-hidden="true" className={iconClass} />}>
        {t('actions.markSold')}
      </Button>
    ),
    view: (
      <AppLink key="view" to={paths.ad(ad.AdId)} className={secondary}>
        <Eye aria-hidden="true" className={iconClass} />
        {t('actions.view')}
      </AppLink>
    ),
    edit: (
      <AppLink key="edit" to={paths.postAd({ edit: ad.AdId })} className={secondary}>
        <Pencil aria-hidden="true" className={iconClass} />
        {t('actions.edit')}
      </AppLink>
    ),
    share: (
      <button key="share" type="button" onClick={onShare} className={secondary}>
        <Share2 aria-hidden="true" className={iconClass} />
        {t('actions.share')}
      </button>
    ),
    delete: (
      <button key="delete" type="button" onClick={onDelete} className={cn(secondary, 'text-red-700 hover:bg-red-50')}>
        <Trash2 aria-hidden="true" className={iconClass} />
        {t('actions.delete')}
      </button>
    ),
  };
  return (
    <div
      role="group"
      aria-label={t('ad.actionsFor', { title: ad.title })}
      className="grid grid-cols-4 gap-2 sm:flex sm:shrink-0 sm:flex-wrap lg:justify-end"
    >
      {actionsFor(ad.status).map((action) => buttons[action])}
    </div>
  );
}
