import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { loadMessages } from '@/lib/i18n';
import { usePhonePeTest } from '../api/get-phonepe-test';
import { TestPageNotice } from '../components/test-page-notice';

void loadMessages('payments');

/**
 * /phonepe-test: a test page showing the sandbox gateway's raw answer to a token request. With the production
 * gateway the server refuses it (404) and the page says the test is off.
 */
export function PhonepeTestPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const test = usePhonePeTest();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <title>{`${t('test.pageTitle')} - ${tc('brand.name')}`}</title>
      <TestPageNotice text={t('testPage.test')} />
      <PageHeading title={t('test.pageTitle')} lead={t('test.lead')} />
      {test.isFetching ? (
        <LoadingState message={t('test.running')} />
      ) : isNotFound(test.error) ? (
        <ErrorState message={t('test.off')} />
      ) : test.isError ? (
        <ErrorState message={t('test.loadError')} action={<Button onClick={() => void test.refetch()}>{t('test.runAgain')}</Button>} />
      ) : test.data ? (
        <Card className="flex flex-col gap-4 p-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-gray-600">{t('test.environment')}</dt>
            <dd className="text-gray-900">{t(`test.environments.${test.data.environment}`)}</dd>
            <dt className="font-medium text-gray-600">{t('test.status')}</dt>
            <dd className="text-gray-900">{test.data.status}</dd>
            <dt className="font-medium text-gray-600">{t('test.result')}</dt>
            <dd className={test.data.success ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
              {test.data.success ? t('test.ok') : t('test.notOk')}
            </dd>
          </dl>
          <section aria-labelledby="raw-answer">
            <h2 id="raw-answer" className="mb-2 font-semibold text-gray-900">
              {t('test.raw')}
            </h2>
            <pre className="overflow-x-auto rounded-lg bg-gray-900 p-4 text-sm text-gray-100">
              {JSON.stringify(test.data.data, null, 2)}
            </pre>
          </section>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void test.refetch()}>{t('test.runAgain')}</Button>
            <Link to={paths.phonepeDemo()} className="self-center font-medium text-brand-700 underline">
              {t('demo.pageTitle')}
            </Link>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
