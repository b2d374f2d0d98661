import { ArrowLeft, FileSearch } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { useUserAds } from '@/api/users';
import { StatusFilterSelect } from '../components/status-filter-select';
import { UserAdList } from '../components/user-ad-list';
import { UserAdsSkeleton } from '../components/user-ads-skeleton';
import { apiStatus, parseStatusFilter, type StatusFilter } from '../lib/status-filter';

void loadMessages('dashboard');

/** The server's largest page; a neighbourhood seller stays far below it. */
const MY_ADS_LIMIT = 100;

/** /my-ads: every ad of the owner in any status, filtered by ?status= (linked from the dashboard). */
export function MyAdsPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  if (!user?.email) return <ErrorState className="m-6" message={t('page.loadError')} />;
  return <MyAds email={user.email} />;
}

function MyAds({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const countRef = useRef<HTMLParagraphElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStatusFilter(searchParams.get('status'));
  const query = useUserAds({ userEmail: email, limit: MY_ADS_LIMIT, status: apiStatus(filter) });
  const ads = query.data;

  // Replace, not push: Back leaves /my-ads instead of stepping through every filter tried.
  const setFilter = (next: StatusFilter) => setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:py-8">
      <title>{`${t('myAds.title')} - ${tc('brand.name')}`}</title>
      <AppLink
        to={paths.dashboard()}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('myAds.backToDashboard')}
      </AppLink>
      <PageHeading title={t('myAds.title')} lead={t('myAds.lead')} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusFilterSelect value={filter} onChange={setFilter} />
        <p role="status" ref={countRef} tabIndex={-1} className="font-medium text-gray-800 focus:outline-none">
          {ads ? t('myAds.count', { count: ads.length }) : t('myAds.loading')}
        </p>
      </div>

      {query.isError && !ads ? (
        <ErrorState
          message={t('page.loadError')}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : !ads ? (
        <UserAdsSkeleton count={4} />
      ) : (
        <UserAdList
          ads={ads}
          label={t('myAds.listLabel')}
          ownerEmail={email}
          fallbackFocus={countRef}
          isStale={query.isPlaceholderData}
          empty={
            <EmptyState
              icon={<FileSearch />}
              title={t(`myAds.empty.${filter}.title`)}
              description={t(`myAds.empty.${filter}.text`)}
              action={
                filter === 'all' ? (
                  <ButtonLink to={paths.postAd()}>{t('myAds.postAd')}</ButtonLink>
                ) : (
                  <ButtonLink variant="outline" to={paths.myAds()}>
                    {t('myAds.showAll')}
                  </ButtonLink>
                )
              }
            />
          }
        />
      )}
    </div>
  );
}
