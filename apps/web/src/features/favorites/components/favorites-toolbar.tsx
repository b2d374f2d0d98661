import { Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { CATEGORIES } from '@mohalla/shared';
import { FormField, Input, Select } from '@/components/ui/field';
import type { ViewMode } from '@/hooks/use-view-mode';
import type { FavoriteFilters } from '../lib/filter-favorites';
import { ViewModeToggle } from './view-mode-toggle';

type FavoritesToolbarProps = {
  filters: FavoriteFilters;
  onChange: (next: Partial<FavoriteFilters>) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
};

/** Search box, category filter and the grid/list toggle; filtering happens in the browser, over the favourites already loaded. */
export function FavoritesToolbar({ filters, onChange, viewMode, onViewModeChange }: FavoritesToolbarProps) {
  const { t } = useTranslation('favorites');
  const names = useCatalogueNames();
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <FormField label={t('filters.search')} className="min-w-0 flex-1">
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
            <Input
              {...control}
              type="search"
              value={filters.search}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => onChange({ search: event.target.value })}
              className="min-h-11 pl-9"
            />
          </div>
        )}
      </FormField>
      <div className="flex items-end gap-3">
        <FormField label={t('filters.category')} className="min-w-0 flex-1 sm:w-48">
          {(control) => (
            <Select
              {...control}
              value={filters.category}
              onChange={(event) => onChange({ category: event.target.value })}
              className="min-h-11"
            >
              <option value="">{t('filters.allCategories')}</option>
              {CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {names.category(category.id, category.name)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <ViewModeToggle viewMode={viewMode} onChange={onViewModeChange} />
      </div>
    </div>
  );
}
