import { addMessages } from '@/lib/i18n';
import legalMessages from '@/locales/en/legal.json';
import { LegalDocument } from '../components/legal-document';

addMessages('legal', { en: legalMessages });

/** /terms: the Terms of Use, short and plain. */
export function TermsPage() {
  return <LegalDocument page="terms" sections={legalMessages.terms.sections} />;
}
