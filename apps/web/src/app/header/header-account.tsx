import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { messagesReady, useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';

const signInClasses = 'inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100';

// Signed-in people only: the menu and its texts stay out of a visitor's first load.
const AccountMenu = lazy(() => import('./account-menu').then((m) => messagesReady().then(() => ({ default: m.AccountMenu }))));

/** The account slot of the desktop header: the Sign In link for visitors, the avatar menu once signed in. */
export function HeaderAccount() {
  const { user, isLoading } = useSession();
  if (isLoading) return <SignInLink className="invisible" isPlaceholder />;
  if (!user) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink className="invisible" isPlaceholder />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/**
 * Sign In. While the session is still being asked for, an invisible copy holds the slot's width so the
 * header does not shift when the answer arrives.
 */
export function SignInLink({ className, isPlaceholder = false }: { className?: string; isPlaceholder?: boolean }) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <LogIn aria-hidden="true" className="size-4" />
      {t('nav.signIn')}
    </>
  );
  if (isPlaceholder)
    return (
      <span aria-hidden="true" className={cn(signInClasses, className)}>
        {content}
      </span>
    );
  return (
    <AppLink to={paths.login()} className={cn(signInClasses, className)}>
      {content}
    </AppLink>
  );
}
