import { useState } from 'react';
import type { PaymentPlan } from '@mohalla/shared';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { PostAdPage } from '@/features/post-ad/routes/post-ad-page';

/**
 * /post-ad composed from two features that do not know each other: the wizard's step 4 picks a plan
 * and the payments feature takes the payment (features never import each other; the app joins them).
 */
export function PostAdRoute() {
  const [payment, setPayment] = useState<{ adId: number; plan: PaymentPlan } | null>(null);
  return (
    <>
      <PostAdPage onPay={setPayment} />
      {payment && <PaymentDialog adId={payment.adId} plan={payment.plan} open onClose={() => setPayment(null)} />}
    </>
  );
}
