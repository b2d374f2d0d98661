import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewsDaily } from '../api/get-views-daily';
import { byDate, summarise } from '../lib/chart-scale';
import { ViewsChart } from './views-chart';

const DAYS = 30;

/** Performance Overview: the owner's ad views per day over the last 30 days (ad_views, decision 006). */
export function PerformanceOverview() {
  const { t } = useTranslation('dashboard');
  const query = useViewsDaily(DAYS);
  const points = useMemo(() => byDate(query.data ?? []), [query.data]);

  return (
    <section aria-labelledby="performance-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="performance-title" className="text-lg font-semibold text-gray-900">
        {t('chart.title')}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t('chart.lead', { days: DAYS })}</p>
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{t('chart.loading')}</span>
          <Skeleton className="h-56 w-full" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800">
          <p>{t('chart.error')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : summarise(points).isEmpty ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
          <BarChart3 aria-hidden="true" className="size-8 text-gray-400" />
          <h3 className="font-semibold text-gray-900">{t('chart.emptyTitle', { days: DAYS })}</h3>
          <p className="max-w-sm text-sm text-gray-600">{t('chart.emptyText')}</p>
        </div>
      ) : (
        <ViewsChart points={points} days={DAYS} />
      )}
    </section>
  );
}
