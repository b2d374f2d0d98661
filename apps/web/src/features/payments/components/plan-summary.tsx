import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { formatRupees, type PaymentPlan } from '@mohalla/shared';
import { loadMessages } from '@/lib/i18n';

void loadMessages('payments');

/** The chosen plan as the payer confirms it: name, price, duration and features. */
export function PlanSummary({ plan }: { plan: PaymentPlan }) {
  const { t } = useTranslation('payments');
  const names = useCatalogueDetailNames();
  return (
    <section aria-label={t('dialog.plan')} className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-gray-900">{names.plan(plan.PlanKey, plan.PlanName)}</p>
        <p className="text-lg font-bold text-gray-900">{formatRupees(plan.Price)}</p>
      </div>
      <p className="mt-1 text-sm text-gray-700">{t('dialog.duration', { count: plan.DurationDays })}</p>
      {plan.Features.length > 0 && (
        <ul aria-label={t('dialog.features')} className="mt-3 flex flex-col gap-1">
          {plan.Features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-gray-700">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {names.planFeature(feature)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
