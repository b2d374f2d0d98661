import { Heart, MessageCircle, PlusCircle, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/api/conversations';

const tileClasses = 'flex min-h-20 items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm';

/** The spec's quick tiles: Post Ad, Profile, Favorites, and Messages with the unread count (issue 19). */
export function QuickTiles() {
  const { t } = useTranslation('dashboard');
  // The dashboard is only for signed-in people; the header asks for the same count, so this shares its answer.
  const unread = useUnreadCount(true).data?.messages ?? 0;
  return (
    <nav aria-label={t('tiles.label')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <AppLink to={paths.postAd()} className={`${tileClasses} hover:border-brand-300 hover:bg-brand-50`}>
            <TileBody icon={<PlusCircle />} title={t('tiles.postAd')} text={t('tiles.postAdText')} />
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.profile()} className={`${tileClasses} hover:border-brand-300 hover:bg-brand-50`}>
            <TileBody icon={<User />} title={t('tiles.profile')} text={t('tiles.profileText')} />
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.favorites()} className={`${tileClasses} hover:border-brand-300 hover:bg-brand-50`}>
            <TileBody icon={<Heart />} title={t('tiles.favorites')} text={t('tiles.favoritesText')} />
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.messages()} className={`${tileClasses} hover:border-brand-300 hover:bg-brand-50`}>
            <TileBody
              icon={<MessageCircle />}
              title={t('tiles.messages')}
              text={unread > 0 ? t('tiles.messagesUnread', { count: unread }) : t('tiles.messagesText')}
            />
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}

function TileBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800 [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-gray-900">{title}</span>
        <span className="text-sm text-gray-600">{text}</span>
      </span>
    </>
  );
}
