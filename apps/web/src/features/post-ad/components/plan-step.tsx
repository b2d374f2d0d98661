import { CreditCard, Rocket } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatRupees, type PaymentPlan, type PublishedFree } from '@mohalla/shared';
import { usePaymentPlans } from '@/api/payment-plans';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { SellerNotice } from '@/components/site/seller-notice';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFreeAllowance } from '../api/get-free-allowance';
import { usePublishFree } from '../api/publish-free';
import { isFreePlan, stepNoteFor } from '../lib/plan-choice';
import { FreeAllowanceNote } from './free-allowance-note';
import { FreePublished } from './free-published';
import { PlanCard } from './plan-card';
import { PlanStepNote } from './plan-step-note';

type PlanStepProps = {
  adId: number;
  /** The ad's effective status: drafts and expired ads can be (re)published; a live or sold one has nothing to choose. */
  status?: string;
  expiresAt: string | null;
  /** The seam to the payments feature: called with the chosen paid plan when the seller presses Pay. */
  onPay: (plan: PaymentPlan) => void;
};

/**
 * Step 4: the plans from GET /api/payment-plans, the Free plan first when the operator offers it. Within the
 * seller's free allowance (which the server checks again) Free publishes at once; past it, the card says why and
 * until when, and the paid plans are there to pay for.
 */
export function PlanStep({ adId, status, expiresAt, onPay }: PlanStepProps) {
  const { t } = useTranslation('post-ad');
  const plans = usePaymentPlans();
  const freePlan = plans.data?.find(isFreePlan);
  const canPublish = status === undefined || status === 'draft' || status === 'expired';
  const allowance = useFreeAllowance({ enabled: canPublish && freePlan !== undefined });
  const publishFree = usePublishFree();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [published, setPublished] = useState<PublishedFree | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A ref, not state: two taps in one frame both see the state from before the first one.
  const publishing = useRef(false);

  if (published) return <FreePublished ad={published} />;
  const canUseFree = freePlan !== undefined && allowance.data?.canPublish === true;
  const note = stepNoteFor(status, canUseFree);
  if (note === 'live' || note === 'sold') return <PlanStepNote note={note} expiresAt={expiresAt} />;
  const isAllowancePending = freePlan !== undefined && allowance.isPending;
  if (plans.isPending || isAllowancePending) return <LoadingState message={t('plans.loading')} className="py-8" />;
  if (plans.isError || (freePlan && allowance.isError)) {
    const retry = () => void (plans.isError ? plans.refetch() : allowance.refetch());
    return (
      <ErrorState
        message={t('plans.error')}
        action={
          <Button variant="outline" onClick={retry}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }

  const selected = plans.data.find((p) => p.PlanId === selectedId && (canUseFree || !isFreePlan(p))) ?? null;
  const paidPlans = plans.data.filter((p) => !isFreePlan(p));

  const publish = async () => {
    if (publishing.current) return;
    publishing.current = true;
    setRefusal(null);
    try {
      const answer = await publishFree.mutateAsync({ params: { id: adId } });
      toast.success(answer.message);
      setPublished(answer.data);
    } catch (error) {
      // The server's limits are the word that counts: its reason is shown, and the allowance asked again.
      const message = refusalMessage(error, t('plans.publishFailed'));
      setRefusal(message);
      toast.error(message);
      setSelectedId(null);
      void allowance.refetch();
    } finally {
      publishing.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PlanStepNote note={note} expiresAt={expiresAt} />
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-gray-900">{t('plans.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {freePlan && allowance.data && (
            <PlanCard
              plan={freePlan}
              isSelected={selected?.PlanId === freePlan.PlanId}
              isDisabled={!canUseFree}
              onSelect={() => setSelectedId(freePlan.PlanId)}
            >
              <FreeAllowanceNote allowance={allowance.data} />
            </PlanCard>
          )}
          {paidPlans.map((plan) => (
            <PlanCard
              key={plan.PlanId}
              plan={plan}
              isSelected={plan.PlanId === selected?.PlanId}
              onSelect={() => setSelectedId(plan.PlanId)}
            />
          ))}
        </div>
      </fieldset>
      <SellerNotice text={t('plans.seller')} linkText={t('plans.sellerLink')} />
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      {selected && isFreePlan(selected) ? (
        <Button
          size="lg"
          className="w-full sm:w-auto sm:self-end"
          isLoading={publishFree.isPending}
          onClick={() => void publish()}
          icon={<Rocket aria-hidden="true" className="size-5" />}
        >
          {t('plans.publishFree')}
        </Button>
      ) : (
        <Button
          size="lg"
          className="w-full sm:w-auto sm:self-end"
          disabled={!selected}
          onClick={() => selected && onPay(selected)}
          icon={<CreditCard aria-hidden="true" className="size-5" />}
        >
          {selected ? t('plans.pay', { price: formatRupees(selected.Price) }) : t('plans.payNoPlan')}
        </Button>
      )}
    </div>
  );
}
