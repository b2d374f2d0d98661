import type { Profile } from '@mohalla/shared';
import { ChevronDown, LogOut } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { accountLinksFor, displayNameOf } from './account-links';
import { Avatar } from './avatar';
import { useDismiss } from './use-dismiss';
import { useSignOutAndLeave } from './use-sign-out-and-leave';

void loadMessages('account');

const itemClasses = 'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-800 hover:bg-gray-100';

/**
 * The signed-in avatar menu: photo or icon with the display name; Dashboard, Profile,
 * Favorites, Sign Out. A disclosure of plain links (not an ARIA menu), so Tab and screen readers work as usual.
 */
export function AccountMenu({ user }: { user: Profile }) {
  const { t } = useTranslation('account');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const { signOut, isSigningOut } = useSignOutAndLeave();
  const close = useCallback(() => setIsOpen(false), []);
  const name = displayNameOf(user, t('account.fallbackName'));

  useDismiss(isOpen, close, containerRef, buttonRef);
  // Following a link closes the menu.
  useEffect(close, [pathname, search, close]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex h-11 max-w-[12rem] items-center gap-2 rounded-lg px-2 text-sm font-semibold text-gray-800 hover:bg-gray-100"
      >
        <Avatar photoURL={user.photoURL} />
        <span className="sr-only">{t('account.menu')}: </span>
        <span className="truncate">{name}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 pt-1 pb-2 text-xs text-gray-600">{t('account.signedInAs', { email: user.email })}</p>
        <ul aria-label={t('account.accountLinks')} className="flex flex-col border-t border-gray-100 pt-1">
          {accountLinksFor(user).map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <AppLink to={to} className={itemClasses} onClick={close}>
                <Icon aria-hidden="true" className="size-4 text-gray-500" />
                {t(labelKey)}
              </AppLink>
            </li>
          ))}
          <li className="mt-1 border-t border-gray-100 pt-1">
            <button type="button" className={itemClasses} onClick={signOut} disabled={isSigningOut}>
              <LogOut aria-hidden="true" className="size-4 text-gray-500" />
              {isSigningOut ? t('account.signingOut') : t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
