import { FileText } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePaymentPlans } from '@/api/payment-plans';
import { useUserAds } from '@/api/users';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { DemoPayment } from '../components/demo-payment';
import { TestInstruments } from '../components/test-instruments';
import { TestPageNotice } from '../components/test-page-notice';

void loadMessages('payments');

/** /phonepe-demo (behind RequireAuth), a test page: what the sandbox is, its test instruments, and a real run for a draft. */
export function PhonepeDemoPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const { user } = useSession();
  // The signed-in person's unpaid ads (the server's largest page).
  const drafts = useUserAds({ userEmail: user?.email, status: 'draft', limit: 100 });
  const plans = usePaymentPlans();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t('demo.pageTitle')} - ${tc('brand.name')}`}</title>
      <div>
        <TestPageNotice text={t('testPage.demo')} />
        <PageHeading title={t('demo.pageTitle')} lead={t('demo.lead')} />
      </div>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold text-gray-900">{t('demo.howTitle')}</h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-gray-700">
          <li>{t('demo.how1')}</li>
          <li>{t('demo.how2')}</li>
          <li>{t('demo.how3')}</li>
        </ol>
        <AppLink to={paths.phonepeTest()} className="mt-3 inline-block font-medium text-brand-700 underline">
          {t('demo.testLink')}
        </AppLink>
      </Card>
      <TestInstruments />
      {drafts.isPending || plans.isPending ? (
        <LoadingState message={t('demo.loading')} />
      ) : drafts.isError || plans.isError ? (
        <ErrorState
          message={t('demo.loadError')}
          action={
            <Button
              onClick={() => {
                void drafts.refetch();
                void plans.refetch();
              }}
            >
              {tc('actions.retry')}
            </Button>
          }
        />
      ) : drafts.data.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title={t('demo.noDrafts')}
          description={t('demo.noDraftsText')}
          action={<ButtonLink to={paths.postAd()}>{t('demo.postAd')}</ButtonLink>}
        />
      ) : (
        // The Free plan takes no payment (it is published from step 4), so only the paid plans are on offer here.
        <DemoPayment drafts={drafts.data} plans={plans.data.filter((plan) => plan.Price > 0)} />
      )}
    </div>
  );
}
