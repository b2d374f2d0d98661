import { Heart, LogIn, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { useFavorites } from '../api/get-favorites';
import { FavoritesList } from '../components/favorites-list';
import { FavoritesStats } from '../components/favorites-stats';
import { FavoritesToolbar } from '../components/favorites-toolbar';
import { useFavoriteCardActions } from '../hooks/use-favorite-card-actions';
import { useFavoriteFilters } from '../hooks/use-favorite-filters';
import { useViewMode } from '@/hooks/use-view-mode';
import { toFavoriteView } from '../lib/favorite-view';
import { favoriteStats, filterFavorites } from '../lib/filter-favorites';

void loadMessages('favorites');

/** /favorites. The route guard sends visitors to /login; the signed-out state is a safety net. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const { t: tc } = useTranslation('common');
  const { user } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:py-8">
      <title>{`${t('page.title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      {user ? (
        <Favorites />
      ) : (
        <EmptyState
          icon={<LogIn />}
          title={t('signIn.title')}
          description={t('signIn.text')}
          action={
            <>
              <ButtonLink to={paths.login(paths.favorites())}>{t('signIn.signIn')}</ButtonLink>
              <ButtonLink variant="outline" to={paths.home()}>
                {t('signIn.home')}
              </ButtonLink>
            </>
          }
        />
      )}
    </div>
  );
}

function Favorites() {
  const { t } = useTranslation('favorites');
  const query = useFavorites();
  const { filters, setFilters, clearFilters } = useFavoriteFilters();
  const { viewMode, setViewMode } = useViewMode('favorites_view_mode');
  const actions = useFavoriteCardActions();
  const defaults = useMemo(
    () => ({ title: t('defaults.title'), price: t('defaults.price'), category: t('defaults.category'), location: t('defaults.location') }),
    [t],
  );
  const all = useMemo(() => (query.data ?? []).map((f) => toFavoriteView(f, defaults)), [query.data, defaults]);
  const shown = useMemo(() => filterFavorites(all, filters), [all, filters]);

  if (query.isPending) return <LoadingState message={t('page.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('page.loadError')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <>
            <ButtonLink to={paths.browse()}>{t('empty.browse')}</ButtonLink>
            <ButtonLink variant="outline" to={paths.home()}>
              {t('empty.home')}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return (
    <>
      <FavoritesStats stats={favoriteStats(all)} />
      <FavoritesToolbar filters={filters} onChange={setFilters} viewMode={viewMode} onViewModeChange={setViewMode} />
      <p role="status" className="font-medium text-gray-800">
        {t('count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('noMatch.title')}
          description={t('noMatch.text')}
          action={
            <Button variant="outline" onClick={clearFilters}>
              {t('noMatch.clear')}
            </Button>
          }
        />
      ) : (
        <FavoritesList favorites={shown} viewMode={viewMode} actions={actions} />
      )}
    </>
  );
}
