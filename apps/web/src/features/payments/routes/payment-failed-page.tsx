import { XCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { addMessages } from '@/lib/i18n';
import en from '@/locales/en/payments.json';
import { OutcomePanel } from '../components/outcome-views';

addMessages('payments', { en });

/** Anyone can craft this link, so what it shows is capped in length (React escapes it as text). */
const param = (params: URLSearchParams, name: string, max = 200) => params.get(name)?.trim().slice(0, max) || null;

/**
 * /payment-failed: reads orderId, status, message and error from the query. It is public and
 * changes nothing; Try Again goes back to the ad's plan step when the ad is known, else to /post-ad.
 */
export function PaymentFailedPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const orderId = param(params, 'orderId', 63);
  const status = param(params, 'status', 40);
  const error = param(params, 'error');
  const adId = Number(params.get('adId'));
  const retryTo = Number.isInteger(adId) && adId > 0 ? paths.postAd({ edit: adId, step: 4 }) : paths.postAd();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${t('failed.pageTitle')} - ${t('brand.name', { ns: 'common' })}`}</title>
      <OutcomePanel icon={<XCircle />} title={t('failed.title')} tone="error" role="alert">
        <p className="text-gray-800">{param(params, 'message') ?? PAYMENT_MESSAGES.failed}</p>
        {(orderId || status || error) && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
            {orderId && (
              <>
                <dt className="font-medium text-gray-600">{t('failed.orderId')}</dt>
                <dd className="break-all text-gray-900">{orderId}</dd>
              </>
            )}
            {status && (
              <>
                <dt className="font-medium text-gray-600">{t('failed.status')}</dt>
                <dd className="text-gray-900">{status}</dd>
              </>
            )}
            {error && (
              <>
                <dt className="font-medium text-gray-600">{t('failed.error')}</dt>
                <dd className="break-words text-gray-900">{error}</dd>
              </>
            )}
          </dl>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={retryTo}>{t('failed.tryAgain')}</ButtonLink>
          <ButtonLink variant="outline" to={paths.dashboard()}>
            {t('failed.goDashboard')}
          </ButtonLink>
        </div>
      </OutcomePanel>
    </div>
  );
}
