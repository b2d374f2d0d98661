import { useTranslation } from '@/lib/i18n';

const STATS = [
  { valueKey: 'home.stats.listingsValue', labelKey: 'home.stats.listings' },
  { valueKey: 'home.stats.usersValue', labelKey: 'home.stats.users' },
  { valueKey: 'home.stats.categoriesValue', labelKey: 'home.stats.categories' },
] as const;

/** Static claims: 500+ Active Listings, 1000+ Happy Users, 6 Categories. */
export function StatsBanner() {
  const { t } = useTranslation('common');
  return (
    <section aria-label={t('home.stats.label')} className="border-b border-gray-200 bg-white">
      <dl className="mx-auto grid max-w-4xl grid-cols-3 divide-x divide-gray-200 px-2 py-5">
        {STATS.map((stat) => (
          <div key={stat.labelKey} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="text-xs text-gray-700 sm:text-sm">{t(stat.labelKey)}</dt>
            <dd className="text-xl font-extrabold text-brand-800 sm:text-3xl">{t(stat.valueKey)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
