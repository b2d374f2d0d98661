import { loadMessages, messagesAt } from '@/lib/i18n';
import { LegalDocument, type LegalSections } from '../components/legal-document';

void loadMessages('legal');

/** /terms: the Terms of Use, short and plain. */
export function TermsPage() {
  return <LegalDocument page="terms" sections={messagesAt('legal', 'terms.sections') as LegalSections} />;
}
