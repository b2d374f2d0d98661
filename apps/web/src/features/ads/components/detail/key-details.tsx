import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { AdDetail } from '@mohalla/shared';
import { longDate } from '@/lib/dates';

/** Key details: category - subcategory, location, posted, views, favourites, price type. */
export function KeyDetails({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation('ad-detail');
  const { t: ta } = useTranslation('ads');
  const names = useCatalogueNames();
  const category = names.category(ad.categoryKey, ad.category);
  const rows: Array<[string, string]> = [
    [t('keyDetails.category'), ad.subcategory ? `${category} - ${names.subcategory(ad.subcategory)}` : category],
    [t('keyDetails.location'), names.location(ad.locationId, ad.location)],
    [t('keyDetails.posted'), longDate(ad.createdAt)],
    [t('keyDetails.views'), String(ad.views)],
    [t('keyDetails.favorites'), String(ad.favorites)],
    [t('keyDetails.priceType'), ta(`priceTypes.${ad.priceType}`)],
  ];
  return (
    <section aria-labelledby="key-details" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="key-details" className="text-lg font-semibold text-gray-900">
        {t('keyDetails.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-gray-100 pb-2 sm:block sm:border-0 sm:pb-0">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-right font-medium break-words text-gray-900 sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
