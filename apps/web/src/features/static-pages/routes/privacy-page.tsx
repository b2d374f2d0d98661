import { addMessages } from '@/lib/i18n';
import legalMessages from '@/locales/en/legal.json';
import { LegalDocument } from '../components/legal-document';

addMessages('legal', { en: legalMessages });

/** /privacy: what is collected and why, how long it is kept, and the rights under the DPDP Act 2023. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={legalMessages.privacy.sections} />;
}
