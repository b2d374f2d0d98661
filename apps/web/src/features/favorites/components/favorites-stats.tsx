import { formatCount, useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { FavoriteStats } from '../lib/filter-favorites';

/** The summary tiles: total, premium, and the categories this person saved most. */
export function FavoritesStats({ stats }: { stats: FavoriteStats }) {
  const { t } = useTranslation('favorites');
  const names = useCatalogueNames();
  const items = [
    { key: 'total', label: t('stats.total'), value: stats.total },
    { key: 'premium', label: t('stats.premium'), value: stats.premium },
    ...stats.categories.map((category) => ({
      key: category.key,
      label: names.category(category.key, category.name),
      value: category.count,
    })),
  ];
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.key} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
          <p className="text-sm text-gray-700">{item.label}</p>
          <p className="text-2xl font-bold text-gray-900 tabular-nums">{formatCount(item.value)}</p>
        </li>
      ))}
    </ul>
  );
}
