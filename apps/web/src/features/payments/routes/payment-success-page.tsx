import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { localiseMessage, PAYMENT_MESSAGES, paymentStatusUnknown } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userRootKey } from '@/api/users';
import { apiKey, invalidateApi } from '@/lib/api';
import { ApiError, toQueryString } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { MAX_POLLS, paymentStatusQuery, usePaymentStatus } from '../api/get-payment-status';
import { CreatingView, ErrorView, FailedView, NoDataView, RefundedView, SuccessView, UnknownView } from '../components/outcome-views';
import { useCountdown } from '../hooks/use-countdown';
import { decideOutcome, orderIdFrom } from '../lib/payment-outcome';
import { useLanguage } from '@/lib/use-language';

void loadMessages('payments');

const REDIRECT_SECONDS = 5;

/**
 * Where PhonePe sends the payer back (behind RequireAuth). The query string only names the order; the
 * outcome is the server's answer after it asked PhonePe, so a made-up link publishes nothing.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const merchantOrderId = orderIdFrom(params);
  const query = usePaymentStatus(merchantOrderId);
  const outcome = decideOutcome({
    merchantOrderId,
    payment: query.data,
    error: query.error ? { status: query.error instanceof ApiError ? query.error.status : undefined, message: query.error.message } : null,
    hasStoppedPolling:
      query.data?.state === 'PENDING' &&
      (queryClient.getQueryState(paymentStatusQuery(merchantOrderId ?? '').queryKey)?.dataUpdateCount ?? 0) >= MAX_POLLS,
  });
  const secondsLeft = useCountdown(outcome.state === 'success', REDIRECT_SECONDS, () => navigate(paths.dashboard()));

  // Each outcome announces itself once (StrictMode and refetches re-run effects).
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === outcome.state) return;
    announced.current = outcome.state;
    if (outcome.state === 'success') {
      toast.success(localiseMessage(outcome.isPublished ? PAYMENT_MESSAGES.published : PAYMENT_MESSAGES.headingPaid, language));
      // The dashboard, my ads and browse lists now include the published ad.
      void invalidateApi(queryClient, apiKey('GET /ads'), userRootKey);
    } else if (outcome.state === 'no-data') {
      toast.error(t('success.noDataToast'));
    } else if (outcome.state === 'payment-failed') {
      const { payment } = outcome;
      navigate(`${paths.paymentFailed()}${toQueryString({ orderId: payment.merchantOrderId, adId: payment.adId })}`, { replace: true });
    }
  }, [outcome, navigate, queryClient, t, language]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${t('success.pageTitle')} - ${tc('brand.name')}`}</title>
      {!user ? (
        <ErrorView message={PAYMENT_MESSAGES.missingUser} action={null} />
      ) : outcome.state === 'creating' ? (
        <CreatingView hasAnswer={query.data !== undefined} />
      ) : outcome.state === 'success' ? (
        <SuccessView payment={outcome.payment} isPublished={outcome.isPublished} secondsLeft={secondsLeft} />
      ) : outcome.state === 'refunded' ? (
        <RefundedView payment={outcome.payment} />
      ) : outcome.state === 'payment-failed' ? (
        <FailedView />
      ) : outcome.state === 'no-data' ? (
        <NoDataView />
      ) : outcome.state === 'error' ? (
        <ErrorView message={outcome.message} action={<Button onClick={() => void query.refetch()}>{t('success.retry')}</Button>} />
      ) : (
        <UnknownView message={paymentStatusUnknown(outcome.status)} />
      )}
    </div>
  );
}
