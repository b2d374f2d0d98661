import { CircleCheck, Clock, Hash } from 'lucide-react';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { GrievanceForm } from '../components/grievance-form';
import { LegalContacts } from '../components/legal-contacts';

void loadMessages('legal');

const STEPS = [
  { key: 'number', icon: Hash },
  { key: 'ack', icon: Clock },
  { key: 'resolve', icon: CircleCheck },
] as const;

/** /grievance: the Grievance Officer (IT Rules 2021), the process with its deadlines, and the complaint form. */
export function GrievancePage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('grievance.title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('grievance.title')} lead={t('grievance.lead')} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card className="p-5">
            <h2 className="mb-4 text-lg font-bold text-gray-900">{t('grievance.officerTitle')}</h2>
            <LegalContacts who="officer" />
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-bold text-gray-900">{t('grievance.processTitle')}</h2>
            <ol className="mt-3 space-y-3">
              {STEPS.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-3 text-gray-800">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {t(`grievance.process.${key}`)}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="lg:col-span-3">
          <GrievanceForm />
        </div>
      </div>
    </div>
  );
}
