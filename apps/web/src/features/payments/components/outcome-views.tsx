import { CircleCheck, CircleHelp, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { formatRupees, localiseMessage, PAYMENT_MESSAGES, type PaymentStatus } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { loadMessages } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

void loadMessages('payments');

type PanelProps = {
  icon: ReactNode;
  title: string;
  tone: 'success' | 'error' | 'neutral';
  role?: 'status' | 'alert';
  children?: ReactNode;
};

/** One centred card per outcome: icon, the page's h1, text and actions. */
export function OutcomePanel({ icon, title, tone, role, children }: PanelProps) {
  const colour = tone === 'success' ? 'text-green-700' : tone === 'error' ? 'text-red-700' : 'text-brand-700';
  return (
    <Card role={role} className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center">
      <div aria-hidden="true" className={cn('[&_svg]:size-14', colour)}>
        {icon}
      </div>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {children}
    </Card>
  );
}

export function CreatingView({ hasAnswer }: { hasAnswer: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel icon={<Spinner size="lg" />} title={t('success.creatingTitle')} tone="neutral" role="status">
      <p className="text-gray-700">{hasAnswer ? t('success.creating') : t('success.checking')}</p>
    </OutcomePanel>
  );
}

export function SuccessView({ payment, isPublished, secondsLeft }: { payment: PaymentStatus; isPublished: boolean; secondsLeft: number }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const names = useCatalogueDetailNames();
  return (
    <OutcomePanel
      icon={<CircleCheck />}
      title={localiseMessage(isPublished ? PAYMENT_MESSAGES.headingPublished : PAYMENT_MESSAGES.headingPaid, language)}
      tone="success"
      role="status"
    >
      <p className="text-gray-700">
        {isPublished ? t('success.published') : payment.isHeldForReview ? t('success.heldForReview') : t('success.paidOnly')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
        <dt className="font-medium text-gray-600">{t('success.order')}</dt>
        <dd className="break-all text-gray-900">{payment.merchantOrderId}</dd>
        <dt className="font-medium text-gray-600">{t('success.plan')}</dt>
        <dd className="text-gray-900">{names.plan(payment.planName)}</dd>
        <dt className="font-medium text-gray-600">{t('success.amount')}</dt>
        <dd className="text-gray-900">{formatRupees(payment.amount)}</dd>
      </dl>
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('success.countdown', { count: secondsLeft })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.dashboard()}>{t('success.goDashboard')}</ButtonLink>
        {isPublished && (
          <ButtonLink variant="outline" to={paths.ad(payment.adId)}>
            {t('success.viewAd')}
          </ButtonLink>
        )}
      </div>
    </OutcomePanel>
  );
}

export function RefundedView({ payment }: { payment: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel icon={<CircleHelp />} title={t('success.refundedTitle')} tone="neutral" role="status">
      <p className="text-gray-700">{t('success.refunded', { amount: formatRupees(payment.amount) })}</p>
      <ButtonLink to={paths.dashboard()}>{t('success.goDashboard')}</ButtonLink>
    </OutcomePanel>
  );
}

export function FailedView() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <OutcomePanel icon={<TriangleAlert />} title={t('success.failedTitle')} tone="error" role="alert">
      <p className="text-gray-700">{localiseMessage(PAYMENT_MESSAGES.failedOrCancelled, language)}</p>
    </OutcomePanel>
  );
}

export function NoDataView() {
  const { t } = useTranslation('payments');
  return (
    <OutcomePanel icon={<SearchX />} title={t('success.noDataTitle')} tone="neutral" role="alert">
      <p className="text-gray-700">{t('success.noData')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.postAd()}>{t('success.postAd')}</ButtonLink>
        <ButtonLink variant="outline" to={paths.dashboard()}>
          {t('success.goDashboard')}
        </ButtonLink>
      </div>
    </OutcomePanel>
  );
}

export function ErrorView({ message, action }: { message: string; action: ReactNode }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <OutcomePanel icon={<TriangleAlert />} title={t('success.errorTitle')} tone="error" role="alert">
      <p className="text-gray-700">{localiseMessage(message, language)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {action}
        <ButtonLink variant="outline" to={paths.dashboard()}>
          {t('success.goDashboard')}
        </ButtonLink>
      </div>
    </OutcomePanel>
  );
}

export function UnknownView({ message }: { message: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <OutcomePanel icon={<CircleHelp />} title={t('success.unknownTitle')} tone="neutral" role="alert">
      <p className="text-gray-700">{localiseMessage(message, language)}</p>
      <ButtonLink to={paths.dashboard()}>{t('success.goDashboard')}</ButtonLink>
    </OutcomePanel>
  );
}
