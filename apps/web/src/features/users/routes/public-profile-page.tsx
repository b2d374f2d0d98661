import { UserX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Navigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { isNotFound } from '@/lib/api-client';
import { useHandleForName } from '../api/get-handle-for-name';
import { usePublicStats } from '../api/get-public-stats';
import { ProfileSummary } from '../components/profile-summary';
import { RecentListings } from '../components/recent-listings';
import { ReportPerson } from '../components/report-person';
import { profileAddress } from '../lib/public-profile';

void loadMessages('users');

/**
 * /user/{handle}: a seller's public profile. An old /user/{display name} link goes on to the handle when exactly
 * one person has that name; an email in the address is never looked up and shows User Not Found like any unknown.
 */
export function PublicProfilePage() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  // The router has already decoded the segment: "Ravi%20Kumar" arrives as "Ravi Kumar".
  const address = profileAddress(useParams().username ?? '');
  const { user } = useSession();
  const stats = usePublicStats(address.handle);
  const isHandleUnknown = address.handle === null || isNotFound(stats.error);
  const byName = useHandleForName(isHandleUnknown ? address.name : null);

  if (byName.data && byName.data !== address.handle) return <Navigate to={paths.user(byName.data)} replace />;
  if ((address.handle !== null && stats.isPending) || (isHandleUnknown && address.name !== null && byName.isPending)) {
    return <LoadingState message={t('loading')} className="min-h-[50vh]" />;
  }
  if (isHandleUnknown && (address.name === null || isNotFound(byName.error))) return <ProfileNotFound />;

  if (!stats.isSuccess) {
    const retry = () => void (stats.isError && !isHandleUnknown ? stats.refetch() : byName.refetch());
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState message={t('error')} action={<Button onClick={retry}>{t('retry')}</Button>} />
      </div>
    );
  }

  const isSelf = user !== null && user.handle === stats.data.handle;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{`${isSelf ? t('titleSelf') : t('titleOther', { name: stats.data.displayName })} - ${tc('brand.name')}`}</title>
      <ProfileSummary stats={stats.data} isSelf={isSelf} isSignedIn={user !== null} />
      {!isSelf && <ReportPerson handle={stats.data.handle} name={stats.data.displayName} isSignedIn={user !== null} />}
      <RecentListings handle={stats.data.handle} isSelf={isSelf} />
    </div>
  );
}

/** The same page for an unknown handle, an ambiguous or unknown name and an email: nothing of the address is shown. */
function ProfileNotFound() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{`${t('notFound.title')} - ${tc('brand.name')}`}</title>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <UserX aria-hidden="true" className="size-10 text-gray-500" />
        <h1 className="text-xl font-bold text-gray-900">{t('notFound.title')}</h1>
        <p className="text-gray-700">{t('notFound.text')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.browse()}>{t('notFound.browse')}</ButtonLink>
          <ButtonLink to={paths.home()} variant="outline">
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
