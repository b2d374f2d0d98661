import { loadMessages, messagesAt } from '@/lib/i18n';
import { LegalDocument, type LegalSections } from '../components/legal-document';

void loadMessages('legal');

/** /privacy: what is collected and why, how long it is kept, and the rights under the DPDP Act 2023. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={messagesAt('legal', 'privacy.sections') as LegalSections} />;
}
