import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { StateTitle } from '@/components/ui/state-title';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/**
 * Guards the user areas: a spinner while the session loads, visitors go to /login and come
 * back to this exact page (path, query and hash) after signing in. The server enforces the same on every call.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, isLoading, isError, refetch } = useSession();
  const location = useLocation();
  if (isLoading)
    return (
      <>
        <StateTitle text={t('auth.checkingSession')} />
        <LoadingState message={t('auth.checkingSession')} className="min-h-[50vh]" />
      </>
    );
  if (isError && !user)
    return (
      <>
        <StateTitle text={t('auth.sessionError')} />
        <ErrorState
          className="m-6"
          message={t('auth.sessionError')}
          action={<Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}
        />
      </>
    );
  if (!user) return <Navigate to={paths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return children;
}
