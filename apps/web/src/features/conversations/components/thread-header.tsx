import { type Conversation } from '@mohalla/shared';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { usePriceText } from '@/lib/price-text';
import { AdStatusTag } from './ad-status-tag';
import { ThreadMenu } from './thread-menu';

/** The other person's name, the ad (photo, title, price, status, a link to it) and the thread's menu. */
export function ThreadHeader({ conversation, backLink }: { conversation: Conversation; backLink: ReactNode }) {
  const { t } = useTranslation('conversations');
  const price = usePriceText();
  const { ad, other } = conversation;
  return (
    <header className="flex flex-col gap-1 border-b border-gray-200 p-2 sm:p-3">
      <div className="flex items-center gap-1">
        {backLink}
        <h2 id="thread-heading" className="min-w-0 flex-1 truncate px-1 text-lg font-bold text-gray-900">
          {other.name}
        </h2>
        <ThreadMenu conversation={conversation} />
      </div>
      <AppLink to={paths.ad(ad.id)} className="flex items-center gap-3 rounded-lg p-1 hover:bg-gray-50">
        {ad.image ? (
          <img src={ad.image} alt="" width={44} height={44} className="size-11 shrink-0 rounded-md object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-500"
          >
            <ImageOff className="size-4" />
          </span>
        )}
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-gray-900">
            <span className="sr-only">{t('thread.about')}: </span>
            {ad.title}
          </span>
          <span className="flex items-center gap-2 text-sm text-gray-700">
            {price(ad.price, ad.priceType)}
            <AdStatusTag status={ad.status} />
          </span>
        </span>
      </AppLink>
    </header>
  );
}
