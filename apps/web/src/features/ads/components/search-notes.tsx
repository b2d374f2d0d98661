import { AppLink } from '@/components/ui/app-link';
import { findCategory, type AdListResponse } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { useTranslation } from '@/lib/i18n';
import { browseHref, type BrowseFilters } from '../lib/browse-filters';

/** What the list holds: the words typed, or the corrected ones with a link to search exactly what was typed. */
export function SearchedFor({ filters, searchedFor }: { filters: BrowseFilters; searchedFor?: string | null }) {
  const { t } = useTranslation('ads');
  if (!searchedFor) return <p className="text-sm break-words text-gray-600">{t('browse.searchingFor', { search: filters.search })}</p>;
  return (
    <p className="text-sm break-words text-gray-600">
      {t('browse.showingFor', { searchedFor })}{' '}
      <AppLink className="font-medium text-brand-800 underline" to={browseHref({ ...filters, exact: true, page: 1, after: undefined })}>
        {t('browse.searchInstead', { search: filters.search })}
      </AppLink>
    </p>
  );
}

/**
 * Nothing found: the categories the same words are found in, and the filters that would find something when dropped
 * (the server says which), else a fresh start.
 */
export function WayOut({ filters, wider }: { filters: BrowseFilters; wider?: AdListResponse['wider'] }) {
  const { t } = useTranslation('ads');
  const names = useCatalogueNames();
  const first = { page: 1, after: undefined };
  if (!wider?.anyCategory && !wider?.anyLocation) {
    return (
      <ButtonLink to={paths.browse()} variant="outline">
        {t('browse.clearFilters')}
      </ButtonLink>
    );
  }
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {wider.categories.map((category) => (
        <ButtonLink key={category} to={browseHref({ ...filters, ...first, category })} variant="outline">
          {t('browse.searchInCategory', { category: names.category(category, findCategory(category)?.name) })}
        </ButtonLink>
      ))}
      {wider.anyCategory && (
        <ButtonLink to={browseHref({ ...filters, ...first, category: undefined })} variant="outline">
          {t('browse.searchAllCategories')}
        </ButtonLink>
      )}
      {wider.anyLocation && (
        <ButtonLink to={browseHref({ ...filters, ...first, location: undefined })} variant="outline">
          {t('browse.searchAllLocations')}
        </ButtonLink>
      )}
    </div>
  );
}
