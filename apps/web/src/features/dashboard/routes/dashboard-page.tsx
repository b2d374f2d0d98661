import type { Profile } from '@mohalla/shared';
import { LIMITS } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useUserAds } from '@/api/users';
import { PerformanceOverview } from '../components/performance-overview';
import { QuickTiles } from '../components/quick-tiles';
import { RecentAds } from '../components/recent-ads';
import { StatCards } from '../components/stat-cards';

// The texts travel with this page's chunk, not the first download (signed-in pages only).
void loadMessages('dashboard');

/** /dashboard: quick tiles, stats, recent ads and views per day. RequireAuth has already made sure there is a user. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  if (!user?.email) return <ErrorState className="m-6" message={t('page.loadError')} />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: Profile }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const stats = useDashboardStats(user.email);
  const recent = useUserAds({ userEmail: user.email, limit: LIMITS.dashboardRecentAds });
  const name = user.displayName?.trim() || t('page.fallbackName');
  const hasFailed = (stats.isError && !stats.data) || (recent.isError && !recent.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${t('page.title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('page.welcome', { name })} lead={t('page.lead')} />
      <QuickTiles />
      {hasFailed ? (
        <ErrorState
          message={t('page.loadError')}
          action={
            <Button variant="outline" onClick={() => void Promise.all([stats.refetch(), recent.refetch()])}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <StatCards stats={stats.data} />
          <RecentAds ads={recent.data} ownerEmail={user.email} />
          <PerformanceOverview />
        </>
      )}
    </div>
  );
}
