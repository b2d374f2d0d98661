import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatRupees, type PaymentPlan } from '@mohalla/shared';
import { usePaymentPlans } from '@/api/payment-plans';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { PlanCard } from './plan-card';

type PlanStepProps = {
  /** Drafts and expired ads can be (re)published; a live ad has nothing to pay for. */
  canPublish: boolean;
  /** The seam to the payments feature: called with the chosen plan when the seller presses Pay. */
  onPay: (plan: PaymentPlan) => void;
};

/** Step 4: the plans from GET /api/payment-plans as choices, and Pay for the chosen one. */
export function PlanStep({ canPublish, onPay }: PlanStepProps) {
  const { t } = useTranslation('post-ad');
  const plans = usePaymentPlans();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = plans.data?.find((p) => p.PlanId === selectedId) ?? null;

  if (!canPublish) return <p className="rounded-lg bg-green-50 p-4 text-sm text-green-900">{t('plans.alreadyLive')}</p>;
  if (plans.isPending) return <LoadingState message={t('plans.loading')} className="py-8" />;
  if (plans.isError) {
    return (
      <ErrorState
        message={t('plans.error')}
        action={
          <Button variant="outline" onClick={() => void plans.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t('plans.draftNote')}</p>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-gray-900">{t('plans.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.PlanId} plan={plan} isSelected={plan.PlanId === selectedId} onSelect={() => setSelectedId(plan.PlanId)} />
          ))}
        </div>
      </fieldset>
      <Button
        size="lg"
        className="w-full sm:w-auto sm:self-end"
        disabled={!selected}
        onClick={() => selected && onPay(selected)}
        icon={<CreditCard aria-hidden="true" className="size-5" />}
      >
        {selected ? t('plans.pay', { price: formatRupees(selected.Price) }) : t('plans.payNoPlan')}
      </Button>
    </div>
  );
}
