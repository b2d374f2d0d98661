import { useTranslation } from '@/lib/i18n';
import type { favoriteStats } from '../lib/filter-favorites';

/** The four tiles (total, premium, Real Estate, Electronics). */
export function FavoritesStats({ stats }: { stats: ReturnType<typeof favoriteStats> }) {
  const { t } = useTranslation('favorites');
  const items = [
    { label: t('stats.total'), value: stats.total },
    { label: t('stats.premium'), value: stats.premium },
    { label: t('stats.realEstate'), value: stats.realEstate },
    { label: t('stats.electronics'), value: stats.electronics },
  ];
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.label} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
          <p className="text-sm text-gray-700">{item.label}</p>
          <p className="text-2xl font-bold text-gray-900 tabular-nums">{item.value}</p>
        </li>
      ))}
    </ul>
  );
}
