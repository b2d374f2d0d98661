import { CalendarDays, Eye, MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { usePriceText } from '@/lib/price-text';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { priceLabel, type AdDetail } from '@mohalla/shared';
import { Badge } from '@/components/ui/badge';
import { longDate } from '@/lib/dates';

/** Title, place, posted date, views, price and description. */
export function AdSummary({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation('ad-detail');
  const price = usePriceText();
  const names = useCatalogueNames();
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap gap-2">
        <Badge tone="brand">{names.category(ad.categoryKey, ad.category)}</Badge>
        {ad.isFeatured && <Badge tone="brand">{t('detail.featuredBadge')}</Badge>}
        {ad.isPremium && <Badge tone="premium">{t('detail.premiumBadge')}</Badge>}
      </div>
      <h1 className="mt-3 text-2xl font-bold break-words text-gray-900 sm:text-3xl">{ad.title}</h1>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
        <li className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {t('detail.locationCity', { location: names.location(ad.locationId, ad.location) })}
        </li>
        <li className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={ad.createdAt}>{t('detail.postedOn', { date: longDate(ad.createdAt) })}</time>
        </li>
        <li className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t('detail.views', { count: ad.views })}
        </li>
      </ul>
      <div className="mt-4 rounded-lg bg-brand-50 px-4 py-3">
        <p className="text-sm font-medium text-brand-900">{t(`detail.priceLabel.${priceLabel(ad.priceType)}`)}</p>
        <p className="text-2xl font-bold text-gray-900 sm:text-3xl">{price(ad.price, ad.priceType)}</p>
      </div>
      <h2 className="mt-6 text-lg font-semibold text-gray-900">{t('detail.description')}</h2>
      <p className="mt-2 break-words whitespace-pre-line text-gray-800">{ad.description}</p>
    </section>
  );
}
