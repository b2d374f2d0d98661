import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { Category } from '@mohalla/shared';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CategoryIcon, categoryColour } from '@/components/catalogue/category-icon';
import { subcategoryCount } from '@/lib/category-meta';
import { Section } from './section';

/** "Browse by Category": one card per category, linking to /categories/{key}, with its subcategory count. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('home');
  const names = useCatalogueNames();
  return (
    <Section id="home-categories" title={t('home.categories.title')} lead={t('home.categories.lead')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.CategoryKey}>
            <AppLink
              to={paths.browse({ category: category.CategoryKey })}
              className="flex h-full flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className={cn('flex size-14 items-center justify-center rounded-full', categoryColour(category.CategoryKey))}>
                <CategoryIcon category={category.CategoryKey} className="size-7" />
              </span>
              <span className="font-semibold text-gray-900">{names.category(category.CategoryKey, category.CategoryName)}</span>
              <span className="text-sm text-gray-700">{t('home.categories.subcategories', { count: subcategoryCount(category) })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
