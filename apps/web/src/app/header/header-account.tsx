import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The account slot of the header. Signed out it is the Sign In link; the signed-in avatar menu
 * (Dashboard, Profile, Favorites, Sign Out) replaces it here once sessions exist.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={paths.login()}
      className={cn('inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100', className)}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {t('nav.signIn')}
    </Link>
  );
}
