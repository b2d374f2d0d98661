import { SearchX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { roughCount, useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { findCategory, PAGE_MAX_BY_OFFSET } from '@mohalla/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/api/catalogue';
import { useLocations } from '@/api/catalogue';
import { useAds } from '@/api/ads';
import { AdList, AdListSkeleton } from '../components/ad-list';
import { BrowseSearch } from '../components/browse-search';
import { BrowseToolbar } from '../components/browse-toolbar';
import { CategoryGrid } from '../components/category-grid';
import { FilterChips, FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { SearchedFor, WayOut } from '../components/search-notes';
import { ViewToggle } from '../components/view-toggle';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { useViewMode } from '@/hooks/use-view-mode';
import { BROWSE_PAGE_SIZE, browseHref, browseListQuery, hasUnknownFilter } from '../lib/browse-filters';
import { categoriesOrBuiltIn, locationsOrBuiltIn } from '../lib/catalogue-fallback';

/** Browse: /categories and /categories/{category}, every filter in the URL. */
export function BrowsePage() {
  const { t } = useTranslation('ads');
  const { t: tc } = useTranslation('common');
  const names = useCatalogueNames();
  const { filters, setFilters, dropCursor, shouldFocusSearch } = useBrowseFilters();
  const { viewMode, setViewMode } = useViewMode('browse_view_mode');
  const categoriesQuery = useCategories();
  const locationsQuery = useLocations();
  const categories = useMemo(() => categoriesOrBuiltIn(categoriesQuery.data), [categoriesQuery.data]);
  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.CategoryKey, label: names.category(c.CategoryKey, c.CategoryName) })),
    [categories, names],
  );
  const locations = useMemo(
    () =>
      locationsOrBuiltIn(locationsQuery.data).map((l) => ({ value: l.LocationId, label: names.location(l.LocationId, l.LocationName) })),
    [locationsQuery.data, names],
  );

  const isUnknownFilter = hasUnknownFilter(filters);
  const adsQuery = useAds(browseListQuery(filters), { enabled: !isUnknownFilter });
  // A shared link's cursor the server refuses (damaged, or from another sort) falls back to the page's number.
  const isCursorRefused = Boolean(filters.after) && adsQuery.error instanceof ApiError && adsQuery.error.status === 400;
  useEffect(() => {
    if (isCursorRefused) dropCursor();
  }, [isCursorRefused, dropCursor]);

  const category = filters.category ? categories.find((c) => c.CategoryKey === filters.category) : undefined;
  const categoryName =
    category?.CategoryName ?? (filters.category ? (findCategory(filters.category)?.name ?? filters.category) : undefined);
  const title = filters.category && categoryName ? names.category(filters.category, categoryName) : t('browse.allTitle');
  const total = isUnknownFilter ? 0 : (adsQuery.data?.total ?? 0);
  const ads = isUnknownFilter ? [] : (adsQuery.data?.data ?? []);
  const pageCount = Math.ceil(total / BROWSE_PAGE_SIZE);
  const hasResult = isUnknownFilter || adsQuery.data !== undefined;
  // Next reads on from this page's last ad (keyset); numbered pages and Previous stay shareable page numbers.
  const nextCursor = adsQuery.isPlaceholderData ? null : adsQuery.data?.nextCursor;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <title>{`${title} - ${tc('brand.name')}`}</title>
      <PageHeading title={title} lead={t('browse.lead')} />

      <section
        aria-label={t('browse.filters')}
        className="mb-6 flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      >
        <BrowseSearch value={filters.search} shouldFocus={shouldFocusSearch} onSearch={(search) => setFilters({ search })} />
        <FilterPanel activeCount={[filters.category, filters.location, filters.sort !== 'featured'].filter(Boolean).length}>
          <BrowseToolbar filters={filters} categories={categoryOptions} locations={locations} onChange={setFilters} />
        </FilterPanel>
        <FilterChips filters={filters} />
      </section>

      {!filters.category && <CategoryGrid categories={categories} filters={filters} />}

      <div className="mb-4 flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p role="status" className="font-medium text-gray-800">
            {!hasResult
              ? t('browse.loadingAds')
              : adsQuery.data?.totalIsEstimate
                ? t('browse.countAbout', { count: roughCount(total) })
                : t('browse.count', { count: total })}
          </p>
          {filters.search && <SearchedFor filters={filters} searchedFor={adsQuery.data?.searchedFor} />}
        </div>
        <ViewToggle viewMode={viewMode} onChange={setViewMode} />
      </div>

      {adsQuery.isError && !adsQuery.data && !isCursorRefused ? (
        <ErrorState
          message={t('browse.loadError', { message: adsQuery.error.message })}
          action={
            <Button variant="outline" onClick={() => void adsQuery.refetch()}>
              {t('browse.retry')}
            </Button>
          }
        />
      ) : !hasResult ? (
        <AdListSkeleton viewMode={viewMode} />
      ) : ads.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('browse.emptyTitle')}
          description={t('browse.emptyText')}
          action={
            // Past the last page (an old shared link): offer the first page rather than dropping the filters.
            total > 0 ? (
              <ButtonLink to={browseHref({ ...filters, page: 1 })} variant="outline">
                {t('browse.firstPage')}
              </ButtonLink>
            ) : (
              <WayOut filters={filters} wider={adsQuery.data?.wider} />
            )
          }
        />
      ) : (
        <>
          <h2 className="sr-only">{t('browse.results')}</h2>
          <AdList ads={ads} viewMode={viewMode} label={t('browse.results')} isStale={adsQuery.isPlaceholderData} />
          <Pagination
            page={filters.page}
            pageCount={pageCount}
            hrefFor={(page) => browseHref({ ...filters, page, after: undefined })}
            lastNumbered={PAGE_MAX_BY_OFFSET}
            nextHref={nextCursor ? browseHref({ ...filters, page: filters.page + 1, after: nextCursor }) : undefined}
          />
        </>
      )}
    </div>
  );
}
