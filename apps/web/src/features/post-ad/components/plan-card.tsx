import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { formatRupees, type PaymentPlan } from '@mohalla/shared';
import { cn } from '@/lib/cn';

type PlanCardProps = {
  plan: PaymentPlan;
  isSelected: boolean;
  onSelect: () => void;
  /** A plan the seller cannot take now (the Free plan past its limit): shown with the reason, not selectable. */
  isDisabled?: boolean;
  /** What the seller needs to know beyond the plan's terms (the free allowance). */
  children?: ReactNode;
};

/** A plan as a radio card: the whole card is the label, so a tap anywhere selects it and arrow keys move between plans. */
export function PlanCard({ plan, isSelected, onSelect, isDisabled = false, children }: PlanCardProps) {
  const { t } = useTranslation('post-ad');
  const names = useCatalogueDetailNames();
  const detailsId = `plan-${plan.PlanId}-details`;
  return (
    <label
      className={cn(
        'flex flex-col gap-3 rounded-xl border-2 bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
        isDisabled ? 'cursor-not-allowed border-gray-200 bg-gray-50' : 'cursor-pointer',
        !isDisabled && (isSelected ? 'border-brand-700 bg-brand-50' : 'border-gray-200 hover:border-gray-300'),
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            type="radio"
            name="plan"
            className="size-5 accent-brand-700"
            checked={isSelected}
            disabled={isDisabled}
            onChange={onSelect}
            aria-describedby={detailsId}
          />
          <span className="font-semibold text-gray-900">{names.plan(plan.PlanKey, plan.PlanName)}</span>
        </span>
        <span className="text-lg font-bold text-gray-900">{plan.Price > 0 ? formatRupees(plan.Price) : t('plans.free.price')}</span>
      </span>
      <span id={detailsId} className="flex flex-col gap-2">
        <span className="text-sm text-gray-700">{t('plans.duration', { n: plan.DurationDays })}</span>
        <span className="flex flex-col gap-1">
          {plan.Features.map((feature) => (
            <span key={feature} className="flex items-start gap-2 text-sm text-gray-700">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {names.planFeature(feature)}
            </span>
          ))}
        </span>
        {children}
      </span>
    </label>
  );
}
