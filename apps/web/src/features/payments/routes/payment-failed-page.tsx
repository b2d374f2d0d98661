import { XCircle } from 'lucide-react';
import { formatRupees, localiseMessage } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toQueryString } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { usePaymentStatus } from '../api/get-payment-status';
import { OutcomePanel } from '../components/outcome-views';
import { failedPageText, retryAdId } from '../lib/failed-page';
import { orderIdFrom } from '../lib/payment-outcome';
import { useLanguage } from '@/lib/use-language';

void loadMessages('payments');

/**
 * /payment-failed: public, and anyone can craft its link, so nothing of the address is shown (it once printed
 * `?message=` under the site's brand, a phishing aid). For the signed-in payer the order named there is read from
 * the server: its details and state are shown, and an order that did not fail goes to the success page, which
 * follows it. Everyone else reads the product's own text.
 */
export function PaymentFailedPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const names = useCatalogueDetailNames();
  const [params] = useSearchParams();
  const language = useLanguage();
  const { user, isLoading } = useSession();
  const merchantOrderId = orderIdFrom(params);
  const status = usePaymentStatus(user ? merchantOrderId : null);
  const payment = status.data;

  if (payment && payment.state !== 'FAILED') {
    return <Navigate to={`${paths.paymentSuccess()}${toQueryString({ merchantOrderId: payment.merchantOrderId })}`} replace />;
  }
  const isChecking = isLoading || (user !== null && merchantOrderId !== null && status.isPending);
  const adId = retryAdId(payment, params.get('adId'));
  const retryTo = adId ? paths.postAd({ edit: adId, step: 4 }) : paths.postAd();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${t('failed.pageTitle')} - ${tc('brand.name')}`}</title>
      {isChecking ? (
        <LoadingState message={t('success.checking')} />
      ) : (
        <OutcomePanel icon={<XCircle />} title={t('failed.title')} tone="error" role="alert">
          <p className="text-gray-800">{localiseMessage(failedPageText(payment, params.get('reason')), language)}</p>
          {payment && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
              <dt className="font-medium text-gray-600">{t('failed.orderId')}</dt>
              <dd className="break-all text-gray-900">{payment.merchantOrderId}</dd>
              <dt className="font-medium text-gray-600">{t('failed.status')}</dt>
              <dd className="text-gray-900">{payment.state}</dd>
              <dt className="font-medium text-gray-600">{t('success.plan')}</dt>
              <dd className="text-gray-900">{names.plan(payment.planName)}</dd>
              <dt className="font-medium text-gray-600">{t('failed.amount')}</dt>
              <dd className="text-gray-900">{formatRupees(payment.amount)}</dd>
            </dl>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to={retryTo}>{t('failed.tryAgain')}</ButtonLink>
            <ButtonLink variant="outline" to={paths.dashboard()}>
              {t('failed.goDashboard')}
            </ButtonLink>
          </div>
        </OutcomePanel>
      )}
    </div>
  );
}
