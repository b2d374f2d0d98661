import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { AppLink } from '@/components/ui/app-link';
import type { Category } from '@mohalla/shared';
import { CategoryIcon, categoryColour } from '@/components/catalogue/category-icon';
import { subcategoryCount } from '@/lib/category-meta';
import { cn } from '@/lib/cn';
import { browseHref, type BrowseFilters } from '../lib/browse-filters';

/** The category cards, shown when no category is chosen; picking one keeps the other filters. */
export function CategoryGrid({ categories, filters }: { categories: Category[]; filters: BrowseFilters }) {
  const { t } = useTranslation('ads');
  const names = useCatalogueNames();
  return (
    <section aria-labelledby="browse-categories" className="mb-6">
      <h2 id="browse-categories" className="sr-only">
        {t('browse.categoriesHeading')}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.CategoryKey} className="shrink-0">
            <AppLink
              to={browseHref({ ...filters, category: category.CategoryKey, page: 1 })}
              className="flex h-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md lg:flex-col lg:text-center"
            >
              <span
                className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-lg', categoryColour(category.CategoryKey))}
              >
                <CategoryIcon category={category.CategoryKey} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold whitespace-nowrap text-gray-900">
                  {names.category(category.CategoryKey, category.CategoryName)}
                </span>
                <span className="block text-xs whitespace-nowrap text-gray-600">
                  {t('browse.subcategories', { count: subcategoryCount(category) })}
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
