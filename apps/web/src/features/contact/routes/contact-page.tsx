import { loadMessages, useTranslation } from '@/lib/i18n';
import { PageHeading } from '@/components/ui/page-heading';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { OfficeInfo } from '../components/office-info';
import { QuickHelp } from '../components/quick-help';

// The page's texts load with its chunk, not with every first page.
void loadMessages('contact');

/** /contact: the form, ways to reach us, quick help, FAQ, office and map placeholder. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <div className="flex flex-col gap-6">
          <ContactInfo />
          <QuickHelp />
          <OfficeInfo />
        </div>
      </div>
      <ContactFaq />
    </div>
  );
}
