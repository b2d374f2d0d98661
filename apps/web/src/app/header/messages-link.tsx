import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUnreadCount } from '@/api/conversations';
import { LiveConversations } from '@/features/conversations/live/live-conversations';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatCount, loadMessages, useTranslation } from '@/lib/i18n';

void loadMessages('account');

/**
 * Messages in the header (the header mounts it for signed-in people only), with the unread count the live channel
 * keeps up to date. The live channel itself starts here too: one lazy chunk for all a signed-in person adds.
 */
export function MessagesLink() {
  const { t } = useTranslation('account');
  const unread = useUnreadCount(true);
  const count = unread.data?.messages ?? 0;
  const label = count > 0 ? t('account.messagesUnread', { count }) : t('account.messages');
  return (
    <>
      <LiveConversations />
      <NavLink
        to={paths.messages()}
        aria-label={label}
        title={label}
        className={({ isActive }) =>
          cn(
            'relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-gray-100 sm:size-11',
            isActive ? 'text-brand-800' : 'text-gray-700',
          )
        }
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {count > 99 ? '99+' : formatCount(count)}
          </span>
        )}
      </NavLink>
    </>
  );
}
