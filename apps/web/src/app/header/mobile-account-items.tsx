import type { Profile } from '@mohalla/shared';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { accountLinksFor, displayNameOf } from './account-links';
import { Avatar } from './avatar';
import { useSignOutAndLeave } from './use-sign-out-and-leave';

void loadMessages('account');

const rowClasses = 'flex h-12 w-full items-center gap-3 rounded-lg px-3 font-medium';

/** The small-screen menu's account items for a signed-in person: the same as the avatar menu's. */
export function MobileAccountItems({ user }: { user: Profile }) {
  const { t } = useTranslation('account');
  const { signOut, isSigningOut } = useSignOutAndLeave();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-3 px-3 py-2">
        <Avatar photoURL={user.photoURL} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-gray-900">{displayNameOf(user, t('account.fallbackName'))}</span>
          <span className="truncate text-sm text-gray-600">{user.email}</span>
        </span>
      </p>
      <ul aria-label={t('account.accountLinks')} className="flex flex-col gap-1">
        {accountLinksFor(user).map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => cn(rowClasses, isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100')}
            >
              <Icon aria-hidden="true" className="size-5 text-gray-500" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={signOut}
            disabled={isSigningOut}
            className={cn(rowClasses, 'text-left text-gray-800 hover:bg-gray-100')}
          >
            <LogOut aria-hidden="true" className="size-5 text-gray-500" />
            {isSigningOut ? t('account.signingOut') : t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
