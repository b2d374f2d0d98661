import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/auth';
import { messagesReady } from '@/lib/i18n';
import { SignInLink } from './header-account';

// Signed-in people only: the items and their texts stay out of a visitor's first load.
const MobileAccountItems = lazy(() =>
  import('./mobile-account-items').then((m) => messagesReady().then(() => ({ default: m.MobileAccountItems }))),
);

/** The account part of the small-screen menu: Sign In, or the same items as the avatar menu. */
export function MobileAccount() {
  const { user, isLoading } = useSession();
  if (isLoading) return <SignInLink className="invisible h-12 w-full" isPlaceholder />;
  if (!user) return <SignInLink className="h-12 w-full" />;
  return (
    <Suspense fallback={<SignInLink className="invisible h-12 w-full" isPlaceholder />}>
      <MobileAccountItems user={user} />
    </Suspense>
  );
}
