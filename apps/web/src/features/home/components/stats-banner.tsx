import { useTranslation } from '@/lib/i18n';
import { useSiteStats } from '@/api/site-stats';
import { SiteFigures, shownFigures } from '@/components/site/site-figures';

const COLUMNS = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/** The site's real figures (live ads, sellers, localities); a band with none worth showing is left out. */
export function StatsBanner() {
  const { t } = useTranslation('home');
  const figures = shownFigures(useSiteStats().data);
  if (figures.length === 0) return null;
  return (
    <section aria-label={t('siteStats.label')} className="border-b border-gray-200 bg-white">
      <SiteFigures
        figures={figures}
        className={`mx-auto grid max-w-4xl divide-x divide-gray-200 px-2 py-5 ${COLUMNS[figures.length]}`}
        itemClassName="px-2"
        labelClassName="text-xs text-gray-700 sm:text-sm"
        valueClassName="text-xl font-extrabold text-brand-800 sm:text-3xl"
      />
    </section>
  );
}
