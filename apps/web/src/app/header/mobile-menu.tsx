import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppNavLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { LanguageLinks } from './language-links';
import { MobileAccount } from './mobile-account';
import { NAV_ITEMS } from './nav-items';
import { useDismiss } from './use-dismiss';

/** Small screens: a disclosure button that opens the header's links and the account items below the bar. */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  const close = useCallback(() => setIsOpen(false), []);

  // Following a link closes the menu.
  useEffect(close, [pathname, search, close]);
  useDismiss(isOpen, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 sm:size-11"
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label={t('nav.mobile')}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-gray-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <AppNavLink
                to={item.to}
                end={item.isEnd}
                className={({ isActive }) =>
                  cn(
                    'flex h-12 items-center rounded-lg px-3 font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100',
                  )
                }
              >
                {t(item.labelKey)}
              </AppNavLink>
            </li>
          ))}
          <li className="mt-1 border-t border-gray-200 pt-2">
            <LanguageLinks className="gap-2" itemClassName="h-12 px-3 text-base" />
          </li>
          <li className="border-t border-gray-200 pt-2">
            <MobileAccount />
          </li>
        </ul>
      </nav>
    </div>
  );
}
