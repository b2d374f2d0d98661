import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { findCategory, findLocation } from '@mohalla/shared';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { browseHref, type BrowseFilters } from '../lib/browse-filters';

/**
 * The filters behind a "Filters" button on a phone, so the results start on the first screen; always open on a
 * wide screen whose browser can style a <details>' content (the others keep the button). A <details>: it opens
 * before the app's code has run, and the server's HTML and the app's agree.
 */
export function FilterPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { t } = useTranslation('ads');
  return (
    <details className="md:[&::details-content]:[content-visibility:visible]">
      <summary
        className={buttonClasses({
          variant: 'outline',
          className: 'cursor-pointer md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden',
        })}
      >
        {t('browse.filtersButton')}
        {activeCount > 0 && ` (${activeCount})`}
      </summary>
      <div className="pt-3 md:supports-[selector(::details-content)]:pt-0">{children}</div>
    </details>
  );
}

/** The filters in force as chips; each is a link to the same list without it. */
export function FilterChips({ filters }: { filters: BrowseFilters }) {
  const { t } = useTranslation('ads');
  const names = useCatalogueNames();
  const chips: { key: string; label: string; change: Partial<BrowseFilters> }[] = [];
  const { category, location, sort } = filters;
  if (category)
    chips.push({
      key: 'category',
      label: names.category(category, findCategory(category)?.name ?? category),
      change: { category: undefined },
    });
  if (location)
    chips.push({
      key: 'location',
      label: names.location(location, findLocation(location)?.name ?? location),
      change: { location: undefined },
    });
  if (sort !== 'featured') chips.push({ key: 'sort', label: t(`browse.sort.${sort}`), change: { sort: 'featured' } });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('browse.activeFilters')} className="flex flex-wrap gap-2">
      {chips.map(({ key, label, change }) => (
        <li key={key}>
          <AppLink
            to={browseHref({ ...filters, ...change, page: 1, after: undefined })}
            aria-label={t('browse.removeFilter', { label })}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
          >
            {label}
            <X aria-hidden="true" className="size-4" />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
