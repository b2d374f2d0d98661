import { Sparkles } from 'lucide-react';
import { formatCount, useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { LIMITS, PREMIUM_PERKS, type AdDetail } from '@mohalla/shared';
import { longDate } from '@/lib/dates';

/** Views, favourites, posted; premium ads add the +25% visibility note, the plan and its perks. */
export function AdStatistics({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation('ad-detail');
  const names = useCatalogueDetailNames();
  const perks = ad.premiumFeatures.length > 0 ? ad.premiumFeatures : PREMIUM_PERKS;
  const rows: Array<[string, string]> = [
    [t('stats.views'), formatCount(ad.views)],
    [t('stats.favorites'), formatCount(ad.favorites)],
    [t('stats.posted'), longDate(ad.createdAt)],
  ];
  return (
    <section aria-labelledby="ad-statistics" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="ad-statistics" className="text-lg font-semibold text-gray-900">
        {t('stats.title')}
      </h2>
      <dl className="mt-3 flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
        {ad.isPremium && ad.planName && (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">{t('stats.plan')}</dt>
            <dd className="font-semibold text-gray-900">{names.plan(ad.planName)}</dd>
          </div>
        )}
      </dl>
      {ad.isPremium && (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="flex items-center gap-2 font-semibold text-amber-900">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('stats.visibility')}
          </p>
          <p className="mt-1 text-sm text-amber-900">{t('stats.visibilityText', { note: LIMITS.premiumVisibilityNote })}</p>
          <p className="mt-3 text-sm font-semibold text-amber-950">{t('stats.perks')}</p>
          <ul className="mt-1 list-inside list-disc text-sm text-amber-900">
            {perks.map((perk) => (
              <li key={perk}>{names.perk(perk)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
