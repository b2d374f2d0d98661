import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatRupees, type PaymentPlan, type UserAd } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Select } from '@/components/ui/field';
import { loadMessages } from '@/lib/i18n';
import { PaymentDialog } from './payment-dialog';
import { PaymentWidget } from './payment-widget';

void loadMessages('payments');

/** Pick a draft and a plan, then pay through the widget or the step-4 dialog. */
export function DemoPayment({ drafts, plans }: { drafts: Pick<UserAd, 'AdId' | 'title'>[]; plans: PaymentPlan[] }) {
  const { t } = useTranslation('payments');
  const [adId, setAdId] = useState<number>(drafts[0]!.AdId);
  const [planId, setPlanId] = useState<number | null>(plans[0]?.PlanId ?? null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const plan = plans.find((p) => p.PlanId === planId) ?? null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-semibold text-gray-900">{t('demo.tryTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('demo.draft')}>
          {(control) => (
            <Select {...control} value={adId} onChange={(e) => setAdId(Number(e.target.value))}>
              {drafts.map((d) => (
                <option key={d.AdId} value={d.AdId}>
                  {d.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('demo.plan')}>
          {(control) => (
            <Select {...control} value={planId ?? ''} onChange={(e) => setPlanId(Number(e.target.value))}>
              {plans.map((p) => (
                <option key={p.PlanId} value={p.PlanId}>
                  {t('demo.planOption', { name: p.PlanName, price: formatRupees(p.Price), days: p.DurationDays })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <PaymentWidget key={`${adId}-${planId}`} adId={adId} planId={planId} amount={plan?.Price ?? 0} />
      <Button variant="outline" onClick={() => setDialogOpen(true)}>
        {t('demo.openDialog')}
      </Button>
      <PaymentDialog adId={adId} plan={plan} open={isDialogOpen} onClose={() => setDialogOpen(false)} />
    </Card>
  );
}
