import { AppLink } from '@/components/ui/app-link';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { LegalContacts } from '../components/legal-contacts';

void loadMessages('legal');

/** /legal: the operator's legal name, address and contact (Consumer Protection (E-Commerce) Rules 2020). */
export function LegalPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('legalInfo.title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('legalInfo.title')} lead={t('legalInfo.lead')} />
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-gray-900">{t('legalInfo.operatorTitle')}</h2>
        <LegalContacts who="operator" />
      </Card>
      <section aria-labelledby="legal-sells" className="mt-8">
        <h2 id="legal-sells" className="text-xl font-bold text-gray-900">
          {t('legalInfo.sellsTitle')}
        </h2>
        <p className="mt-3 text-gray-800">{t('legalInfo.sells')}</p>
      </section>
      <section aria-labelledby="legal-refunds" className="mt-8">
        <h2 id="legal-refunds" className="text-xl font-bold text-gray-900">
          {t('legalInfo.refundsTitle')}
        </h2>
        <p className="mt-3 text-gray-800">{t('legalInfo.refunds')}</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <AppLink to={paths.grievance()} className="font-semibold text-brand-800 underline">
            {t('legalInfo.grievanceLink')}
          </AppLink>
          <AppLink to={paths.terms()} className="font-semibold text-brand-800 underline">
            {t('terms.title')}
          </AppLink>
          <AppLink to={paths.privacy()} className="font-semibold text-brand-800 underline">
            {t('privacy.title')}
          </AppLink>
        </p>
      </section>
    </div>
  );
}
