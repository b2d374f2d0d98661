import { useTranslation } from '@/lib/i18n';
import { AD_SORTS, type AdSort } from '@mohalla/shared';
import { FormField, Select } from '@/components/ui/field';
import type { BrowseFilters } from '../lib/browse-filters';

type Option = { value: string; label: string };

type BrowseToolbarProps = {
  filters: BrowseFilters;
  categories: Option[];
  locations: Option[];
  onChange: (change: Partial<Omit<BrowseFilters, 'page'>>) => void;
};

/** Category, location and sort selects. */
export function BrowseToolbar({ filters, categories, locations, onChange }: BrowseToolbarProps) {
  const { t } = useTranslation('ads');
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
      <FormField label={t('browse.categoryLabel')}>
        {(control) => (
          <Select {...control} value={filters.category ?? ''} onChange={(e) => onChange({ category: e.target.value || undefined })}>
            <option value="">{t('browse.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('browse.locationLabel')}>
        {(control) => (
          <Select {...control} value={filters.location ?? ''} onChange={(e) => onChange({ location: e.target.value || undefined })}>
            <option value="">{t('browse.allLocations')}</option>
            {locations.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('browse.sortLabel')}>
        {(control) => (
          <Select {...control} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as AdSort })}>
            {AD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {/* A search's default order is by relevance (Featured ads still lead among equal matches). */}
                {sort === 'featured' && filters.search ? t('browse.bestMatch') : t(`browse.sort.${sort}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
