import { UserX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { addMessages } from '@/lib/i18n';
import users from '@/locales/en/users.json';
import { isNotFound } from '@/lib/api-client';
import { usePublicStats } from '../api/get-public-stats';
import { ProfileSummary } from '../components/profile-summary';
import { RecentListings } from '../components/recent-listings';
import { isOwnProfile } from '../lib/public-profile';

addMessages('users', { en: users });

/** /user/{username}: a seller's public profile by email or display name (URL-decoded). */
export function PublicProfilePage() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  // The router has already decoded the segment: "Ravi%20Kumar" arrives as "Ravi Kumar".
  const username = (useParams().username ?? '').trim();
  const { user } = useSession();
  const stats = usePublicStats(username);

  if (stats.isPending) return <LoadingState message={t('loading')} className="min-h-[50vh]" />;

  if (stats.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        {isNotFound(stats.error) ? (
          <>
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
          </>
        ) : (
          <ErrorState message={t('error')} action={<Button onClick={() => void stats.refetch()}>{t('retry')}</Button>} />
        )}
      </div>
    );
  }

  const isSelf = isOwnProfile(username, user);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{`${isSelf ? t('titleSelf') : t('titleOther', { name: stats.data.displayName })} - ${tc('brand.name')}`}</title>
      <ProfileSummary stats={stats.data} isSelf={isSelf} isSignedIn={user !== null} />
      <RecentListings username={username} isSelf={isSelf} />
    </div>
  );
}
