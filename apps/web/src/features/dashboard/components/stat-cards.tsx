import { Eye, FileText, Heart, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import type { DashboardStats } from '@mohalla/shared';

const number = new Intl.NumberFormat('en-IN');

/** Total ads, active ads, total views and favourites received; placeholders of the same size while they load. */
export function StatCards({ stats }: { stats?: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const items: Array<{ key: keyof DashboardStats; label: string; icon: ReactNode; tone: string }> = [
    { key: 'totalAds', label: t('stats.totalAds'), icon: <FileText />, tone: 'bg-brand-100 text-brand-800' },
    { key: 'activeAds', label: t('stats.activeAds'), icon: <TrendingUp />, tone: 'bg-green-100 text-green-800' },
    { key: 'totalViews', label: t('stats.totalViews'), icon: <Eye />, tone: 'bg-amber-100 text-amber-800' },
    { key: 'totalFavorites', label: t('stats.totalFavorites'), icon: <Heart />, tone: 'bg-red-100 text-red-800' },
  ];
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
          <span
            aria-hidden="true"
            className={`hidden size-10 shrink-0 items-center justify-center rounded-lg min-[400px]:inline-flex [&_svg]:size-5 ${item.tone}`}
          >
            {item.icon}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-gray-700">{item.label}</p>
            {stats ? (
              <p className="text-2xl font-bold text-gray-900 tabular-nums">{number.format(stats[item.key])}</p>
            ) : (
              <Skeleton className="mt-1 h-7 w-12" />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
