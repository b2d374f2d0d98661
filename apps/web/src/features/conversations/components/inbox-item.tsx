import { formatRupees, type Conversation } from '@mohalla/shared';
import { ImageOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatCount, useTranslation } from '@/lib/i18n';
import { usePriceText } from '@/lib/price-text';
import { fullTime, inboxTime } from '../lib/format';
import { AdStatusTag } from './ad-status-tag';

/** One thread in the inbox: the ad's photo, title, price and status, the other person, the last message, time, unread. */
export function InboxItem({ conversation, isSelected }: { conversation: Conversation; isSelected: boolean }) {
  const { t } = useTranslation('conversations');
  const price = usePriceText();
  const { search } = useLocation();
  const { ad, other, lastMessage, unreadCount } = conversation;
  const isUnread = unreadCount > 0;
  const preview = lastMessage ? previewOf(lastMessage, t) : t('inbox.noMessages');

  return (
    <AppLink
      to={`${paths.conversation(conversation.id)}${search}`}
      aria-current={isSelected ? 'page' : undefined}
      className={cn('flex min-h-20 gap-3 p-3 hover:bg-gray-50', isSelected && 'bg-brand-50 hover:bg-brand-50')}
    >
      {ad.image ? (
        <img src={ad.image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-500">
          <ImageOff className="size-5" />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-gray-900', isUnread ? 'font-bold' : 'font-semibold')}>{ad.title}</span>
          {lastMessage && (
            <time
              dateTime={lastMessage.createdAt}
              title={fullTime(lastMessage.createdAt)}
              className="ml-auto shrink-0 text-xs text-gray-600"
            >
              {inboxTime(lastMessage.createdAt)}
            </time>
          )}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
          <span className="font-medium">{price(ad.price, ad.priceType)}</span>
          <AdStatusTag status={ad.status} />
          <span className="truncate">· {other.name}</span>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', isUnread ? 'font-semibold text-gray-900' : 'text-gray-600')}>{preview}</span>
          {isUnread && (
            <span className="ml-auto shrink-0 rounded-full bg-brand-700 px-2 text-xs leading-5 font-bold text-white">
              <span aria-hidden="true">{formatCount(unreadCount)}</span>
              <span className="sr-only">{t('inbox.unread', { count: unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </AppLink>
  );
}

type LastMessage = NonNullable<Conversation['lastMessage']>;

function previewOf(message: LastMessage, t: (key: string, options?: Record<string, unknown>) => string): string {
  const text =
    message.kind === 'image'
      ? t('inbox.photo')
      : message.kind === 'offer' && /^\d+$/.test(message.preview)
        ? t('inbox.offer', { amount: formatRupees(Number(message.preview)) })
        : message.preview;
  return message.fromMe ? `${t('inbox.you')}${text}` : text;
}
