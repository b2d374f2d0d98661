import { Plus, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AppLink, AppNavLink } from '@/components/ui/app-link';
import { messagesReady, useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { HeaderAccount } from './header-account';
import { LanguageLinks } from './language-links';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS, SEARCH_FOCUS_PATH } from './nav-items';

// Signed-in people only, so its code (and the unread count's) stays out of a visitor's first load.
const MessagesLink = lazy(() => import('./messages-link').then((m) => messagesReady().then(() => ({ default: m.MessagesLink }))));
const messagesSlot = 'inline-block size-10 sm:size-11';

/** Sticky site header: brand, links, search, Post Ad (always visible), account. */
export function Header() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Brand isCompact={Boolean(user)} />
        <nav aria-label={t('nav.main')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <AppNavLink
                  to={item.to}
                  end={item.isEnd}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                    )
                  }
                >
                  {t(item.labelKey)}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <AppLink
            to={SEARCH_FOCUS_PATH}
            aria-label={t('nav.search')}
            title={t('nav.search')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 sm:size-11"
          >
            <Search aria-hidden="true" className="size-5" />
          </AppLink>
          <AppLink to={paths.postAd()} className={buttonClasses({ size: 'sm', className: 'h-10 px-3' })}>
            <Plus aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            {t('nav.postAd')}
          </AppLink>
          {user && (
            <Suspense fallback={<span aria-hidden="true" className={messagesSlot} />}>
              <MessagesLink />
            </Suspense>
          )}
          <LanguageLinks className="hidden md:flex" itemClassName="px-1.5" />
          <div className="hidden md:block">
            <HeaderAccount />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
